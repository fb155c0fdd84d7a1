import { db } from '../../store/db'
import { approveReview, pendingReviews, rejectReview } from './writing'
import type { StaffKind } from '../../control/staff-kind'

/** Reviews wait for staff before they count in a deal's summary. */
export const reviewQueue: StaffKind = {
  name: 'Review',
  pending: () =>
    pendingReviews().map((r) => {
      const deal = db.deals.findFirst((q) => q.where({ id: r.deal_id }))
      const customer = db.users.findFirst((q) => q.where({ id: r.customer_id }))
      return {
        kind: 'review',
        id: r.uuid,
        title: `${r.rating}★ ${r.title}`,
        detail: `${deal?.name ?? '(deleted deal)'} · by ${customer?.full_name ?? '(deleted customer)'}`,
        created_at: r.created_at,
      }
    }),
  approve: async (id) => {
    await approveReview(id)
  },
  reject: async (id) => {
    await rejectReview(id)
  },
}

import { DEAL_COMMENT_FIELDS } from '../../../src/lib/vendor-deal-texts'
import { db } from '../../store/db'
import { approveDeal, dealsAwaitingReview, rejectDeal } from './rules'
import type { StaffKind } from '../../control/staff-kind'

const FIELD_KEYS = DEAL_COMMENT_FIELDS.map((f) => f.key)

/** New and edited deals wait for staff: approve publishes, reject leaves a remark per field (deal_comments) and so sends the deal back to its vendor. */
export const dealQueue: StaffKind = {
  name: 'Deal',
  pending: () =>
    dealsAwaitingReview().map((d) => {
      const vendor = db.users.findFirst((q) => q.where({ id: d.vendor_id }))
      return {
        kind: 'deal',
        id: d.uuid,
        title: d.name,
        detail: `${d.deal_code} · ${vendor?.organization || vendor?.full_name || '(deleted vendor)'}`,
        // A correction re-enters the queue: the time it entered, not the deal's first date.
        created_at: d.queued_at ?? d.created_at,
        comment_fields: DEAL_COMMENT_FIELDS.map((f) => ({ key: f.key, label: f.label })),
      }
    }),
  approve: async (id) => {
    await approveDeal(id)
  },
  reject: async (id, action) => {
    await rejectDeal(id, action.comments ?? (action.reason ? { name: action.reason } : {}), FIELD_KEYS)
  },
}

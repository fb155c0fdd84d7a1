import { db } from '../../store/db'
import { adRequestsAwaitingReview, approveAdRequest, rejectAdRequest } from './requests'
import type { StaffKind } from '../../control/staff-kind'

/**
 * Vendors' advertisement requests wait for staff (spec 3 §4): approve prices them (the price, the package's discount
 * and its days, prefilled from the request), reject says why. Either tells the vendor by email.
 */
export const adRequestQueue: StaffKind = {
  name: 'Ad request',
  pending: () =>
    adRequestsAwaitingReview().map((a) => {
      const vendor = db.users.findFirst((q) => q.where({ id: a.vendor_id! }))
      const deal = a.deal_id === null ? null : db.deals.findFirst((q) => q.where({ id: a.deal_id! }))
      return {
        kind: 'ad_request',
        id: a.uuid,
        title: a.title,
        detail: `${a.days} days for ${deal?.name ?? '(deleted deal)'} · ${vendor?.organization || vendor?.full_name || '(deleted vendor)'}`,
        created_at: a.queued_at,
        reason_required: true,
        approve_fields: [
          { key: 'price', label: 'Price (₹)', value: '', hint: 'What the vendor pays before the discount and GST.' },
          { key: 'discount', label: 'Discount (%)', value: String(a.discount) },
          { key: 'days', label: 'Days', value: String(a.days) },
        ],
      }
    }),
  approve: async (id, approval) => {
    const v = approval.values ?? {}
    const text = (value: string | number | undefined, otherwise: string) =>
      value === undefined ? otherwise : String(value)
    await approveAdRequest(id, { price: text(v.price, ''), discount: text(v.discount, '0'), days: text(v.days, '') })
  },
  reject: async (id, action) => {
    await rejectAdRequest(id, action.reason)
  },
}

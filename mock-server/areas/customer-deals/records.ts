import { type } from '../../../src/api/schemas/lazy'

/**
 * A deal a customer keeps: cart_type 0 is the wishlist, 1 is My Deals (the "pay now" list).
 * One row per customer, deal and list; foreign keys are plain ids.
 */
export const cartItemRecord = type({
  id: 'number',
  customer_id: 'number',
  deal_id: 'number',
  cart_type: '0 | 1',
  created_at: 'string',
})
export type CartItemRecord = typeof cartItemRecord.infer

/** A customer's report that a deal is wrong ("Mark as Wrong"); at most one per customer and deal. */
export const dealReportRecord = type({
  id: 'number',
  customer_id: 'number',
  deal_id: 'number',
  vendor_id: 'number',
  /** Set when the report was sent from the orders page (spec 2 §3). */
  order_id: 'number | null',
  title: 'string',
  description: 'string',
  created_at: 'string',
})
export type DealReportRecord = typeof dealReportRecord.infer

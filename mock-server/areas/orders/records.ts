import { PAYMENT_FOR } from '../../../src/api/schemas/checkout'
import { type } from '../../../src/api/schemas/lazy'

/**
 * An order of a deal (spec 3 §3). Money is whole paise, points whole points; the wire's rupees are made by the
 * presenter. The figures are the server's own quote (src/lib/checkout-pricing.ts), kept as they were at placement.
 */
export const orderRecord = type({
  id: 'number',
  uuid: 'string',
  /** The deal code the customer shows at the outlet (and its QR). Unique. */
  reference_code: 'string',
  customer_id: 'number',
  vendor_id: 'number',
  deal_id: 'number',
  /** 1 Cash, 2 Net Banking, 3 Debit Card, 4 Hola points, 5 Credit Card, 6 UPI. */
  payment_mode: '1 | 2 | 3 | 4 | 5 | 6',
  order_status: '1 | 2 | 3 | 4 | 5',
  payment_status: '1 | 2 | 3 | 4 | 5',
  price_paise: 'number.integer',
  discount_percent: 'number',
  final_discount_percent: 'number',
  coupon_code: 'string | null',
  coupon_paise: 'number.integer',
  /** What the customer pays in money (buyer_will_pay) and what the vendor gets (seller_will_get). */
  buyer_will_pay_paise: 'number.integer',
  seller_will_get_paise: 'number.integer',
  hola_share_paise: 'number.integer',
  gst_paise: 'number.integer',
  cashback_paise: 'number.integer',
  points_spent: 'number.integer',
  points_earned: 'number.integer',
  /** The gateway session's transaction id (tid_id), set for orders paid through the gateway. */
  tid_id: 'string',
  created_at: 'string',
  paid_at: 'string | null',
  redeemed_at: 'string | null',
  cancelled_at: 'string | null',
  /** Who cancelled and why: a reason id (0 Others, with its text), and the description. */
  cancelled_by: "'customer' | 'vendor' | 'gateway' | null",
  cancel_reason_id: 'number | null',
  cancel_reason: 'string',
  cancel_description: 'string',
})
export type OrderRecord = typeof orderRecord.infer

/** A promo or gift code (spec 3: coupon card, amount in rupees). Uses are counted from the orders that hold it. */
export const couponRecord = type({
  id: 'number',
  code: 'string',
  amount: 'number',
  /** Last day it can be used, YYYY-MM-DD (India). */
  valid_until: 'string',
  max_uses: 'number.integer',
})
export type CouponRecord = typeof couponRecord.infer

/** A reason a customer or vendor may give for cancelling (customer/order-cancel-reason-list). */
export const cancelReasonRecord = type({ id: 'number', name: 'string' })
export type CancelReasonRecord = typeof cancelReasonRecord.infer

/**
 * A gateway session (get-encrypt-key): what is being paid for, by whom, how much, and how it ended. `data` is the
 * opaque reference the app posts as encRequest; completing a session a second time changes nothing.
 */
export const gatewaySessionRecord = type({
  id: 'number',
  data: 'string',
  user_id: 'number',
  payment_for: type.enumerated(...PAYMENT_FOR),
  /** The order id (deal), the plan id (membership), the ad order's id (ads), the commission payment's id (pay_to_fh). */
  subject_id: 'number',
  amount_paise: 'number.integer',
  payment_mode: 'number',
  tid_id: 'string',
  /** Where the browser goes back to: the web app, or the mobile hand-off. */
  channel: "'web' | 'mobile'",
  outcome: "'success' | 'failure' | 'aborted' | null",
  created_at: 'string',
  completed_at: 'string | null',
})
export type GatewaySessionRecord = typeof gatewaySessionRecord.infer

import { type } from './lazy'
import { idName, pageOf } from './common'
import { paymentMode } from './checkout'

/** The deal an order is for, with what the order pages and the voucher show. */
export const orderDeal = type({
  id: 'number',
  uuid: 'string',
  name: 'string',
  /** Rupees: the deal's price (spec 3 §3: a customer's confirmed statement row shows item.deal.deal_price). */
  deal_price: 'number',
  deal_status: '1 | 2 | 3 | 4',
  /** YYYY-MM-DD: the code is valid until then. */
  end_date: 'string',
  terms_conditions: 'string',
  vendor: { id: 'number', full_name: 'string', organization: 'string', address: { address: 'string' } },
  /** The customer's own review of the deal, if any (Review shows the form once, then read-only). */
  reviews: type({ id: 'number', is_approved: '0 | 1' }).array(),
})
export type OrderDeal = typeof orderDeal.infer

/** An order as the orders list, its details page and the redemption pages read it (spec 3 §3). Money in rupees. */
export const order = type({
  id: 'number',
  uuid: 'string',
  reference_code: 'string',
  order_status: '1 | 2 | 3 | 4 | 5',
  payment_status: '1 | 2 | 3 | 4 | 5',
  payment_mode: paymentMode,
  price: 'number',
  coupon_amount: 'number',
  buyer_will_pay: 'number',
  seller_will_get: 'number',
  paid_amount: 'number',
  points_spent: 'number',
  points_earned: 'number',
  tid_id: 'string',
  created_at: 'string',
  paid_at: 'string | null',
  cancelled_at: 'string | null',
  cancel_reason: 'string',
  /** What the person who cancelled wrote in the cancel dialog ('' when not cancelled, or by the gateway). */
  cancel_description: 'string',
  payment_single: { payment_method_system_name: 'string', payment_status: 'number' },
  item: { created_at: 'string', deal: orderDeal },
  customer: { full_name: 'string' },
  vendor: { full_name: 'string' },
  customer_commision: { reedem_date: 'string | null' },
})
export type Order = typeof order.infer

/** POST {role}/order-list: the spec's pagination body (9 rows per request, docs/decisions/orders.md). */
export const orderListRequest = type({
  page: '1 <= number.integer <= 100000',
  rowsPerPage: '1 <= number.integer <= 50',
})
export type OrderListRequest = typeof orderListRequest.infer
export const orderListResponse = type({
  orders: pageOf(order),
  /** Ids of the deals the customer has reported (their Report icon is hidden); empty for vendors. */
  reported_deal: 'number[]',
  order_status: idName.array(),
})
export type OrderListResponse = typeof orderListResponse.infer

/** POST customer/order-detail (an addition, docs/decisions/orders.md): the customer's own order by its id. */
export const customerOrderDetailRequest = type({ order_id: 'number.integer > 0' })
export const orderDetailResponse = type({ order })
export type OrderDetailResponse = typeof orderDetailResponse.infer

/** GET customer/order-cancel-reason-list */
export const cancelReasonListResponse = type({ reason: idName.array() })
export type CancelReasonListResponse = typeof cancelReasonListResponse.infer

/** POST {role}/cancel-deal-order: reason_id 0 is Others, with new_reason. */
export const cancelDealOrderRequest = type({
  order_id: 'number.integer > 0',
  reason_id: 'number.integer >= 0',
  'new_reason?': type('string <= 230').or('null'),
  description: 'string <= 1000',
})
export type CancelDealOrderRequest = typeof cancelDealOrderRequest.infer
export const cancelDealOrderResponse = type({ success: 'true', message: 'string' })
export type CancelDealOrderResponse = typeof cancelDealOrderResponse.infer

/** POST vendor/order-detail and vendor/order-redeem: the deal code. */
export const referenceCodeRequest = type({ reference_code: '0 < string <= 40' })
export type ReferenceCodeRequest = typeof referenceCodeRequest.infer
export const orderRedeemResponse = type({ msg: 'string', order })
export type OrderRedeemResponse = typeof orderRedeemResponse.infer

/** POST customer/order-pdf: the voucher as a PDF (blob). */
export const orderPdfRequest = referenceCodeRequest

import { type } from './lazy'

/** Payment modes of place-order (spec 3 §3): 1 Cash, 2 Net Banking, 3 Debit Card, 4 Hola points, 5 Credit Card, 6 UPI. */
export const paymentMode = type('1 | 2 | 3 | 4 | 5 | 6')
export type PaymentMode = typeof paymentMode.infer

/** The deal being paid for: its uuid (the payment page's address). */
const dealUuid = type('0 < string <= 64')
/** A promo or gift code as the form sends it (upper-cased). */
const couponCode = type('0 < string <= 30')

/** POST customer/apply-coupon (the spec's spelling: cupon_code). */
export const applyCouponRequest = type({ deal_id: dealUuid, cupon_code: couponCode })
export type ApplyCouponRequest = typeof applyCouponRequest.infer
/** The code's card: its value in rupees comes off the price. */
export const applyCouponResponse = type({ msg: 'string', card: { code: 'string', amount: 'number >= 0' } })
export type ApplyCouponResponse = typeof applyCouponResponse.infer

/**
 * POST customer/place-order. amount is the price in rupees (the deal's, or the amount entered for an open deal),
 * discount the final discount percent the page showed for the method; the server recomputes both and refuses (422) an
 * order whose figures disagree (docs/decisions/orders.md).
 */
export const placeOrderRequest = type({
  deal_id: dealUuid,
  payment_mode: paymentMode,
  is_cupon_applied: '0 | 1',
  amount: '0 <= number <= 99999999',
  discount: '0 <= number <= 100',
  'cupon_code?': type('string <= 30').or('null'),
})
export type PlaceOrderRequest = typeof placeOrderRequest.infer

/** The order as place-order answers it: enough for the hand-off and the redemption details. */
export const placedOrder = type({
  id: 'number',
  uuid: 'string',
  reference_code: 'string',
  order_status: 'number',
  payment_status: 'number',
  payment_mode: paymentMode,
  /** Rupees, 2 decimals. */
  buyer_will_pay: 'number',
  price: 'number',
  coupon_amount: 'number',
  points_spent: 'number',
  points_earned: 'number',
})
export type PlacedOrder = typeof placedOrder.infer

/** code 200: settled at once (cash, points, nothing to pay): go to the redemption details. 202: go to the gateway. */
export const placeOrderResponse = type({ code: '200 | 202', tid_id: 'string', msg: 'string', order: placedOrder })
export type PlaceOrderResponse = typeof placeOrderResponse.infer

/**
 * What can be paid for through the gateway (spec 3 §7 get-encrypt-key's payment_for): a deal's order, a membership
 * plan, an advertisement, the commission an outlet owes (pay_to_fh). Written once; each request takes its part.
 */
export const PAYMENT_FOR = ['deal', 'membership', 'ads', 'pay_to_fh'] as const
export type PaymentFor = (typeof PAYMENT_FOR)[number]
/** A vendor's own payments (vendor/get-encrypt-key): everything but a deal's order, which only a student pays. */
export const VENDOR_PAYMENT_FOR = PAYMENT_FOR.filter((p): p is Exclude<PaymentFor, 'deal'> => p !== 'deal')
const paymentFor = type.enumerated(...PAYMENT_FOR)

/** POST customer/get-encrypt-key: a gateway session for the order. */
export const getEncryptKeyRequest = type({
  amount: '0 <= number <= 99999999',
  payment_for: "'deal'",
  payment_mode: paymentMode,
  order_id: 'number.integer > 0',
  tid_id: '0 < string <= 64',
})
export type GetEncryptKeyRequest = typeof getEncryptKeyRequest.infer
/** Where the hidden form goes (uri) and its two fields (encRequest = data, access_code). */
export const encryptKeyResponse = type({ uri: 'string', data: 'string', access_code: 'string' })
export type EncryptKeyResponse = typeof encryptKeyResponse.infer

/** POST {role}/get-mobile-encrypt-key (the mobile hand-off; bearer from the query's access_token). */
export const getMobileEncryptKeyRequest = type({
  amount: '0 <= number <= 99999999',
  /** Any payable: the app's embedded views pay for deals, plans, ads and commission alike (docs/mobile-payments.md). */
  payment_for: paymentFor,
  payment_mode: paymentMode,
  /** The order's id for a deal; the plan's id for a membership. */
  order_id: 'number.integer > 0',
  'secret_key?': 'string <= 200',
  tid_id: 'string <= 64',
  'device?': 'string <= 40',
})
export type GetMobileEncryptKeyRequest = typeof getMobileEncryptKeyRequest.infer

/**
 * POST vendor/get-encrypt-key (spec 3 §7): the vendor's own payments: a membership (order_id is the plan's id), an
 * advertisement (the ad order's id) or the commission due (the payment's id).
 */
export const vendorEncryptKeyRequest = type({
  amount: '0 <= number <= 99999999',
  payment_for: type.enumerated(...VENDOR_PAYMENT_FOR),
  payment_mode: paymentMode,
  order_id: 'number.integer > 0',
  'tid_id?': 'string <= 64',
})
export type VendorEncryptKeyRequest = typeof vendorEncryptKeyRequest.infer

/** POST {role}/membership-plan-payment: the plan's uuid as `id` (spec 1 §7: "id (plan uuid), payment_type"). */
export const membershipPlanPaymentRequest = type({ id: '0 < string <= 64', payment_type: paymentMode })
export type MembershipPlanPaymentRequest = typeof membershipPlanPaymentRequest.infer

/** The simulated gateway (control API, mock only): the session the card page shows, and its outcome. */
export const gatewayOutcome = type("'success' | 'failure' | 'aborted'")
export type GatewayOutcome = typeof gatewayOutcome.infer
export const gatewaySessionRequest = type({ data: '0 < string <= 200' })
export const gatewaySessionResponse = type({
  merchant: 'string',
  description: 'string',
  order_id: 'string',
  amount: 'string',
  payment_for: paymentFor,
  /** The method chosen in the app: the page asks for what that method needs (a UPI id, a bank, a card). */
  payment_mode: 'number',
  outcome: gatewayOutcome.or('null'),
})
export type GatewaySessionResponse = typeof gatewaySessionResponse.infer
export const gatewayCompleteRequest = type({ data: '0 < string <= 200', outcome: gatewayOutcome })
export type GatewayCompleteRequest = typeof gatewayCompleteRequest.infer
export const gatewayCompleteResponse = type({ redirect: 'string' })
export type GatewayCompleteResponse = typeof gatewayCompleteResponse.infer

/** GET __mock/gateway/sessions (demo panel): the sessions no gateway outcome has settled yet, newest first. */
export const gatewayOpenSession = type({
  data: 'string',
  payment_for: paymentFor,
  description: 'string',
  payer: 'string',
  amount: 'string',
  created_at: 'string',
})
export type GatewayOpenSession = typeof gatewayOpenSession.infer
export const gatewaySessionsResponse = type({ sessions: gatewayOpenSession.array() })

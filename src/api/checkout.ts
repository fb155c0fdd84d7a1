import { lazySchemas } from './client'
import type {
  ApplyCouponRequest,
  GetEncryptKeyRequest,
  GetMobileEncryptKeyRequest,
  MembershipPlanPaymentRequest,
  PlaceOrderRequest,
  VendorEncryptKeyRequest,
} from './schemas/checkout'
import type { Role } from '../lib/user-type'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const checkoutSchemas = lazySchemas(() => import('./schemas/checkout'))

/** POST customer/apply-coupon: the code's card (its amount comes off). 404 unknown, 422 expired or used up, under cupon_code. */
export const applyCoupon = defineCall(
  'POST customer/apply-coupon',
  checkoutSchemas,
  'applyCouponResponse',
  (body: ApplyCouponRequest) => ({ body }),
)

/** POST customer/place-order: code 200 settled (go to the redemption details), 202 go to the gateway. 422 names the field. */
export const placeOrder = defineCall(
  'POST customer/place-order',
  checkoutSchemas,
  'placeOrderResponse',
  (body: PlaceOrderRequest) => ({ body }),
)

/** POST customer/get-encrypt-key: where the hand-off form goes and what it carries. */
export const getEncryptKey = defineCall(
  'POST customer/get-encrypt-key',
  checkoutSchemas,
  'encryptKeyResponse',
  (body: GetEncryptKeyRequest) => ({ body }),
)

/** POST {role}/membership-plan-payment: a gateway session for a plan. */
export const membershipPlanPayment = defineCall(
  'POST {role}/membership-plan-payment',
  checkoutSchemas,
  'encryptKeyResponse',
  (role: Role, body: MembershipPlanPaymentRequest) => ({
    params: { role },
    body,
  }),
)

/**
 * POST {role}/get-mobile-encrypt-key for the mobile hand-off: the bearer is the mobile app's access_token from the
 * query, not the web session's, so the call is made with it explicitly.
 */
export const getMobileEncryptKey = defineCall(
  'POST {role}/get-mobile-encrypt-key',
  checkoutSchemas,
  'encryptKeyResponse',
  (role: Role, accessToken: string, body: GetMobileEncryptKeyRequest) => ({
    params: { role },
    body,
    bearer: accessToken,
  }),
)

/**
 * POST vendor/get-encrypt-key (spec 3 §7): a gateway session for the vendor's own payment: membership (the plan's id as
 * order_id), ads (the ad order's id) or pay_to_fh (the commission payment's id).
 */
export const vendorGetEncryptKey = defineCall(
  'POST vendor/get-encrypt-key',
  checkoutSchemas,
  'encryptKeyResponse',
  (body: VendorEncryptKeyRequest) => ({ body }),
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST {role}/membership-plan-payment': {
    summary: 'Pay for a membership plan',
    description:
      'Spec 1 §7, spec 3 §7: `id` is the plan’s uuid, `payment_type` the method. Answers the payment provider’s hand-off (`uri`, `data`, `access_code`), as get-encrypt-key.',
    errors: { 404: 'No plan with that uuid.' },
  },
  'POST customer/apply-coupon': {
    summary: 'Check a promo or gift code for a deal',
    description: 'Spec 3 §5, §7: `deal_id` (the deal’s uuid) and `cupon_code` (sic); answers `msg` and the `card`.',
    errors: {
      404: 'No such code.',
      422: 'The code has expired or is used up, or the deal is not on sale.',
    },
  },
  'POST customer/place-order': {
    summary: 'Place an order for a deal',
    description:
      'Spec 3 §5, §7. Rules the backend must apply: `deal_id` is the deal’s uuid (never its numeric id); `amount` and `discount` are the figures the page showed, and the server recomputes them from the deal, its tiers, the plan’s margin for `payment_mode` and the code, refusing with 422 when either differs (the answer’s `expected` carries the server’s figures). `is_cupon_applied` 1 needs `cupon_code`. `code` 202 means pay at the gateway (get-encrypt-key with `order_id` and `tid_id`); 200 means done (cash or Hola points).',
    errors: {
      403: 'The student is not verified, or the account has expired.',
      404: 'No public deal with that uuid.',
      422: 'The deal is not active or out of stock, amount or discount differ from the server’s, a code is missing or refused, or not enough Hola points.',
    },
  },
  'POST customer/get-encrypt-key': {
    summary: 'Open the payment gateway for a deal order',
    description:
      'Spec 3 §7: `amount`, `payment_for` (deal), `payment_mode`, `order_id`, `tid_id` from place-order. Answers the encrypted hand-off (`uri`, `data`, `access_code`) the page auto-posts to the card provider.',
    errors: { 404: 'No such order or payment session.', 422: 'The order is not waiting for payment.' },
  },
  'POST vendor/get-encrypt-key': {
    summary: 'Open the payment gateway for an advertisement or a commission payment',
    description: 'Spec 3 §7: `amount`, `payment_for` (ads or pay_to_fh), `payment_mode`, `order_id`.',
    errors: { 404: 'No such order or payment session.', 422: 'The order is not waiting for payment.' },
  },
  'POST {role}/get-mobile-encrypt-key': {
    summary: 'Open the payment gateway from the mobile app',
    description:
      'Spec 3 §7: as get-encrypt-key, with `secret_key`, `tid_id` and `device`; the role follows the user type.',
    errors: { 404: 'No such order or payment session.', 422: 'The order is not waiting for payment.' },
  },
} satisfies OperationTexts<typeof import('./checkout')>

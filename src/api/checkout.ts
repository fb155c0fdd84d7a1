import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type {
  ApplyCouponRequest,
  GetEncryptKeyRequest,
  GetMobileEncryptKeyRequest,
  MembershipPlanPaymentRequest,
  PlaceOrderRequest,
  VendorEncryptKeyRequest,
} from './schemas/checkout'
import type { Role } from '../lib/user-type'

// Response schemas load only when answers are checked (development, tests); production ships none.
const checkoutSchemas = lazySchemas(() => import('./schemas/checkout'))

/** POST customer/apply-coupon: the code's card (its amount comes off). 404 unknown, 422 expired or used up, under cupon_code. */
export const applyCoupon = (body: ApplyCouponRequest) =>
  call(ENDPOINTS['POST customer/apply-coupon'], checkoutSchemas('applyCouponResponse'), { body })

/** POST customer/place-order: code 200 settled (go to the redemption details), 202 go to the gateway. 422 names the field. */
export const placeOrder = (body: PlaceOrderRequest) =>
  call(ENDPOINTS['POST customer/place-order'], checkoutSchemas('placeOrderResponse'), { body })

/** POST customer/get-encrypt-key: where the hand-off form goes and what it carries. */
export const getEncryptKey = (body: GetEncryptKeyRequest) =>
  call(ENDPOINTS['POST customer/get-encrypt-key'], checkoutSchemas('encryptKeyResponse'), { body })

/** POST {role}/membership-plan-payment: a gateway session for a plan. */
export const membershipPlanPayment = (role: Role, body: MembershipPlanPaymentRequest) =>
  call(ENDPOINTS['POST {role}/membership-plan-payment'], checkoutSchemas('encryptKeyResponse'), {
    params: { role },
    body,
  })

/**
 * POST {role}/get-mobile-encrypt-key for the mobile hand-off: the bearer is the mobile app's access_token from the
 * query, not the web session's, so the call is made with it explicitly.
 */
export const getMobileEncryptKey = (role: Role, accessToken: string, body: GetMobileEncryptKeyRequest) =>
  call(ENDPOINTS['POST {role}/get-mobile-encrypt-key'], checkoutSchemas('encryptKeyResponse'), {
    params: { role },
    body,
    bearer: accessToken,
  })

/**
 * POST vendor/get-encrypt-key (spec 3 §7): a gateway session for the vendor's own payment: membership (the plan's id as
 * order_id), ads (the ad order's id) or pay_to_fh (the commission payment's id).
 */
export const vendorGetEncryptKey = (body: VendorEncryptKeyRequest) =>
  call(ENDPOINTS['POST vendor/get-encrypt-key'], checkoutSchemas('encryptKeyResponse'), { body })

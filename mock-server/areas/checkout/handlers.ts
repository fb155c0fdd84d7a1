import {
  applyCouponRequest,
  applyCouponResponse,
  encryptKeyResponse,
  getEncryptKeyRequest,
  getMobileEncryptKeyRequest,
  membershipPlanPaymentRequest,
  vendorEncryptKeyRequest,
  placeOrderRequest,
  placeOrderResponse,
} from '../../../src/api/schemas/checkout'
import { CHECKOUT_TEXTS } from '../../../src/lib/order-texts'
import { usableCoupon } from './coupons'
import { dealOnSale } from '../orders/rules'
import { openPayment } from '../../gateway/gateway'
import { needsGateway, placeOrder } from '../orders/rules'
import { endpoint } from '../../kit/endpoint'
import { orderFigures } from '../orders/order-figures'
import { ENDPOINTS } from '../../../src/api/endpoints'

/** The app's origin, where the simulated card page is served: the caller's Origin, else the API's own. */
export const appOrigin = (request: Request) => request.headers.get('origin') ?? new URL(request.url).origin

const roles = ['customer', 'vendor'] as const

/** Paying (spec 3 §7): codes, placing an order, gateway sessions for deals and memberships. */
export const checkoutHandlers = [
  endpoint(
    ENDPOINTS['POST customer/apply-coupon'],
    { body: applyCouponRequest, access: 'customer', response: applyCouponResponse },
    ({ body }) => {
      dealOnSale(body.deal_id)
      const coupon = usableCoupon(body.cupon_code)
      return { msg: 'Promo code applied.', card: { code: coupon.code, amount: coupon.amount } }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/place-order'],
    { body: placeOrderRequest, access: 'customer', response: placeOrderResponse },
    async ({ body, caller }) => {
      const order = await placeOrder(caller.user, body)
      return {
        code: needsGateway(order) ? (202 as const) : (200 as const),
        tid_id: order.tid_id,
        msg: CHECKOUT_TEXTS.placed,
        order: orderFigures(order),
      }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/get-encrypt-key'],
    { body: getEncryptKeyRequest, access: 'customer', response: encryptKeyResponse },
    ({ body, caller, request }) => openPayment(caller.user, 'deal', body, appOrigin(request), 'web'),
  ),
  ...roles.map((role) =>
    endpoint(
      ENDPOINTS['POST {role}/get-mobile-encrypt-key'],
      { role, body: getMobileEncryptKeyRequest, access: role, response: encryptKeyResponse },
      ({ body, caller, request }) => openPayment(caller.user, body.payment_for, body, appOrigin(request), 'mobile'),
    ),
  ),
  endpoint(
    ENDPOINTS['POST vendor/get-encrypt-key'],
    { body: vendorEncryptKeyRequest, access: 'vendor', response: encryptKeyResponse },
    ({ body, caller, request }) => openPayment(caller.user, body.payment_for, body, appOrigin(request), 'web'),
  ),
  ...roles.map((role) =>
    endpoint(
      ENDPOINTS['POST {role}/membership-plan-payment'],
      { role, body: membershipPlanPaymentRequest, access: role, response: encryptKeyResponse },
      ({ body, caller, request }) =>
        openPayment(
          caller.user,
          'membership',
          { uuid: body.id, payment_mode: body.payment_type },
          appOrigin(request),
          'web',
        ),
    ),
  ),
]

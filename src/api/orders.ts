import { lazySchemas } from './client'
import type { CancelDealOrderRequest, OrderListRequest } from './schemas/orders'
import type { Role } from '../lib/user-type'
import { defineCall, defineBlobCall } from './define-call'
import { PAGED, type OperationTexts } from './operation-text'

const orderSchemas = lazySchemas(() => import('./schemas/orders'))

/** POST {role}/order-list: the caller's orders (customer) or outlet's orders (vendor), a page at a time. */
export const orderList = defineCall(
  'POST {role}/order-list',
  orderSchemas,
  'orderListResponse',
  (role: Role, body: OrderListRequest) => ({ params: { role }, body }),
)

/** POST customer/order-detail: the customer's own order by id (the redemption details and order pages). */
export const customerOrderDetail = defineCall(
  'POST customer/order-detail',
  orderSchemas,
  'orderDetailResponse',
  (orderId: number) => ({ body: { order_id: orderId } }),
)

/** GET customer/order-cancel-reason-list (the dialog adds Others, id 0). */
export const cancelReasonList = defineCall(
  'GET customer/order-cancel-reason-list',
  orderSchemas,
  'cancelReasonListResponse',
)

/** POST {role}/cancel-deal-order */
export const cancelDealOrder = defineCall(
  'POST {role}/cancel-deal-order',
  orderSchemas,
  'cancelDealOrderResponse',
  (role: Role, body: CancelDealOrderRequest) => ({ params: { role }, body }),
)

/** POST vendor/order-detail: the outlet's order with this deal code (404 Deal not found). */
export const vendorOrderDetail = defineCall(
  'POST vendor/order-detail',
  orderSchemas,
  'orderDetailResponse',
  (referenceCode: string) => ({
    body: { reference_code: referenceCode },
  }),
)

/** POST vendor/order-redeem (422 with msg when it cannot be redeemed). */
export const orderRedeem = defineCall(
  'POST vendor/order-redeem',
  orderSchemas,
  'orderRedeemResponse',
  (referenceCode: string) => ({
    body: { reference_code: referenceCode },
  }),
)

/** POST customer/order-pdf: the voucher PDF. */
export const orderPdf = defineBlobCall('POST customer/order-pdf', (referenceCode: string) => ({
  reference_code: referenceCode,
}))

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST {role}/order-list': {
    summary: 'The orders',
    description: `Spec 3 §2 Orders, §7: ${PAGED} Answers \`orders.data\`, \`reported_deal\`, \`order_status\`.`,
  },
  'POST {role}/cancel-deal-order': {
    summary: 'Cancel an order',
    description:
      'Spec 3 §4, §7: `order_id`, `reason_id` (order-cancel-reason-list), `new_reason` and `description` when Other. Only an order not yet redeemed can be cancelled.',
    errors: {
      403: 'The order is not the caller’s to cancel.',
      404: 'No such order.',
      409: 'The order can no longer be cancelled (`msg` says so).',
    },
  },
  'GET customer/order-cancel-reason-list': {
    summary: 'The reasons an order can be cancelled for',
    description: 'Spec 3 §7: answers `reason`.',
  },
  'POST customer/order-detail': {
    summary: 'One of the student’s orders (the deal code page)',
    description: 'Spec 3 §2 "Deal redemption details": `order_id`; answers the order.',
    errors: { 404: 'No such order of this student.' },
  },
  'POST customer/order-pdf': {
    summary: 'An order’s voucher as a PDF',
    description: 'Spec 3 §7: `reference_code`; the PDF is saved under the deal’s name and the date.',
    errors: { 404: 'No such order of this student.', 409: 'The order has no deal code (not paid, or cancelled).' },
  },
  'POST vendor/order-detail': {
    summary: 'Look up an order by its deal code (redemption)',
    description: 'Spec 3 §2 Vendor redemption, §7: `reference_code`; answers the order.',
    errors: { 404: 'No order of this vendor with that code.', 422: 'The code is malformed.' },
  },
  'POST vendor/order-redeem': {
    summary: 'Redeem an order at the counter',
    description: 'Spec 3 §4, §7: `reference_code`; answers `msg`.',
    errors: { 404: 'No order of this vendor with that code.', 422: 'The order cannot be redeemed (`msg` says why).' },
  },
} satisfies OperationTexts<typeof import('./orders')>

import { call, callBlob, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { CancelDealOrderRequest, OrderListRequest } from './schemas/orders'
import type { Role } from '../lib/user-type'

const orderSchemas = lazySchemas(() => import('./schemas/orders'))

/** POST {role}/order-list: the caller's orders (customer) or outlet's orders (vendor), a page at a time. */
export const orderList = (role: Role, body: OrderListRequest) =>
  call(ENDPOINTS['POST {role}/order-list'], orderSchemas('orderListResponse'), { params: { role }, body })

/** POST customer/order-detail: the customer's own order by id (the redemption details and order pages). */
export const customerOrderDetail = (orderId: number) =>
  call(ENDPOINTS['POST customer/order-detail'], orderSchemas('orderDetailResponse'), { body: { order_id: orderId } })

/** GET customer/order-cancel-reason-list (the dialog adds Others, id 0). */
export const cancelReasonList = () =>
  call(ENDPOINTS['GET customer/order-cancel-reason-list'], orderSchemas('cancelReasonListResponse'))

/** POST {role}/cancel-deal-order */
export const cancelDealOrder = (role: Role, body: CancelDealOrderRequest) =>
  call(ENDPOINTS['POST {role}/cancel-deal-order'], orderSchemas('cancelDealOrderResponse'), { params: { role }, body })

/** POST vendor/order-detail: the outlet's order with this deal code (404 Deal not found). */
export const vendorOrderDetail = (referenceCode: string) =>
  call(ENDPOINTS['POST vendor/order-detail'], orderSchemas('orderDetailResponse'), {
    body: { reference_code: referenceCode },
  })

/** POST vendor/order-redeem (422 with msg when it cannot be redeemed). */
export const orderRedeem = (referenceCode: string) =>
  call(ENDPOINTS['POST vendor/order-redeem'], orderSchemas('orderRedeemResponse'), {
    body: { reference_code: referenceCode },
  })

/** POST customer/order-pdf: the voucher PDF. */
export const orderPdf = (referenceCode: string) =>
  callBlob(ENDPOINTS['POST customer/order-pdf'], { reference_code: referenceCode })

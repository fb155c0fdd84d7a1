import {
  cancelDealOrderRequest,
  cancelDealOrderResponse,
  cancelReasonListResponse,
  customerOrderDetailRequest,
  orderDetailResponse,
  orderListRequest,
  orderListResponse,
  orderRedeemResponse,
  orderPdfRequest,
  referenceCodeRequest,
} from '../../../src/api/schemas/orders'
import { type } from '../../../src/api/schemas/lazy'
import { voucherFileName } from '../../../src/lib/order-voucher'
import { CANCEL_TEXTS, ORDER_STATUS_NAMES } from '../../../src/lib/order-status'
import { REDEEM_TEXTS } from '../../../src/lib/order-texts'
import { reportedDealIds } from '../customer-deals/deal-reports'
import { cancelOrder, cancelReasons, ownOrder, voucherOrder } from './rules'
import { ordersPage } from './list'
import { redeemOrder, vendorOrderByCode } from './redeem'
import { endpoint } from '../../kit/endpoint'
import { pdfAnswer } from '../../kit/pdf-answer'
import { presentOrder } from './present-order'
import { voucherOf } from './present-voucher'
import { presentPage } from '../../kit/paginate'
import { ENDPOINTS } from '../../../src/api/endpoints'

const roles = ['customer', 'vendor'] as const

/** Orders (spec 3 §7): lists for both roles, the customer's order, cancel reasons and cancelling, vendor redemption. */
export const orderHandlers = [
  ...roles.map((role) =>
    endpoint(
      ENDPOINTS['POST {role}/order-list'],
      { reads: true, role, body: orderListRequest, access: role, response: orderListResponse },
      ({ body, caller }) => {
        const page = ordersPage(caller.user, body.page, body.rowsPerPage)
        return {
          orders: presentPage(page, presentOrder),
          reported_deal: role === 'customer' ? reportedDealIds(caller.user.id) : [],
          order_status: ORDER_STATUS_NAMES.map((s) => ({ ...s })),
        }
      },
    ),
  ),
  ...roles.map((role) =>
    endpoint(
      ENDPOINTS['POST {role}/cancel-deal-order'],
      { role, body: cancelDealOrderRequest, access: role, response: cancelDealOrderResponse },
      async ({ body, caller }) => {
        await cancelOrder(caller.user, body)
        return { success: true as const, message: CANCEL_TEXTS.success }
      },
    ),
  ),
  // Both roles cancel (spec 3 §7 {role}/cancel-deal-order), so both read the reasons.
  endpoint(
    ENDPOINTS['GET customer/order-cancel-reason-list'],
    { reads: true, access: 'any', response: cancelReasonListResponse },
    () => ({
      reason: cancelReasons().map((r) => ({ id: r.id, name: r.name })),
    }),
  ),
  endpoint(
    ENDPOINTS['POST customer/order-detail'],
    { reads: true, body: customerOrderDetailRequest, access: 'customer', response: orderDetailResponse },
    ({ body, caller }) => ({
      order: presentOrder(ownOrder(caller.user, body.order_id)),
    }),
  ),
  // The voucher (spec 3 §7): only the order's customer may download it; anyone else's code is a 404.
  endpoint(
    ENDPOINTS['POST customer/order-pdf'],
    { body: orderPdfRequest, access: 'customer', response: type('unknown') },
    async ({ body, caller }) => {
      const o = presentOrder(voucherOrder(caller.user, body.reference_code))
      // pdf-lib is most of the mock's weight: it loads when a voucher is first asked for, not with the demo.
      const { voucherPdf } = await import('../../documents/voucher-pdf')
      const bytes = await voucherPdf(voucherOf(o))
      const name = voucherFileName(o.item.deal.name, o.created_at)
      return pdfAnswer(bytes, name)
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/order-detail'],
    { reads: true, body: referenceCodeRequest, access: 'vendor', response: orderDetailResponse },
    ({ body, caller }) => ({
      order: presentOrder(vendorOrderByCode(caller.user, body.reference_code)),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/order-redeem'],
    { body: referenceCodeRequest, access: 'vendor', response: orderRedeemResponse },
    async ({ body, caller }) => ({
      msg: REDEEM_TEXTS.redeemed,
      order: presentOrder(await redeemOrder(caller.user, body.reference_code)),
    }),
  ),
]

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
  type Order,
} from '../../src/api/schemas/orders'
import { type } from 'arktype'
import { voucherFileName } from '../../src/lib/order-voucher'
import { counterReminder, orderCharge } from '../../src/lib/money-story'
import { PAYMENT_METHODS } from '../../src/lib/membership-plans'
import { CANCEL_TEXTS, ORDER_STATUS_NAMES } from '../../src/lib/order-status'
import { REDEEM_TEXTS } from '../../src/lib/order-texts'
import { db } from '../db'
import type { OrderRecord } from '../db/order-records'
import { statusNow } from '../domain/customer-deal'
import { HttpError } from '../domain/http-error'
import { cancelOrder, cancelReasons, ownOrder } from '../domain/orders'
import { ordersPage } from '../domain/orders-list'
import { redeemOrder, vendorOrderByCode } from '../domain/orders-redeem'
import { reviewOf } from '../domain/review-writing'
import { endpoint } from './kit'
import { orderFigures, rupees } from './order-figures'

/** The wire's order (spec 3 §3), money in rupees, from the record and its deal, people and review. */
export function presentOrder(o: OrderRecord): Order {
  const deal = db.deals.findFirst((q) => q.where({ id: o.deal_id }))
  const vendor = db.users.findFirst((q) => q.where({ id: o.vendor_id }))
  const customer = db.users.findFirst((q) => q.where({ id: o.customer_id }))
  const review = deal ? reviewOf(o.customer_id, deal.id) : undefined
  const paid = o.payment_status === 2 || o.payment_status === 5
  return {
    ...orderFigures(o),
    seller_will_get: rupees(o.seller_will_get_paise),
    paid_amount: paid ? rupees(o.buyer_will_pay_paise) : 0,
    tid_id: o.tid_id,
    created_at: o.created_at,
    paid_at: o.paid_at,
    cancelled_at: o.cancelled_at,
    cancel_reason: o.cancel_reason,
    payment_single: {
      payment_method_system_name: PAYMENT_METHODS.find((m) => m.id === o.payment_mode)!.name,
      payment_status: o.payment_status,
    },
    item: {
      created_at: o.created_at,
      deal: {
        id: o.deal_id,
        uuid: deal?.uuid ?? '',
        name: deal?.name ?? '',
        deal_status: deal ? statusNow(deal) : 4,
        end_date: deal?.end_date ?? '',
        terms_conditions: deal?.terms_conditions ?? '',
        vendor: {
          id: o.vendor_id,
          full_name: vendor?.full_name ?? '',
          organization: vendor?.organization ?? '',
          address: { address: deal?.address ?? vendor?.address ?? '' },
        },
        reviews: review ? [{ id: review.id, is_approved: review.is_approved }] : [],
      },
    },
    customer: { full_name: customer?.full_name ?? '' },
    vendor: { full_name: vendor?.organization || vendor?.full_name || '' },
    customer_commision: { reedem_date: o.redeemed_at },
  }
}

const roles = ['customer', 'vendor'] as const

/** The terms' HTML as plain lines (one per list item or paragraph) for the voucher. */
function termsOf(html: string): string[] {
  return html
    .split(/<\/(?:li|p)>|<br\s*\/?>/i)
    .map((part) =>
      part
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter(Boolean)
}

/** Orders (spec 3 §7): lists for both roles, the customer's order, cancel reasons and cancelling, vendor redemption. */
export const orderHandlers = [
  ...roles.map((role) =>
    endpoint(
      'post',
      `${role}/order-list`,
      { body: orderListRequest, access: role, response: orderListResponse },
      ({ body, caller }) => {
        const page = ordersPage(caller.user, body.page, body.rowsPerPage)
        const reported =
          role === 'customer'
            ? db.dealReports.findMany((q) => q.where({ customer_id: caller.user.id })).map((r) => r.deal_id)
            : []
        return {
          orders: { ...page, data: page.data.map(presentOrder) },
          reported_deal: [...new Set(reported)],
          order_status: ORDER_STATUS_NAMES.map((s) => ({ ...s })),
        }
      },
    ),
  ),
  ...roles.map((role) =>
    endpoint(
      'post',
      `${role}/cancel-deal-order`,
      { body: cancelDealOrderRequest, access: role, response: cancelDealOrderResponse },
      async ({ body, caller }) => {
        await cancelOrder(caller.user, body)
        return { success: true as const, message: CANCEL_TEXTS.success }
      },
    ),
  ),
  // Both roles cancel (spec 3 §7 {role}/cancel-deal-order), so both read the reasons.
  endpoint('get', 'customer/order-cancel-reason-list', { access: 'any', response: cancelReasonListResponse }, () => ({
    reason: cancelReasons().map((r) => ({ id: r.id, name: r.name })),
  })),
  endpoint(
    'post',
    'customer/order-detail',
    { body: customerOrderDetailRequest, access: 'customer', response: orderDetailResponse },
    ({ body, caller }) => ({
      order: presentOrder(ownOrder(caller.user, body.order_id)),
    }),
  ),
  // The voucher (spec 3 §7): only the order's customer may download it; anyone else's code is a 404.
  endpoint(
    'post',
    'customer/order-pdf',
    { body: orderPdfRequest, access: 'customer', response: type('unknown') },
    async ({ body, caller }) => {
      const record = db.orders.findFirst((q) => q.where({ reference_code: body.reference_code.trim().toUpperCase() }))
      if (!record || record.customer_id !== caller.user.id) throw new HttpError(404, 'Order not found.')
      const o = presentOrder(record)
      // pdf-lib is most of the mock's weight: it loads when a voucher is first asked for, not with the demo.
      const { voucherPdf } = await import('../documents/voucher-pdf')
      const bytes = await voucherPdf({
        dealName: o.item.deal.name,
        outlet: o.item.deal.vendor.organization,
        address: o.item.deal.vendor.address.address,
        customer: o.customer.full_name,
        code: o.reference_code,
        validUntil: o.item.deal.end_date,
        charge: orderCharge(o),
        counterReminder: counterReminder(o),
        paymentMethod: o.payment_single.payment_method_system_name,
        orderedOn: o.created_at.slice(0, 10),
        terms: termsOf(o.item.deal.terms_conditions),
      })
      const name = voucherFileName(o.item.deal.name, o.created_at)
      return new Response(bytes as unknown as BodyInit, {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
      })
    },
  ),
  endpoint(
    'post',
    'vendor/order-detail',
    { body: referenceCodeRequest, access: 'vendor', response: orderDetailResponse },
    ({ body, caller }) => ({
      order: presentOrder(vendorOrderByCode(caller.user, body.reference_code)),
    }),
  ),
  endpoint(
    'post',
    'vendor/order-redeem',
    { body: referenceCodeRequest, access: 'vendor', response: orderRedeemResponse },
    async ({ body, caller }) => ({
      msg: REDEEM_TEXTS.redeemed,
      order: presentOrder(await redeemOrder(caller.user, body.reference_code)),
    }),
  ),
]

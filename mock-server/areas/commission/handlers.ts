import { type } from '../../../src/api/schemas/lazy'
import {
  orderIdsToPayResponse,
  orderToPayRequest,
  orderToPayResponse,
  payToRequest,
  payToResponse,
} from '../../../src/api/schemas/commission'
import { exportInvoicePdfRequest, taxInvoicePdfRequest } from '../../../src/api/schemas/invoices'
import { INVOICE_TEXTS, statementFileName, taxInvoiceFileName } from '../../../src/lib/invoice-rules'
import { toRupees } from '../../../src/lib/money'
import { byId, db } from '../../store/db'
import type { OrderRecord } from '../orders/records'
import type { UserRecord } from '../../store/records'
import { COMMISSION_TEXTS, commissionParts, ordersToPay, payTo, sumParts, type CommissionParts } from './rules'
import { HttpError } from '../../kit/http-error'
import { accountStatement, taxInvoice } from './invoices'
import { paginate, presentPage } from '../../kit/paginate'
import { endpoint } from '../../kit/endpoint'
import { pdfAnswer } from '../../kit/pdf-answer'
import { ENDPOINTS } from '../../../src/api/endpoints'

/** A commission's parts on the wire, in rupees. */
const presentSplit = (p: CommissionParts) => ({
  student_discount: toRupees(p.studentDiscount),
  hola_commission: toRupees(p.holaCommission),
  code_credit: toRupees(p.codeCredit),
})

/** A commission order as spec 3 §3 lists it, with what is due on it. */
function presentCommissionOrder({ order, due }: { order: OrderRecord; due: number }) {
  return {
    id: order.id,
    uuid: order.uuid,
    item: { deal: { name: byId(db.deals, order.deal_id)?.name ?? '' } },
    customer: { full_name: byId(db.users, order.customer_id)?.full_name ?? '' },
    seller_will_get: toRupees(order.seller_will_get_paise),
    buyer_will_pay: toRupees(order.buyer_will_pay_paise),
    commission: toRupees(due),
    split: presentSplit(commissionParts(order, due)),
    created_at: order.created_at,
  }
}

/** The vendor's documents are its own: another vendor's id is refused in the spec's words. */
function ownVendor(caller: UserRecord, vendorId: number) {
  if (vendorId !== caller.id) throw new HttpError(403, INVOICE_TEXTS.invalid)
}

/** Commission and the vendor's documents (spec 3 §7): the orders to pay, paying Hola, the statement and tax invoice. */
export const commissionHandlers = [
  endpoint(
    ENDPOINTS['POST vendor/order-to-pay'],
    { body: orderToPayRequest, access: 'vendor', response: orderToPayResponse },
    ({ body, caller }) => {
      const due = ordersToPay(caller.user)
      return {
        orders: presentPage(paginate(due, body.page, body.rowsPerPage), presentCommissionOrder),
        total_amount: toRupees(due.reduce((s, o) => s + o.due, 0)),
        total_split: presentSplit(sumParts(due)),
      }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/order-ids-to-pay'],
    { access: 'vendor', response: orderIdsToPayResponse },
    ({ caller }) => {
      const due = ordersToPay(caller.user)
      return {
        total_amount: toRupees(due.reduce((s, o) => s + o.due, 0)),
        order_ids: due.map((o) => o.order.id),
        total_split: presentSplit(sumParts(due)),
      }
    },
  ),
  // The spec's vendor/pay-to-{product}: the product is fh, as payment_for pay_to_fh (docs/decisions/commission.md).
  endpoint(
    ENDPOINTS['POST vendor/pay-to-fh'],
    { body: payToRequest, access: 'vendor', response: payToResponse },
    async ({ body, caller }) => {
      const payment = await payTo(caller.user, body)
      return payment
        ? { code: 202 as const, message: COMMISSION_TEXTS.toGateway, payment_id: payment.id }
        : { code: 200 as const, message: COMMISSION_TEXTS.nothingToPay, payment_id: null }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/export-invoice-pdf'],
    { body: exportInvoicePdfRequest, access: 'vendor', response: type('unknown') },
    async ({ body, caller }) => {
      ownVendor(caller.user, body.vendor_id)
      const data = accountStatement(caller.user, body.start_date, body.end_date)
      // pdf-lib loads when a document is first asked for, not with the demo.
      const { accountStatementPdf } = await import('../../documents/account-statement-pdf')
      return pdfAnswer(await accountStatementPdf(data), statementFileName(caller.user.full_name, data.start, data.end))
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/tax-invoice-pdf'],
    { body: taxInvoicePdfRequest, access: 'vendor', response: type('unknown') },
    async ({ body, caller }) => {
      ownVendor(caller.user, body.vendor_id)
      const month = { month: body.month, year: body.year }
      const data = taxInvoice(caller.user, month)
      const { taxInvoicePdf } = await import('../../documents/tax-invoice-pdf')
      return pdfAnswer(await taxInvoicePdf(data), taxInvoiceFileName(caller.user.full_name, month))
    },
  ),
]

import type { Order } from '../../../src/api/schemas/orders'
import { formatSlashDate } from '../../../src/lib/dates'
import { counterReminder, orderCharge } from '../../../src/lib/money-story'
import type { VoucherData } from '../../documents/voucher-pdf'

/**
 * The terms' HTML as plain lines, one per paragraph or list item; only list items are points of the list (a
 * paragraph such as "Please read before you redeem:" introduces them and is not one).
 */
export function termsOf(html: string): VoucherData['terms'] {
  return html
    .split(/(?=<li[\s>])|<\/(?:li|p)>|<br\s*\/?>/i)
    .map((part) => ({
      point: /^\s*<li[\s>]/i.test(part),
      text: part
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .trim(),
    }))
    .filter((line) => line.text)
}

/** What the voucher prints (spec 3 §7 customer/order-pdf), from the order as the wire presents it. */
export function voucherOf(o: Order): VoucherData {
  return {
    dealName: o.item.deal.name,
    outlet: o.item.deal.vendor.organization,
    address: o.item.deal.vendor.address.address,
    customer: o.customer.full_name,
    code: o.reference_code,
    validUntil: formatSlashDate(o.item.deal.end_date),
    charge: orderCharge(o),
    counterReminder: counterReminder(o),
    paymentMethod: o.payment_single.payment_method_system_name,
    // India's day, as My Orders shows it (spec 3 §9 lists: DD/MM/YYYY).
    orderedOn: formatSlashDate(o.created_at),
    terms: termsOf(o.item.deal.terms_conditions),
  }
}

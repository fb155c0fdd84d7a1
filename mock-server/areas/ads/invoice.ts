import { paymentMethodName } from '../../../src/lib/payment-methods'
import { indiaDay } from '../../../src/lib/dates'
import { db } from '../../store/db'
import type { AdOrderRecord } from './records'
import { HOLA_PARTY, vendorParty, type Party } from '../commission/invoices'

/** SAC 998363, "sale of advertising space or time": what Hola sells when it runs a vendor's ad. */
export const AD_SAC = '998363'

export type AdInvoice = {
  number: string
  issuedOn: string
  supplier: Party
  recipient: Party
  sac: string
  title: string
  deal: string
  start: string
  end: string
  days: number
  /** Paise. */
  price: number
  discountPercent: number
  discount: number
  taxable: number
  /** CGST and SGST (the vendor in Hola's state) or IGST; the halves add up to the GST. */
  cgst: number
  sgst: number
  igst: number
  total: number
  pointsUsed: number
  pointsValue: number
  paidByGateway: number
  method: string
  reference: string
}

/**
 * The invoice of a paid ad order (vendor/ads-invoice, docs/decisions/ads.md): Hola's tax invoice for the ad, with the
 * order's own figures (those the ledger posted when it was paid): price, the package's discount, taxable value, GST
 * split as the place of supply says, the total, and how it was paid (points, the gateway's method).
 */
export function adInvoice(o: AdOrderRecord): AdInvoice {
  const vendor = db.users.findFirst((q) => q.where({ id: o.vendor_id }))
  const ad = db.advertisements.findFirst((q) => q.where({ id: o.advertisement_id }))
  const deal = db.deals.findFirst((q) => q.where({ id: o.deal_id }))
  const recipient = vendor
    ? vendorParty(vendor)
    : { name: '(deleted vendor)', address: '', state: '', stateCode: '', gstin: 'Unregistered' }
  const taxable = o.price_paise - o.discount_paise
  const intra = recipient.stateCode === HOLA_PARTY.stateCode
  const cgst = intra ? Math.floor(o.gst_paise / 2) : 0
  const paidOn = o.settled_at ?? o.created_at
  return {
    number: `HOLA/AD/${String(o.id).padStart(6, '0')}`,
    issuedOn: indiaDay(Date.parse(paidOn)),
    supplier: HOLA_PARTY,
    recipient,
    sac: AD_SAC,
    title: ad?.title ?? '(deleted advertisement)',
    deal: deal?.name ?? '(deleted deal)',
    start: o.start_date,
    end: o.end_date,
    days: o.days,
    price: o.price_paise,
    discountPercent: o.discount,
    discount: o.discount_paise,
    taxable,
    cgst,
    sgst: intra ? o.gst_paise - cgst : 0,
    igst: intra ? 0 : o.gst_paise,
    total: o.total_paise,
    pointsUsed: o.points_used,
    pointsValue: o.points_paise,
    paidByGateway: o.pay_paise,
    method: o.pay_paise > 0 ? paymentMethodName(o.payment_mode) : 'Hola points',
    reference: o.tid_id,
  }
}

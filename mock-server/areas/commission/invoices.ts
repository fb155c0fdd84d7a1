import { addDays, indiaDay } from '../../../src/lib/dates'
import {
  INVOICE_TEXTS,
  endDateError,
  monthDays,
  startDateError,
  taxMonthError,
  type InvoiceMonth,
} from '../../../src/lib/invoice-rules'
import { db } from '../../store/db'
import type { LedgerEntryRecord } from '../../ledger/records'
import type { UserRecord } from '../../store/records'
import { ACCOUNT } from '../../ledger/chart-of-accounts'
import { clock } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'
import { entries, entriesOfTxn, reversalOf, txnByCause } from '../../ledger/ledger'
import { saleCause } from '../orders/ledger-postings'
import { commissionParts, type CommissionParts } from './rules'
import { PAYMENT_METHOD } from '../../../src/lib/payment-methods'

/**
 * The vendor's two documents (spec 3 §2 "Tax invoice and account statement download"; docs/decisions/commission.md),
 * gathered from ledger entries only; mock-server/documents draws them.
 */

/** Hola, the supplier of the commission service (its registered office is the footer's, docs/demo.md). */
export const HOLA_PARTY = {
  name: 'Hola Deals Private Limited',
  address: '3rd Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29AAHCH4261K1ZQ',
}

/** SAC 998599, "other support services n.e.c.": a marketplace's commission on the deals it sells for a vendor. */
export const COMMISSION_SAC = '998599'

/** GST state codes (the first two digits of a GSTIN) by state name, for a vendor without a GSTIN. */
const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  Telangana: '36',
  'Andhra Pradesh': '37',
}

export type Party = { name: string; address: string; state: string; stateCode: string; gstin: string }

/** The vendor as the invoice's recipient: its GSTIN's state code, else its state's. */
export function vendorParty(vendor: UserRecord): Party {
  const state =
    vendor.state_id === null ? '' : (db.states.findFirst((q) => q.where({ id: vendor.state_id! }))?.name ?? '')
  const gstin = vendor.gst_no ?? ''
  return {
    name: vendor.organization || vendor.full_name,
    address: [vendor.address, vendor.city, vendor.pincode].filter(Boolean).join(', '),
    state,
    stateCode: /^\d{2}/.exec(gstin)?.[0] ?? GST_STATE_CODES[state] ?? '',
    gstin: gstin || 'Unregistered',
  }
}

/** The Indian calendar day of an entry. */
const dayOf = (e: { created_at: string }) => indiaDay(Date.parse(e.created_at))

const KIND_WORDS: Record<string, string> = {
  order_sale: 'Cash sale',
  order_cancelled: 'Sale cancelled',
  order_refunded: 'Sale refunded',
  commission_paid: 'Commission paid to Hola',
}

export type StatementLine = {
  day: string
  description: string
  amount: number
  balance: number
  /** A cash sale's commission in its parts (docs/decisions/money-model.md), paise; absent on other lines. */
  parts?: CommissionParts
}
export type AccountStatement = {
  vendor: Party
  start: string
  end: string
  opening: number
  lines: StatementLine[]
  closing: number
}

/** The cash order of a statement line that names a cash sale by its deal code. */
function cashSaleOrder(description: string) {
  const code = /^Cash sale (\S+)$/.exec(description)?.[1]
  const order = code ? db.orders.findFirst((q) => q.where({ reference_code: code })) : undefined
  return order?.payment_mode === PAYMENT_METHOD.cash ? order : undefined
}

/** An entry's line on the statement: what moved it, and the order's deal code (or the payment's). */
function describeEntry(e: LedgerEntryRecord): string {
  const txn = db.ledgerTxns.findFirst((q) => q.where({ id: e.txn_id }))
  const ref = txn?.memo.split(' ')[0] ?? ''
  let words = (txn && KIND_WORDS[txn.kind]) ?? txn?.kind ?? ''
  // A cash sale takes the vendor's balance down by its commission; a sale paid online is what Hola owes the vendor.
  if (txn?.kind === 'order_sale' && !cashSaleOrder(`Cash sale ${ref}`)) words = 'Sale'
  return ref ? `${words} ${ref}` : words
}

/**
 * vendor/export-invoice-pdf's data, the vendor's account with Hola (its `vendor_earnings`: positive, Hola owes it;
 * negative, it owes Hola): the opening balance (every entry before the start day), each entry from the start
 * day to the end day (India's calendar, both whole) with the running balance, and the closing balance. The days are
 * checked with the dialog's own rules (src/lib/invoice-rules.ts): 422 under the field.
 */
export function accountStatement(vendor: UserRecord, start: string, end: string, now = clock.now()): AccountStatement {
  const today = indiaDay(now)
  const startError = startDateError(start, today)
  if (startError) throw new HttpError(422, startError, { start_date: [startError] })
  const endError = endDateError(end, start, today)
  if (endError) throw new HttpError(422, endError, { end_date: [endError] })
  const all = entries({ account: ACCOUNT.vendorEarnings, owner: vendor.id, unit: 'paise' }).sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
  )
  // One line per transaction: a cash sale's two entries (what the vendor earns, the cash it kept) read as one amount.
  let balance = 0
  const lines: StatementLine[] = []
  let lastTxn = -1
  for (const e of all) {
    const day = dayOf(e)
    if (day > end) break
    balance += e.amount
    if (day < start) continue
    const previous = lines.at(-1)
    if (previous && lastTxn === e.txn_id) {
      previous.amount += e.amount
      previous.balance = balance
      continue
    }
    lines.push({ day, description: describeEntry(e), amount: e.amount, balance })
    lastTxn = e.txn_id
  }
  // A cash sale leaves the vendor owing its commission: the line says what it is made of, as /commission does.
  for (const l of lines) {
    const order = l.amount < 0 ? cashSaleOrder(l.description) : undefined
    if (order) l.parts = commissionParts(order, -l.amount)
  }
  const opening = balance - lines.reduce((s, l) => s + l.amount, 0)
  return { vendor: vendorParty(vendor), start, end, opening, lines, closing: balance }
}

export type InvoiceLine = { day: string; reference: string; deal: string; taxable: number; gst: number }
export type TaxInvoice = {
  number: string
  issuedOn: string
  month: InvoiceMonth
  supplier: Party
  recipient: Party
  sac: string
  lines: InvoiceLine[]
  taxable: number
  /** Intra-state (same state code): CGST and SGST, half each (the odd paisa to SGST); else IGST. */
  cgst: number
  sgst: number
  igst: number
  total: number
}

/**
 * vendor/tax-invoice-pdf's data: Hola's commission on the vendor's orders whose sale (or its reversal) was posted in
 * the month, from the ledger: the taxable value is the `hola_commission` entries, the tax the `gst_payable` entries.
 * A month not yet over or older than three months, or without any commission, is refused with 'Invalid data access.'
 * (spec 3 §8, shown under the month field): 422 under `month`.
 */
export function taxInvoice(vendor: UserRecord, month: InvoiceMonth, now = clock.now()): TaxInvoice {
  const refuse = () => new HttpError(422, INVOICE_TEXTS.invalid, { month: [INVOICE_TEXTS.invalid] })
  if (taxMonthError(month, indiaDay(now))) throw refuse()
  const { first, last } = monthDays(month)
  const lines: InvoiceLine[] = []
  for (const order of db.orders.findMany((q) => q.where({ vendor_id: vendor.id }))) {
    const sale = txnByCause(saleCause(order))
    for (const txn of [sale, sale && reversalOf(sale)]) {
      if (!txn) continue
      const day = dayOf(txn)
      if (day < first || day > last) continue
      let taxable = 0
      let gst = 0
      for (const e of entriesOfTxn(txn.id)) {
        if (e.account === ACCOUNT.holaCommission) taxable += e.amount
        if (e.account === ACCOUNT.gstPayable) gst += e.amount
      }
      if (taxable === 0 && gst === 0) continue
      const deal = db.deals.findFirst((q) => q.where({ id: order.deal_id }))?.name ?? ''
      lines.push({ day, reference: order.reference_code, deal, taxable, gst })
    }
  }
  if (lines.length === 0) throw refuse()
  lines.sort((a, b) => a.day.localeCompare(b.day) || a.reference.localeCompare(b.reference))
  const recipient = vendorParty(vendor)
  const taxable = lines.reduce((s, l) => s + l.taxable, 0)
  const tax = lines.reduce((s, l) => s + l.gst, 0)
  const intra = recipient.stateCode === HOLA_PARTY.stateCode
  const cgst = intra ? Math.floor(tax / 2) : 0
  return {
    number: `HOLA/${month.year}-${String(month.month).padStart(2, '0')}/${String(vendor.id).padStart(5, '0')}`,
    // Issued on the first day after the month.
    issuedOn: addDays(last, 1),
    month,
    supplier: HOLA_PARTY,
    recipient,
    sac: COMMISSION_SAC,
    lines,
    taxable,
    cgst,
    sgst: intra ? tax - cgst : 0,
    igst: intra ? 0 : tax,
    total: taxable + tax,
  }
}

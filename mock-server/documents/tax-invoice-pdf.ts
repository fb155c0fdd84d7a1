import { formatDashDate } from '../../src/lib/dates'
import { monthText } from '../../src/lib/invoice-rules'
import { rupeesText } from '../../src/lib/money'
import type { TaxInvoice } from '../areas/commission/invoices'
import { amountInWords } from './amount-in-words'
import { a4Writer, writeParty } from './pdf-parts'

const money = (paise: number) => `Rs. ${rupeesText(paise)}`

/**
 * The tax invoice (vendor/tax-invoice-pdf): an Indian GST invoice for Hola's commission on the vendor's orders in a
 * month: number and date, supplier and recipient with GSTIN and state code, the SAC, each order's taxable value and
 * GST, CGST and SGST (same state) or IGST, the total and the total in words.
 */
export async function taxInvoicePdf(inv: TaxInvoice): Promise<Uint8Array> {
  const w = await a4Writer(`Tax invoice ${inv.number}`)
  w.text('Tax Invoice', 16, w.bold)
  w.text(`Invoice number: ${inv.number}`, 11)
  w.text(`Invoice date: ${formatDashDate(inv.issuedOn)}`)
  w.text(`Commission for the month ${monthText(inv.month)}`)
  w.gap()
  writeParty(w, 'Supplier', inv.supplier)
  writeParty(w, 'Recipient', inv.recipient)
  w.text(`Place of supply: ${inv.recipient.state} (${inv.recipient.stateCode})`)
  w.text(`Service: commission on deals sold through Hola Deals, SAC ${inv.sac}`)
  w.gap()
  const columns = (day: string, ref: string, deal: string, taxable: string, gst: string) => [
    { text: day, x: w.left },
    { text: ref, x: w.left + 70 },
    { text: deal, x: w.left + 160 },
    { text: taxable, x: 470, align: 'end' as const },
    { text: gst, x: 555, align: 'end' as const },
  ]
  w.row(columns('Date', 'Deal code', 'Deal', 'Taxable value', 'GST'), 9, w.bold)
  w.rule()
  for (const l of inv.lines)
    w.row(columns(formatDashDate(l.day), l.reference, l.deal.slice(0, 48), money(l.taxable), money(l.gst)))
  w.rule()
  const sum = (label: string, paise: number) =>
    w.row([
      { text: label, x: w.left + 160 },
      { text: money(paise), x: 555, align: 'end' },
    ])
  sum('Taxable value', inv.taxable)
  if (inv.igst) sum('IGST', inv.igst)
  else {
    sum('CGST', inv.cgst)
    sum('SGST', inv.sgst)
  }
  w.row(
    [
      { text: 'Total', x: w.left + 160 },
      { text: money(inv.total), x: 555, align: 'end' },
    ],
    10,
    w.bold,
  )
  w.gap()
  w.text(`Total in words: ${amountInWords(inv.total)}`, 10, w.bold)
  w.gap()
  w.text('This is a computer-generated invoice and needs no signature.', 8)
  return w.save()
}

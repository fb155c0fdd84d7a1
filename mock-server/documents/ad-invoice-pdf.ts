import { formatDashDate } from '../../src/lib/dates'
import { rupeesText } from '../../src/lib/money'
import type { AdInvoice } from '../areas/ads/invoice'
import { amountInWords } from './amount-in-words'
import { a4Writer, writeParty } from './pdf-parts'

const money = (paise: number) => `Rs. ${rupeesText(paise)}`

/**
 * An ad order's invoice (vendor/ads-invoice, saved as "order history"): Hola's tax invoice for running the vendor's
 * ad: number and date, supplier and recipient, the SAC, the ad, its deal and its days, price, the package's discount,
 * taxable value, GST (CGST and SGST, or IGST), the total in figures and words, and how it was paid.
 */
export async function adInvoicePdf(inv: AdInvoice): Promise<Uint8Array> {
  const w = await a4Writer(`Advertisement invoice ${inv.number}`)
  w.text('Tax Invoice: Advertisement', 16, w.bold)
  w.text(`Invoice number: ${inv.number}`, 11)
  w.text(`Invoice date: ${formatDashDate(inv.issuedOn)}`)
  w.text(`Payment reference: ${inv.reference}`)
  w.gap()
  writeParty(w, 'Supplier', inv.supplier)
  writeParty(w, 'Recipient', inv.recipient)
  w.text(`Service: advertising on Hola Deals, SAC ${inv.sac}`)
  w.gap()
  w.text(`Advertisement: ${inv.title}`, 11, w.bold)
  w.text(`Deal: ${inv.deal}`)
  w.text(`Runs ${formatDashDate(inv.start)} to ${formatDashDate(inv.end)} (${inv.days} days)`)
  w.gap()
  const line = (label: string, value: string, bold = false) =>
    w.row(
      [
        { text: label, x: w.left },
        { text: value, x: 555, align: 'end' },
      ],
      10,
      bold ? w.bold : undefined,
    )
  w.rule()
  line('Price', money(inv.price))
  line(`Package discount (${inv.discountPercent}%)`, `- ${money(inv.discount)}`)
  line('Taxable value', money(inv.taxable))
  if (inv.igst) line('IGST (18%)', money(inv.igst))
  else {
    line('CGST (9%)', money(inv.cgst))
    line('SGST (9%)', money(inv.sgst))
  }
  w.rule()
  line('Total', money(inv.total), true)
  w.gap()
  w.text(`Total in words: ${amountInWords(inv.total)}`, 10, w.bold)
  w.gap()
  if (inv.pointsUsed > 0) w.text(`Paid with Hola points: ${inv.pointsUsed} points (${money(inv.pointsValue)})`)
  if (inv.paidByGateway > 0) w.text(`Paid by ${inv.method}: ${money(inv.paidByGateway)}`)
  w.gap()
  w.text('This is a computer-generated invoice and needs no signature.', 8)
  return w.save()
}

import { formatDashDate } from '../../src/lib/dates'
import { rupeesText } from '../../src/lib/money'
import type { AccountStatement } from '../areas/commission/invoices'
import { a4Writer } from './pdf-parts'

const money = (paise: number) => `${paise < 0 ? '-' : ''}Rs. ${rupeesText(Math.abs(paise))}`

/**
 * The vendor's account statement (vendor/export-invoice-pdf): its account with Hola from the start day to the end day,
 * opening balance, each entry with the running balance, closing balance. A positive balance is what Hola owes the
 * vendor; a negative one, what the vendor owes Hola (the commission on its cash orders).
 */
export async function accountStatementPdf(s: AccountStatement): Promise<Uint8Array> {
  const w = await a4Writer(`${s.vendor.name} - account statement`)
  w.text('Hola Deals - Account statement', 16, w.bold)
  w.text(`${s.vendor.name}, GSTIN ${s.vendor.gstin}`, 11)
  w.text(s.vendor.address)
  w.text(`From ${formatDashDate(s.start)} to ${formatDashDate(s.end)}`, 11)
  w.text('A positive balance is what Hola owes you; a negative balance is what you owe Hola.', 9)
  w.gap()
  const columns = (day: string, what: string, amount: string, balance: string) => [
    { text: day, x: w.left },
    { text: what, x: w.left + 80 },
    { text: amount, x: 470, align: 'end' as const },
    { text: balance, x: 555, align: 'end' as const },
  ]
  w.row(columns('Date', 'Description', 'Amount', 'Balance'), 9, w.bold)
  w.rule()
  w.row(columns(formatDashDate(s.start), 'Opening balance', '', money(s.opening)), 9, w.bold)
  for (const l of s.lines) {
    w.row(columns(formatDashDate(l.day), l.description, money(l.amount), money(l.balance)))
    // A cash sale's commission in its parts, as /commission shows it and the tax invoice bills Hola's part.
    if (l.parts)
      w.row(
        columns(
          '',
          `Student discount ${money(l.parts.studentDiscount)} + Hola commission incl. GST ` +
            `${money(l.parts.holaCommission)}${l.parts.codeCredit ? ` - code ${money(l.parts.codeCredit)}` : ''}`,
          '',
          '',
        ),
        8,
      )
  }
  if (s.lines.length === 0) w.row(columns('', 'No entries in this period', '', ''))
  w.rule()
  w.row(columns(formatDashDate(s.end), 'Closing balance', '', money(s.closing)), 9, w.bold)
  return w.save()
}

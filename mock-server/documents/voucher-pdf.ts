import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import { create as createQr } from 'qrcode'
import { plain, wrap } from './pdf-parts'

/** What the voucher shows (spec 3 §7 order-pdf): gathered by the domain, drawn here. */
export type VoucherData = {
  dealName: string
  outlet: string
  address: string
  customer: string
  code: string
  validUntil: string
  /** What the order charged, worded as every screen words it (src/lib/money-story.ts). */
  charge: { term: string; value: string }
  /** For a cash order not yet paid: 'Pay ₹299 at the counter when the outlet redeems this code.' */
  counterReminder: string | null
  paymentMethod: string
  orderedOn: string
  /** The deal's terms, line by line; `point` marks a list item (drawn with a dash), else a paragraph. */
  terms: Array<{ text: string; point: boolean }>
}

/**
 * The deal voucher: a one-page A5 PDF with the deal, outlet and address, customer, the code and its QR (drawn as
 * vector squares, so the same code runs in the browser's mock and in Node), validity, what was charged (or is to pay at the counter) and the terms.
 */
export async function voucherPdf(v: VoucherData): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(plain(`${v.dealName} - ${v.code}`))
  doc.setProducer('Hola Deals (mock backend)')
  const page = doc.addPage([420, 595])
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.13, 0.13, 0.2)
  let y = 555
  const text = (s: string, size = 11, font = regular, x = 30) => {
    page.drawText(plain(s), { x, y, size, font, color: ink })
    y -= size + 7
  }
  text('Hola Deals - Deal voucher', 16, bold)
  y -= 4
  text(v.dealName, 13, bold)
  text(v.outlet)
  for (const line of wrap(plain(v.address), 360, (s) => regular.widthOfTextAtSize(s, 11))) text(line)
  y -= 6
  text(`Customer: ${v.customer}`)
  text(`Deal code: ${v.code}`, 14, bold)
  text(`Valid until: ${v.validUntil}`)
  text(`${v.charge.term}: ${v.charge.value} (${v.paymentMethod})`)
  if (v.counterReminder) text(v.counterReminder, 11, bold)
  text(`Ordered on: ${v.orderedOn}`)

  // The QR of the code, 140 pt square, under the details.
  const qr = createQr(v.code, { errorCorrectionLevel: 'M' })
  const n = qr.modules.size
  const cell = 140 / (n + 4)
  const left = 140
  const top = y - 10
  page.drawRectangle({ x: left, y: top - 140, width: 140, height: 140, color: rgb(1, 1, 1) })
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        page.drawRectangle({
          x: left + (c + 2) * cell,
          y: top - (r + 3) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        })
  y = top - 160

  text('Terms and conditions', 11, bold)
  for (const term of v.terms)
    for (const line of wrap(`${term.point ? '- ' : ''}${plain(term.text)}`, 360, (s) =>
      regular.widthOfTextAtSize(s, 9),
    ))
      text(line, 9)
  return doc.save({ useObjectStreams: false })
}

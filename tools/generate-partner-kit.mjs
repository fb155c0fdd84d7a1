// Writes public/files/hola-deals-partner-kit.pdf, the partner kit the "Partner With Us" page links to (seed-content.ts):
// one A4 page in plain words, no network, the same bytes every run (fixed dates, no random ids).
// Run: node tools/generate-partner-kit.mjs
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'

const root = path.resolve(import.meta.dirname, '..')
const doc = await PDFDocument.create()
const fixed = new Date(Date.UTC(2026, 0, 1))
doc.setTitle('Hola Deals partner kit')
doc.setProducer('Hola Deals')
doc.setCreationDate(fixed)
doc.setModificationDate(fixed)
const page = doc.addPage([595, 842])
const regular = await doc.embedFont(StandardFonts.Helvetica)
const bold = await doc.embedFont(StandardFonts.HelveticaBold)
let y = 780
const line = (text, size = 11, font = regular) => {
  page.drawText(text, { x: 56, y, size, font, color: rgb(0.13, 0.13, 0.2) })
  y -= size + 9
}
line('Hola Deals - Partner kit', 20, bold)
y -= 6
line('Bring your outlet to the students near you.', 12)
y -= 10
for (const [title, points] of [
  [
    'How it works',
    [
      'Sign up as a vendor and upload your KYC documents.',
      'Add a deal: the price, the discount, the days and dates it runs.',
      'Our team checks it; once approved, students nearby see it.',
      'A student shows the deal code; you redeem it at the counter.',
    ],
  ],
  [
    'What it costs',
    [
      'Listing is free.',
      'You pay a small commission on redeemed deals, with GST, each month.',
      'Advertisements put a deal on top of the listings for the days you choose.',
    ],
  ],
  ['Questions', ['Write to support@holadeals.example or use the contact form on the site.']],
]) {
  line(title, 13, bold)
  for (const p of points) line(`- ${p}`)
  y -= 8
}
writeFileSync(path.join(root, 'public/files/hola-deals-partner-kit.pdf'), await doc.save({ useObjectStreams: false }))
console.log('wrote public/files/hola-deals-partner-kit.pdf')

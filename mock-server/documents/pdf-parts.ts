import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Party } from '../areas/commission/invoices'

/** The standard fonts speak WinAnsi only: anything else (₹, emoji, Devanagari) becomes a close ASCII stand-in. */
export const plain = (text: string) => text.replace(/₹/g, 'Rs. ').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?')

/** Splits text into lines that fit `width` at `size`. */
export function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (measure(next) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

export const INK = rgb(0.13, 0.13, 0.2)

/** A cell of a row: its text and where it stands (its right edge for `end`-aligned figures). */
export type Cell = { text: string; x: number; align?: 'start' | 'end' }

/**
 * An A4 document written top to bottom, a new page when one is full: lines of text and rows of cells. The invoices'
 * and statements' shared pen; each document says what it writes.
 */
export async function a4Writer(title: string) {
  const doc = await PDFDocument.create()
  doc.setTitle(plain(title))
  doc.setProducer('Hola Deals (mock backend)')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const left = 40
  let page: PDFPage = doc.addPage([595, 842])
  let y = 800
  const room = (h: number) => {
    if (y - h >= 40) return
    page = doc.addPage([595, 842])
    y = 800
  }
  const draw = (s: string, x: number, size: number, font: PDFFont, align: 'start' | 'end' = 'start') => {
    const t = plain(s)
    page.drawText(t, { x: align === 'end' ? x - font.widthOfTextAtSize(t, size) : x, y, size, font, color: INK })
  }
  return {
    regular,
    bold,
    left,
    /** A line of text (wrapped to the page's width). */
    text(s: string, size = 10, font: PDFFont = regular) {
      for (const line of wrap(plain(s), 515, (w) => font.widthOfTextAtSize(w, size))) {
        room(size + 5)
        draw(line, left, size, font)
        y -= size + 5
      }
    },
    /** A row of cells on one line. */
    row(cells: Cell[], size = 9, font: PDFFont = regular) {
      room(size + 6)
      for (const c of cells) draw(c.text, c.x, size, font, c.align)
      y -= size + 6
    },
    /** A thin rule across the page, and some space. */
    rule() {
      room(8)
      page.drawLine({ start: { x: left, y: y + 4 }, end: { x: 555, y: y + 4 }, thickness: 0.5, color: INK })
      y -= 6
    },
    gap(h = 8) {
      y -= h
    },
    save: () => doc.save({ useObjectStreams: false }),
  }
}

export type A4Writer = Awaited<ReturnType<typeof a4Writer>>

/** A party of an invoice (supplier or recipient): name, address, GSTIN, and its state and state code when known. */
export function writeParty(w: A4Writer, title: string, p: Party) {
  w.text(title, 11, w.bold)
  w.text(p.name)
  if (p.address) w.text(p.address)
  w.text(`GSTIN: ${p.gstin}`)
  if (p.state) w.text(`State: ${p.state}, State code: ${p.stateCode}`)
  w.gap(4)
}

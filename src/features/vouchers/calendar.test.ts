import { describe, expect, it } from 'vitest'
import { foldLine, voucherCalendar } from './calendar'
import type { SavedVoucher } from './saved-vouchers'

const voucher: SavedVoucher = {
  orderId: 42,
  dealName: 'Masala Chai, Bun; and “Maska” \\ for two',
  outlet: 'Chai Point Koramangala',
  address: '80 Feet Road, 4th Block, Koramangala, Bengaluru 560034, Karnataka — near the Forum Mall’s back gate',
  code: 'CHAIUPI001',
  status: 'Processing',
  charge: { term: 'Paid', value: '₹129' },
  counter: null,
  // 20:00 UTC is the next morning in India: the validity starts on India's day.
  validFrom: '2026-11-26T20:00:00.000Z',
  validUntil: '2026-12-31',
  terms: '<p>One per student.</p>',
}

/** Unfolds (RFC 5545 §3.1) after checking the raw lines; answers the content lines and a lookup by property name. */
function parse(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  const raw = text.slice(0, -2).split('\r\n')
  for (const line of raw) {
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(line).not.toMatch(/[\r\n]/)
  }
  const lines = raw.reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1)
    else all.push(line)
    return all
  }, [])
  const value = (name: string) => lines.find((l) => new RegExp(`^${name}[:;]`).test(l))?.replace(/^[^:]*:/, '')
  return { lines, value }
}

describe('Add to calendar: the voucher as an .ics file (RFC 5545)', () => {
  const ics = parse(voucherCalendar(voucher, Date.parse('2026-11-27T10:15:30.123Z')))

  it('is one calendar with one event, its required properties, and an alarm the day before the end', () => {
    expect(ics.lines[0]).toBe('BEGIN:VCALENDAR')
    expect(ics.lines.at(-1)).toBe('END:VCALENDAR')
    expect(ics.value('VERSION')).toBe('2.0')
    expect(ics.value('PRODID')).toBe('-//Hola Deals//Vouchers//EN')
    expect(ics.lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(ics.value('UID')).toBe('voucher-42-CHAIUPI001@holadeals.app')
    expect(ics.value('DTSTAMP')).toBe('20261127T101530Z')
    expect(ics.lines).toContain('TRIGGER;RELATED=END:-P1D')
    // Every BEGIN has its END, nested.
    const open: string[] = []
    for (const l of ics.lines) {
      if (l.startsWith('BEGIN:')) open.push(l.slice(6))
      if (l.startsWith('END:')) expect(open.pop()).toBe(l.slice(4))
    }
    expect(open).toEqual([])
  })

  it("spans the validity as all-day dates on India's calendar, the end exclusive (the day after the last)", () => {
    expect(ics.lines).toContain('DTSTART;VALUE=DATE:20261127')
    expect(ics.lines).toContain('DTEND;VALUE=DATE:20270101')
  })

  it("is at the outlet's address, with text escaped (backslash, semicolon, comma) and long lines folded", () => {
    expect(ics.value('LOCATION')).toBe(
      'Chai Point Koramangala\\, 80 Feet Road\\, 4th Block\\, Koramangala\\, Bengaluru 560034\\, Karnataka — near the Forum Mall’s back gate',
    )
    expect(ics.value('SUMMARY')).toBe('Masala Chai\\, Bun\\; and “Maska” \\\\ for two: deal code CHAIUPI001')
    expect(ics.value('DESCRIPTION')).toContain('Show deal code CHAIUPI001 at Chai Point Koramangala. Paid: ₹129.')
  })

  it('says what to pay at the counter for a cash order', () => {
    const cash = parse(
      voucherCalendar({ ...voucher, counter: 'Pay ₹59 at the counter when the outlet redeems this code.' }, 0),
    )
    expect(cash.value('DESCRIPTION')).toContain('Pay ₹59 at the counter')
  })
})

describe('folding at 75 octets', () => {
  it('never splits a character of several bytes, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'₹'.repeat(40)}${'a'.repeat(100)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(2)
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75)
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line)
    expect(foldLine('SHORT:line')).toBe('SHORT:line')
  })
})

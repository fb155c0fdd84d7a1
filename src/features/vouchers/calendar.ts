import { addDays, indiaDay } from '../../lib/dates'
import type { SavedVoucher } from './saved-vouchers'

/**
 * "Add to calendar": a voucher's validity as an iCalendar file (RFC 5545), an all-day event from the day it was bought
 * to the deal's last day, at the outlet's address, with an alarm the day before it ends. Lines end in CRLF and are
 * folded at 75 octets (§3.1); text values escape backslash, semicolon, comma and newlines (§3.3.11).
 */

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Folds a content line into lines of at most 75 octets of UTF-8, never inside a character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > 75) {
      parts.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n')
}

const day = (isoDay: string) => isoDay.replaceAll('-', '')
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The voucher's validity as an .ics file's text. `now` is the file's DTSTAMP. */
export function voucherCalendar(v: SavedVoucher, now: number): string {
  const place = [v.outlet, v.address].filter(Boolean).join(', ')
  const what = v.counter ?? `${v.charge.term}: ${v.charge.value}`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hola Deals//Vouchers//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:voucher-${v.orderId}-${v.code}@holadeals.app`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${day(indiaDay(Date.parse(v.validFrom)))}`,
    // An all-day event's end is the day after its last (§3.6.1).
    `DTEND;VALUE=DATE:${day(addDays(v.validUntil, 1))}`,
    `SUMMARY:${escapeText(`${v.dealName}: deal code ${v.code}`)}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(`Show deal code ${v.code} at ${v.outlet}. ${what}. Valid until the end of ${v.validUntil}.`)}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`${v.dealName} ends tomorrow`)}`,
    'TRIGGER;RELATED=END:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** The file's name: the deal code, which the student knows it by. */
export const calendarFileName = (v: SavedVoucher) => `hola-deal-${v.code}.ics`

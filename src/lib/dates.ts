/**
 * Date display of spec 2 §9 and spec 3 §9: DD/MM/YYYY on slides and lists, DD-MM-YYYY in pickers, on commission and the
 * reported list, DD.MM.YYYY on the Hola card. Input: a calendar day ('YYYY-MM-DD') or an ISO instant. An instant is
 * shown as India's calendar day (`dayOf`), so a screen, a PDF and a rule never name different days for one moment.
 */
const parts = (value: string) => {
  const day = dayOf(value)
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null
  return m ? { y: m[1]!, m: m[2]!, d: m[3]! } : null
}

export function formatSlashDate(value: string): string {
  const p = parts(value)
  return p ? `${p.d}/${p.m}/${p.y}` : value
}

export function formatDashDate(value: string): string {
  const p = parts(value)
  return p ? `${p.d}-${p.m}-${p.y}` : value
}

/** An instant as India's DD/MM/YYYY and 24-hour time ('28/11/2026, 00:30'), whatever the browser's zone. */
export function formatIndiaDateTime(value: string): string {
  const day = dayOf(value)
  const ms = Date.parse(value)
  if (!day || !Number.isFinite(ms) || day === value.trim()) return day ? formatSlashDate(day) : value
  const time = new Date(ms + IST_OFFSET_MS).toISOString().slice(11, 16)
  return `${formatSlashDate(day)}, ${time}`
}

/** DD.MM.YYYY, the Hola card's own format (spec 3 §9). */
export function formatCardDate(value: string): string {
  const p = parts(value)
  return p ? `${p.d}.${p.m}.${p.y}` : value
}

/**
 * The calendar day ('YYYY-MM-DD') a wire date names, by India's clock: a plain day stays as it is; an instant
 * ('2026-11-27T19:00:00.000Z', any offset) is the Indian day it falls on (28-11 at 00:30 IST). Null for anything else.
 */
export function dayOf(value: string): string | null {
  const t = value.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return t
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(t)) return null
  // An instant without an offset is read as UTC (the wire writes instants in UTC), never in the browser's zone.
  const ms = Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(t) ? t.replace(' ', 'T') : `${t.replace(' ', 'T')}Z`)
  return Number.isFinite(ms) ? indiaDay(ms) : null
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** A month ('MM/YYYY', an ID card's expiry) as a person reads it: 'May 2027'. Sign-up and profile both show this. */
export function formatMonth(value: string): string {
  const m = /^(\d{2})\/(\d{4})$/.exec(value.trim())
  const name = m ? MONTH_NAMES[Number(m[1]) - 1] : undefined
  return name ? `${name} ${m![2]}` : value
}

/**
 * A day as a person types it: DD-MM-YYYY (spec 2 §9's pickers), DD/MM/YYYY, or YYYY-MM-DD (pasted). The real calendar
 * day ('YYYY-MM-DD'), or null for anything else (31-02-2027 included).
 */
export function parseTypedDay(text: string): string | null {
  const t = text.trim()
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t)
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t)
  const [y, m, d] = dmy ? [dmy[3]!, dmy[2]!, dmy[1]!] : ymd ? [ymd[1]!, ymd[2]!, ymd[3]!] : []
  if (!y || !m || !d) return null
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
  const ms = Date.parse(`${iso}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(iso) ? iso : null
}

/** 'YYYY-MM-DD' of a UTC day (ms since epoch). */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Weekday ids of spec 2 §3: 1 Sunday (SU) … 7 Saturday (SA). */
export const WEEKDAYS = [
  { id: 1, short: 'SU', name: 'Sunday' },
  { id: 2, short: 'M', name: 'Monday' },
  { id: 3, short: 'TU', name: 'Tuesday' },
  { id: 4, short: 'W', name: 'Wednesday' },
  { id: 5, short: 'TH', name: 'Thursday' },
  { id: 6, short: 'F', name: 'Friday' },
  { id: 7, short: 'SA', name: 'Saturday' },
] as const

/** India Standard Time is UTC+05:30 all year: deal validity ("today") follows the Indian calendar day. */
const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** The Indian calendar day (YYYY-MM-DD) of an instant. */
export function indiaDay(ms: number): string {
  return isoDay(ms + IST_OFFSET_MS)
}

/** A calendar day (YYYY-MM-DD) moved by `n` days; negative goes back. */
export function addDays(day: string, n: number): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS)
}

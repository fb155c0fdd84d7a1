import { addDays } from './dates'

/**
 * Which entries a statement shows by time (spec 3 §9), one rule for the filter form and the mock: the time
 * filter's flags read as the last 7, 30 and 365 days up to now; a day range runs from the start day's 00:00:00 to the
 * end day's 23:59:59 (Indian calendar days), the start at most 3 months back and the end at most today.
 */

export const TIME_FILTERS = [
  { key: 'all', label: 'All', days: null },
  { key: 'last_week', label: 'Last Week', days: 7 },
  { key: 'last_month', label: 'Last Month', days: 30 },
  { key: 'last_year', label: 'Last Year', days: 365 },
] as const
export type TimeFilter = (typeof TIME_FILTERS)[number]['key']
export type TimeFlags = { last_week?: 0 | 1; last_month?: 0 | 1; last_year?: 0 | 1 }

export const STATEMENT_TEXTS = {
  oneFilter: 'Choose one time filter: All, Last Week, Last Month or Last Year.',
  day: 'Enter a day as DD-MM-YYYY.',
  startTooEarly: 'The start date can be at most 3 months back.',
  startAfterToday: 'The start date cannot be after today.',
  endAfterToday: 'The end date cannot be after today.',
  endBeforeStart: 'The end date cannot be before the start date.',
  endWithoutStart: 'Choose a start date first.',
  empty: 'No Statement Found',
  /** The commission payment's return to /statement?message=… (spec 3 §2). */
  paymentThanks: 'Thank you for payment to us. Your transaction is successful.',
  paymentDeclined: 'Thank you. However, the transaction has been declined.',
} as const

/** The commission payment's return to /statement?message=… (spec 3 §2): thanks for success, else the warning. */
export const statementReturnNotice = (message: string) =>
  message === 'success'
    ? { kind: 'success' as const, title: 'Success', text: STATEMENT_TEXTS.paymentThanks }
    : { kind: 'warning' as const, title: 'Payment declined', text: STATEMENT_TEXTS.paymentDeclined }

const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** The wire's flags for a time filter (mutually exclusive 0/1 flags, spec 3 §9). */
export function timeFlags(filter: TimeFilter): Required<TimeFlags> {
  return {
    last_week: filter === 'last_week' ? 1 : 0,
    last_month: filter === 'last_month' ? 1 : 0,
    last_year: filter === 'last_year' ? 1 : 0,
  }
}

/** The earliest start day a range may have: the same day 3 calendar months back (clamped to the month's end). */
export function earliestStartDay(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  const month = (y * 12 + (m - 1) - 3) % 12
  const year = Math.floor((y * 12 + (m - 1) - 3) / 12)
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/** The wire's day ('YYYY-MM-DD', with or without a time after it: the spec's filter sends 00:00:00 on both). */
export function wireDay(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/.exec(value.trim())
  if (!m) return null
  const ms = Date.parse(`${m[1]}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(m[1]!) ? m[1]! : null
}

export type DayRange = { start_date?: string | null; end_date?: string | null }

/** What is wrong with a day range, per field (empty: nothing). `today` is the Indian calendar day. */
export function dayRangeErrors(range: DayRange, today: string): Partial<Record<'start_date' | 'end_date', string>> {
  const errors: Partial<Record<'start_date' | 'end_date', string>> = {}
  const start = range.start_date ? wireDay(range.start_date) : null
  const end = range.end_date ? wireDay(range.end_date) : null
  if (range.start_date && !start) errors.start_date = STATEMENT_TEXTS.day
  else if (start && start < earliestStartDay(today)) errors.start_date = STATEMENT_TEXTS.startTooEarly
  else if (start && start > today) errors.start_date = STATEMENT_TEXTS.startAfterToday
  if (range.end_date && !end) errors.end_date = STATEMENT_TEXTS.day
  else if (end && end > today) errors.end_date = STATEMENT_TEXTS.endAfterToday
  else if (end && start && end < start) errors.end_date = STATEMENT_TEXTS.endBeforeStart
  else if (end && !range.start_date) errors.end_date = STATEMENT_TEXTS.endWithoutStart
  return errors
}

/** The first ms of an Indian calendar day, and its last (23:59:59.999). */
export const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS
export const dayEndMs = (day: string) => dayStartMs(addDays(day, 1)) - 1

/**
 * The window [from, to] (ms, inclusive) a valid filter asks for: the flag's last N days up to now, intersected with
 * the day range. Unbounded sides are absent.
 */
export function statementWindow(query: TimeFlags & DayRange, now: number): { from?: number; to?: number } {
  const days = TIME_FILTERS.find((f) => f.days !== null && query[f.key] === 1)?.days
  let from = days ? now - days * DAY_MS : undefined
  let to = days ? now : undefined
  const start = query.start_date ? wireDay(query.start_date) : null
  const end = query.end_date ? wireDay(query.end_date) : null
  if (start) from = Math.max(from ?? -Infinity, dayStartMs(start))
  if (end) to = Math.min(to ?? Infinity, dayEndMs(end))
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) }
}

/** How many time flags are set (more than one is refused: they are mutually exclusive). */
export const flagsSet = (flags: TimeFlags) => TIME_FILTERS.filter((f) => f.days !== null && flags[f.key] === 1).length

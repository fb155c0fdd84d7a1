import { fileStem } from './file-name'

/**
 * The vendor's downloads (spec 3 §2 "Tax invoice and account statement download", §5 "Statement download"): an
 * account statement for a day range and a tax invoice for a month. The dialog and the mock check the same rules with
 * the same words. Days are 'YYYY-MM-DD' (India's calendar); `today` is the caller's (the demo clock's, in the mock).
 */

export const INVOICE_TEXTS = {
  /** Spec 3 §8: a refused invoice, under the month field. */
  invalid: 'Invalid data access.',
  startRequired: 'The start date is required.',
  endRequired: 'The end date is required.',
  monthRequired: 'The month is required.',
  startAfterToday: 'The start date cannot be later than today.',
  startTooOld: 'The start date cannot be more than three months ago.',
  endBeforeStart: 'The end date cannot be before the start date.',
  endAfterToday: 'The end date cannot be later than today.',
  monthNotPast: 'Choose a month before the current month.',
  monthTooOld: 'Choose one of the last three months.',
} as const

/** How far back a statement or an invoice reaches (spec 3 §5: three months). */
export const INVOICE_MONTHS_BACK = 3

const ymd = (day: string) => day.split('-').map(Number) as [number, number, number]
const pad = (n: number) => String(n).padStart(2, '0')

/** The same day `n` months earlier ('2026-05-31' back 3 → '2026-02-28': a shorter month ends sooner). */
export function monthsBefore(day: string, n: number): string {
  const [y, m, d] = ymd(day)
  const index = y * 12 + (m - 1) - n
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`
}

/** The earliest start day a statement may have. */
export const earliestStatementDay = (today: string) => monthsBefore(today, INVOICE_MONTHS_BACK)

/** The start day's problem, or undefined. */
export function startDateError(start: string, today: string): string | undefined {
  if (!start) return INVOICE_TEXTS.startRequired
  if (start > today) return INVOICE_TEXTS.startAfterToday
  if (start < earliestStatementDay(today)) return INVOICE_TEXTS.startTooOld
  return undefined
}

/** The end day's problem, given the start, or undefined. */
export function endDateError(end: string, start: string, today: string): string | undefined {
  if (!end) return INVOICE_TEXTS.endRequired
  if (start && end < start) return INVOICE_TEXTS.endBeforeStart
  if (end > today) return INVOICE_TEXTS.endAfterToday
  return undefined
}

/** A month of a tax invoice. */
export type InvoiceMonth = { month: number; year: number }

/** 'MM-YYYY' (spec 3 §5's format), as the month field shows it. */
export const monthText = ({ month, year }: InvoiceMonth) => `${pad(month)}-${year}`

/** Reads 'MM-YYYY', or null. */
export function parseMonthText(text: string): InvoiceMonth | null {
  const m = /^(\d{2})-(\d{4})$/.exec(text.trim())
  if (!m) return null
  const month = Number(m[1])
  return month >= 1 && month <= 12 ? { month, year: Number(m[2]) } : null
}

const monthIndex = ({ month, year }: InvoiceMonth) => year * 12 + month - 1
const monthOfDay = (day: string): InvoiceMonth => {
  const [year, month] = ymd(day)
  return { month, year }
}

/** A tax invoice's month must be over (before the current month) and within the last three (spec 3 §5). */
export function taxMonthError(m: InvoiceMonth | null, today: string): string | undefined {
  if (!m) return INVOICE_TEXTS.monthRequired
  const now = monthIndex(monthOfDay(today))
  if (monthIndex(m) >= now) return INVOICE_TEXTS.monthNotPast
  if (monthIndex(m) < now - INVOICE_MONTHS_BACK) return INVOICE_TEXTS.monthTooOld
  return undefined
}

/** The months a tax invoice can be asked for, latest first: the three before the current month. */
export function invoiceMonths(today: string): InvoiceMonth[] {
  const now = monthIndex(monthOfDay(today))
  return Array.from({ length: INVOICE_MONTHS_BACK }, (_, i) => {
    const index = now - 1 - i
    return { month: (index % 12) + 1, year: Math.floor(index / 12) }
  })
}

/** The first and last day of a month. */
export function monthDays({ month, year }: InvoiceMonth): { first: string; last: string } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(last)}` }
}

/** Spec 3 §7: "saved as a file named after the user". Shared by the download and the mock's Content-Disposition. */
export const statementFileName = (userName: string, start: string, end: string) =>
  `${fileStem(userName, 'vendor')}-statement-${start}-to-${end}.pdf`

export const taxInvoiceFileName = (userName: string, m: InvoiceMonth) =>
  `${fileStem(userName, 'vendor')}-tax-invoice-${monthText(m)}.pdf`

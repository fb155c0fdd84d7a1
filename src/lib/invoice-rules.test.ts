import { describe, expect, it } from 'vitest'
import {
  INVOICE_TEXTS,
  endDateError,
  invoiceMonths,
  monthDays,
  monthsBefore,
  parseMonthText,
  startDateError,
  statementFileName,
  taxInvoiceFileName,
  taxMonthError,
} from './invoice-rules'

const TODAY = '2026-11-25'

describe('the statement download’s days (spec 3 §5)', () => {
  it('the start: given, not later than today, not earlier than three months back', () => {
    expect(startDateError('', TODAY)).toBe(INVOICE_TEXTS.startRequired)
    expect(startDateError('2026-11-26', TODAY)).toBe(INVOICE_TEXTS.startAfterToday)
    expect(startDateError('2026-08-24', TODAY)).toBe(INVOICE_TEXTS.startTooOld)
    expect(startDateError('2026-08-25', TODAY)).toBeUndefined()
    expect(startDateError(TODAY, TODAY)).toBeUndefined()
  })

  it('the end: given, not before the start, not after today', () => {
    expect(endDateError('', '2026-11-01', TODAY)).toBe(INVOICE_TEXTS.endRequired)
    expect(endDateError('2026-10-31', '2026-11-01', TODAY)).toBe(INVOICE_TEXTS.endBeforeStart)
    expect(endDateError('2026-11-26', '2026-11-01', TODAY)).toBe(INVOICE_TEXTS.endAfterToday)
    expect(endDateError('2026-11-01', '2026-11-01', TODAY)).toBeUndefined()
  })

  it('three months back ends sooner in a shorter month, and crosses the year', () => {
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28')
    expect(monthsBefore('2026-02-15', 3)).toBe('2025-11-15')
  })
})

describe('the tax invoice’s month (spec 3 §5: before the current month, MM-YYYY)', () => {
  it('offers the three months before this one, latest first', () => {
    expect(invoiceMonths('2026-01-10')).toEqual([
      { month: 12, year: 2025 },
      { month: 11, year: 2025 },
      { month: 10, year: 2025 },
    ])
  })

  it('refuses this month, a later one and one more than three back; reads MM-YYYY only', () => {
    expect(taxMonthError({ month: 11, year: 2026 }, TODAY)).toBe(INVOICE_TEXTS.monthNotPast)
    expect(taxMonthError({ month: 7, year: 2026 }, TODAY)).toBe(INVOICE_TEXTS.monthTooOld)
    expect(taxMonthError({ month: 8, year: 2026 }, TODAY)).toBeUndefined()
    expect(taxMonthError(null, TODAY)).toBe(INVOICE_TEXTS.monthRequired)
    expect(parseMonthText('10-2026')).toEqual({ month: 10, year: 2026 })
    expect(parseMonthText('13-2026')).toBeNull()
    expect(parseMonthText('2026-10')).toBeNull()
    expect(monthDays({ month: 2, year: 2028 })).toEqual({ first: '2028-02-01', last: '2028-02-29' })
  })

  it('names the files after the user', () => {
    expect(statementFileName('Arjun Mehta', '2026-11-01', TODAY)).toBe(
      'Arjun-Mehta-statement-2026-11-01-to-2026-11-25.pdf',
    )
    expect(taxInvoiceFileName('Arjun Mehta', { month: 10, year: 2026 })).toBe('Arjun-Mehta-tax-invoice-10-2026.pdf')
  })
})

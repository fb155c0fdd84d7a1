import { describe, expect, it } from 'vitest'
import { addDays, formatDashDate, formatMonth, formatSlashDate, indiaDay, isoDay, parseTypedDay } from './dates'

describe('dates', () => {
  it('formats days as DD/MM/YYYY and DD-MM-YYYY', () => {
    expect(formatSlashDate('2026-03-07')).toBe('07/03/2026')
    expect(formatDashDate('2026-03-07')).toBe('07-03-2026')
    expect(formatSlashDate('2026-03-07T23:10:00.000Z')).toBe('07/03/2026')
  })
  it('leaves unknown shapes as they are', () => {
    expect(formatSlashDate('soon')).toBe('soon')
  })
  it('names a UTC day', () => {
    expect(isoDay(Date.UTC(2026, 0, 15, 23, 59))).toBe('2026-01-15')
  })
  it('names the Indian calendar day, which starts at 18:30 UTC', () => {
    expect(indiaDay(Date.UTC(2026, 0, 15, 18, 29))).toBe('2026-01-15')
    expect(indiaDay(Date.UTC(2026, 0, 15, 18, 30))).toBe('2026-01-16')
  })
  it('moves a day across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
})

describe('the one date module (issue 17)', () => {
  it('reads typed days in DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD, and only real ones', () => {
    expect(parseTypedDay('03-04-2027')).toBe('2027-04-03')
    expect(parseTypedDay('3/4/2027')).toBe('2027-04-03')
    expect(parseTypedDay('2027-04-03')).toBe('2027-04-03')
    expect(parseTypedDay('31-02-2027')).toBeNull()
    expect(parseTypedDay('04/03/27')).toBeNull()
  })

  it("names an ID card's expiry month the same on sign-up and profile", () => {
    expect(formatMonth('05/2027')).toBe('May 2027')
    expect(formatMonth('13/2027')).toBe('13/2027')
  })
})

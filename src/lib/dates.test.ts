import { describe, expect, it } from 'vitest'
import {
  addDays,
  dayOf,
  formatCardDate,
  formatDashDate,
  formatIndiaDateTime,
  formatMonth,
  formatSlashDate,
  indiaDay,
  isoDay,
  parseTypedDay,
} from './dates'

describe('dates', () => {
  it('formats days as DD/MM/YYYY and DD-MM-YYYY', () => {
    expect(formatSlashDate('2026-03-07')).toBe('07/03/2026')
    expect(formatDashDate('2026-03-07')).toBe('07-03-2026')
    expect(formatSlashDate('2026-03-07T17:10:00.000Z')).toBe('07/03/2026')
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

describe('the one date module', () => {
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

describe("one day, India's (spec 3 §9)", () => {
  // 19:00 UTC on 27-11 is 00:30 on 28-11 in India; 18:29 UTC is still 23:59 on 27-11.
  const justAfter = '2026-11-27T19:00:00.000Z'
  const justBefore = '2026-11-27T18:29:59.000Z'

  it('names the Indian day of an instant near midnight India time, in every format', () => {
    expect(dayOf(justAfter)).toBe('2026-11-28')
    expect(dayOf(justBefore)).toBe('2026-11-27')
    expect(formatSlashDate(justAfter)).toBe('28/11/2026')
    expect(formatDashDate(justAfter)).toBe('28-11-2026')
    expect(formatCardDate(justAfter)).toBe('28.11.2026')
    expect(formatSlashDate(justBefore)).toBe('27/11/2026')
    // An order at 04:30 on 28-11 India time (23:00 UTC the day before).
    expect(formatSlashDate('2026-11-27T23:00:00Z')).toBe('28/11/2026')
  })

  it('agrees with indiaDay, the rules\' "today", for the same instant', () => {
    for (const at of [justAfter, justBefore, '2026-12-31T18:30:00.000Z', '2027-02-28T20:00:00+00:00'])
      expect(dayOf(at)).toBe(indiaDay(Date.parse(at)))
    expect(dayOf('2026-12-31T18:30:00.000Z')).toBe('2027-01-01')
  })

  it('reads an instant with an offset, or without one as UTC, and leaves a calendar day as it is', () => {
    expect(dayOf('2026-11-28T00:30:00+05:30')).toBe('2026-11-28')
    expect(dayOf('2026-11-27 19:00:00')).toBe('2026-11-28')
    expect(dayOf('2026-11-27')).toBe('2026-11-27')
    expect(formatCardDate('2026-12-10')).toBe('10.12.2026')
    expect(dayOf('soon')).toBeNull()
  })

  it("writes an instant's India date and time, whatever the browser's zone", () => {
    expect(formatIndiaDateTime(justAfter)).toBe('28/11/2026, 00:30')
    expect(formatIndiaDateTime('2026-11-27')).toBe('27/11/2026')
  })
})

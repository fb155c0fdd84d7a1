import { describe, expect, it } from 'vitest'
import { formatDashDate, formatSlashDate, isoDay } from './dates'

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
})

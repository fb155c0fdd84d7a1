import { describe, expect, it } from 'vitest'
import { indianDigits } from './indian-digits'

describe('indianDigits', () => {
  it('groups as en-IN does: the last three digits, then pairs', () => {
    expect(indianDigits(0)).toBe('0')
    expect(indianDigits(999)).toBe('999')
    expect(indianDigits(1000)).toBe('1,000')
    expect(indianDigits(123456)).toBe('1,23,456')
    expect(indianDigits(1234567)).toBe('12,34,567')
    expect(indianDigits(-1234567)).toBe('-12,34,567')
  })
  it('agrees with Intl on whole numbers of every length, both signs', () => {
    const en = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
    for (let digits = 1; digits <= 15; digits++)
      for (const lead of [1, 4, 9]) {
        const n = Number(String(lead).padEnd(digits, '7'))
        expect(indianDigits(n)).toBe(en.format(n))
        expect(indianDigits(-n)).toBe(en.format(-n))
      }
  })
})

import { describe, expect, it } from 'vitest'
import { formatPaise, formatRupees, percentOfPaise, rupeesText, toPaise, toRupees } from './money'

describe('money', () => {
  it('takes the wire rupees in as whole paise, to the nearest paisa', () => {
    expect(toPaise(1499)).toBe(149900)
    expect(toPaise(0.1 + 0.2)).toBe(30)
    expect(toPaise(199.99)).toBe(19999)
  })
  it('gives the wire rupees back as a number or a two-decimal string', () => {
    expect(toRupees(149950)).toBe(1499.5)
    expect(rupeesText(149950)).toBe('1499.50')
    expect(rupeesText(0)).toBe('0.00')
  })
  it('round-trips every paise amount', () => {
    for (const p of [0, 1, 99, 100, 19999, 123456789]) expect(toPaise(toRupees(p))).toBe(p)
  })
  it('shows rupees in Indian grouping, both paise digits when there are paise and none for whole rupees', () => {
    expect(formatRupees(1499)).toBe('₹1,499')
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50')
    expect(formatRupees(17.8)).toBe('₹17.80')
    expect(formatRupees(29.925)).toBe('₹29.93')
    expect(formatPaise(1780)).toBe('₹17.80')
    expect(formatPaise(3168)).toBe('₹31.68')
    expect(formatPaise(149900)).toBe('₹1,499')
  })
  it("writes what Intl's en-IN currency format writes (Intl is not used: its first use is slow)", () => {
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
    const cents = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })
    for (const p of [1, 5, 10, 99, 100, 101, 1780, 3168, 99_999, 149_900, 12_345_650, 987_654_321_01, 1_000_000_000_00])
      for (const signed of [p, -p])
        expect(formatPaise(signed)).toBe((signed % 100 === 0 ? whole : cents).format(signed / 100))
    expect(formatPaise(0)).toBe(whole.format(0))
  })
})

describe('percentOfPaise', () => {
  it('is the percent of the amount to the nearest paisa', () => {
    expect(percentOfPaise(49_900, 20)).toBe(9980)
    expect(percentOfPaise(19_999, 15)).toBe(3000)
    expect(percentOfPaise(100, 0)).toBe(0)
  })
})

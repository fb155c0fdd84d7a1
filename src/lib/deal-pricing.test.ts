import { describe, expect, it } from 'vitest'
import {
  discountBreakdown,
  discountPaise,
  finalDiscount,
  formatPercent,
  formatRating,
  pointsEarned,
  round2,
  tierFor,
  yourDiscountLabel,
} from './deal-pricing'

describe('finalDiscount', () => {
  it('is the discount reduced by the gross-margin percent of it', () => {
    expect(finalDiscount(20, 10)).toBe(18)
    expect(finalDiscount(15, 20)).toBe(12)
    expect(finalDiscount(33, 12.5)).toBe(28.88) // 33 - 4.125 = 28.875 → 28.88
  })
  it('keeps the discount with no margin and gives nothing at a full margin', () => {
    expect(finalDiscount(25, 0)).toBe(25)
    expect(finalDiscount(25, 100)).toBe(0)
  })
})

describe('discountPaise', () => {
  it('is price times discount over 100, in whole paise', () => {
    expect(discountPaise(499, 20)).toBe(9980)
    expect(discountPaise(1000, 12.5)).toBe(12500)
    expect(discountPaise(199.99, 15)).toBe(3000)
  })
})

describe('pointsEarned', () => {
  it('is the final discount’s amount at the plan’s rupees per point, whole points rounded down', () => {
    expect(pointsEarned(50_000, 18, 1)).toBe(90)
    expect(pointsEarned(19_900, 12.5, 1)).toBe(24)
    // Silver (₹0.5 a point): ₹149 at 16% is ₹23.84, 47 points; a rate of 0 earns nothing.
    expect(pointsEarned(14_900, 16, 0.5)).toBe(47)
    expect(pointsEarned(14_900, 16, 0)).toBe(0)
  })
})

describe('formatting', () => {
  it('shows percents with 2 decimals', () => {
    expect(formatPercent(18)).toBe('18.00%')
    expect(formatPercent(28.875)).toBe('28.88%')
  })
  it('rounds halves up', () => {
    expect(round2(1.005)).toBe(1.01)
    expect(round2(-1.005)).toBe(-1.01)
  })
  it('shows ratings with 1 decimal', () => {
    expect(formatRating(4)).toBe('4.0')
    expect(formatRating(3.66)).toBe('3.7')
  })
})

describe('tierFor', () => {
  const tiers = [
    { amount: 500, discount: 10 },
    { amount: 1000, discount: 15 },
    { amount: 2000, discount: 20 },
  ]
  it('picks the highest threshold not above the amount', () => {
    expect(tierFor(tiers, 1500)?.discount).toBe(15)
    expect(tierFor(tiers, 2000)?.discount).toBe(20)
    expect(tierFor(tiers, 499)).toBeUndefined()
  })
})

describe('discountBreakdown', () => {
  it("splits the outlet's discount into Hola's share and what the customer saves, in paise that add up", () => {
    // A reported deal: ₹99 at 32%, final 25.60% (a 20% gross margin).
    const b = discountBreakdown(99, 32, 25.6)
    expect(b.dealDiscountPaise).toBe(3168)
    expect(b.youSavePaise).toBe(2534) // 25.344 → 25.34, the final discount's amount, not the outlet's 31.68
    expect(b.holaSharePaise).toBe(634)
    expect(b.holaSharePaise + b.youSavePaise).toBe(b.dealDiscountPaise)
    expect(b.grossMargin).toBe(20)
  })
  it('has no share and no margin without a discount', () => {
    expect(discountBreakdown(250, 0, 0)).toEqual({
      dealDiscountPaise: 0,
      holaSharePaise: 0,
      youSavePaise: 0,
      grossMargin: 0,
    })
  })
  it("words the final discount as the customer's own", () => {
    expect(yourDiscountLabel(25.6)).toBe('25.60% off for you')
  })
})

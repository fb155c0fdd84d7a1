import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { QuoteRefused, quote, type QuoteInput } from './checkout-pricing'
import { pointsFor } from './deal-pricing'

const SILVER_UPI = { gross_margin: 20, gst: 18, hola_to_currency: 0.5 }
const base: QuoteInput = {
  dealPrice: 99,
  discount: 32,
  isOpenDeal: false,
  margin: SILVER_UPI,
  couponAmount: 0,
  pointsBalance: 0,
  payWithPoints: false,
}

describe('checkout pricing', () => {
  it('prices a ₹99 deal at 32% for a Silver student paying by UPI, to the paisa', () => {
    expect(quote(base)).toEqual({
      pricePaise: 9900,
      discountPercent: 32,
      dealDiscountPaise: 3168,
      finalDiscountPercent: 25.6,
      cashbackPaise: 2534,
      holaSharePaise: 634,
      gstPercent: 18,
      gstPaise: 97,
      couponPaise: 0,
      payablePaise: 9900,
      pointsNeeded: 198,
      canPayWithPoints: false,
      pointsSpent: 0,
      pointsEarned: 50,
      sellerGetsPaise: 6732,
    })
  })

  it('takes a promo code off what is paid (never below zero) and offers points only when they cover the rest', () => {
    const coded = quote({ ...base, couponAmount: 20, pointsBalance: 158 })
    expect([coded.couponPaise, coded.payablePaise, coded.pointsNeeded, coded.canPayWithPoints]).toEqual([
      2000,
      7900,
      158,
      true,
    ])
    expect(quote({ ...base, couponAmount: 20, pointsBalance: 157 }).canPayWithPoints).toBe(false)
    const inPoints = quote({ ...base, couponAmount: 20, pointsBalance: 470, payWithPoints: true })
    expect([inPoints.payablePaise, inPoints.pointsSpent]).toEqual([0, 158])
    // Asking for points the balance does not cover pays in money.
    expect(quote({ ...base, pointsBalance: 10, payWithPoints: true })).toMatchObject({
      payablePaise: 9900,
      pointsSpent: 0,
    })
    const free = quote({ ...base, couponAmount: 500, pointsBalance: 470 })
    expect([free.couponPaise, free.payablePaise, free.canPayWithPoints]).toEqual([9900, 0, false])
  })

  it('prices an open deal by the highest tier not above the amount, and refuses an amount below every tier', () => {
    const tiers = [
      { amount: 500, discount: 10 },
      { amount: 1000, discount: 15 },
      { amount: 200, discount: 5 },
    ]
    const open = { ...base, isOpenDeal: true, tiers }
    expect(quote({ ...open, amount: 999.99 })).toMatchObject({ pricePaise: 99999, discountPercent: 10 })
    expect(quote({ ...open, amount: 1000 })).toMatchObject({ pricePaise: 100000, discountPercent: 15 })
    expect(() => quote({ ...open, amount: 199 })).toThrow(
      new QuoteRefused('amount', 'The amount must be at least ₹200.'),
    )
  })

  it('rounds points needed up and points given down', () => {
    expect([pointsFor(101, 0.5, 'up'), pointsFor(101, 0.5, 'down')]).toEqual([3, 2])
    expect([pointsFor(100, 1, 'up'), pointsFor(100, 1, 'down')]).toEqual([1, 1])
  })

  it('always adds up: discount = cashback + Hola share, seller + discount = price, paid + code = price', () => {
    const input = fc.record({
      dealPrice: fc.integer({ min: 0, max: 9_999_999 }).map((p) => p / 100),
      discount: fc.integer({ min: 1, max: 100 }),
      margin: fc.record({
        gross_margin: fc.integer({ min: 0, max: 100 }),
        gst: fc.constantFrom(0, 5, 12, 18, 28),
        hola_to_currency: fc.constantFrom(0.25, 0.5, 1, 2),
      }),
      couponAmount: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
      pointsBalance: fc.nat({ max: 100_000 }),
      payWithPoints: fc.boolean(),
    })
    fc.assert(
      fc.property(input, (i) => {
        const q = quote({ ...i, isOpenDeal: false })
        for (const v of [
          q.pricePaise,
          q.dealDiscountPaise,
          q.cashbackPaise,
          q.holaSharePaise,
          q.gstPaise,
          q.payablePaise,
          q.pointsNeeded,
          q.pointsEarned,
          q.sellerGetsPaise,
        ]) {
          expect(Number.isInteger(v) && v >= 0).toBe(true)
        }
        expect(q.cashbackPaise + q.holaSharePaise).toBe(q.dealDiscountPaise)
        expect(q.sellerGetsPaise + q.dealDiscountPaise).toBe(q.pricePaise)
        expect(q.gstPaise).toBeLessThanOrEqual(q.holaSharePaise)
        if (q.pointsSpent > 0) expect(q.payablePaise).toBe(0)
        else expect(q.payablePaise + q.couponPaise).toBe(q.pricePaise)
        expect(q.pointsSpent).toBeLessThanOrEqual(i.pointsBalance)
        // Points never give away more than the cashback, and those needed always cover what is due.
        expect(q.pointsEarned * Math.round(i.margin.hola_to_currency * 100)).toBeLessThanOrEqual(q.cashbackPaise)
        expect(q.pointsNeeded * Math.round(i.margin.hola_to_currency * 100)).toBeGreaterThanOrEqual(
          q.pricePaise - q.couponPaise,
        )
      }),
      { numRuns: 500, ...(process.env.CI ? { seed: 20261123 } : {}) },
    )
  })
})

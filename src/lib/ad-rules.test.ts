import { describe, expect, it } from 'vitest'
import {
  AD_TEXTS,
  adEndDay,
  adInvoiceFileName,
  adQuote,
  adRequestPriceText,
  adStartError,
  canAdvertiseDeal,
} from './ad-rules'

describe('adQuote: what a package costs, in paise', () => {
  const spotlight = { pricePaise: 79_900, discountPercent: 10, pointsBalance: 0, usePoints: false }

  it('takes the discount off the price, adds 18% GST on the rest; nothing from points unless asked', () => {
    expect(adQuote(spotlight)).toEqual({
      pricePaise: 79_900,
      discountPercent: 10,
      discountPaise: 7_990,
      netPaise: 71_910,
      gstPercent: 18,
      gstPaise: 12_944,
      totalPaise: 84_854,
      pointsUsed: 0,
      pointsPaise: 0,
      payPaise: 84_854,
    })
    expect(adQuote({ ...spotlight, pointsBalance: 500 }).pointsUsed).toBe(0)
  })

  it('points pay a rupee each, as many as the vendor has, rounded up to cover the total', () => {
    expect(adQuote({ ...spotlight, pointsBalance: 300, usePoints: true })).toMatchObject({
      pointsUsed: 300,
      pointsPaise: 30_000,
      payPaise: 54_854,
    })
    expect(adQuote({ ...spotlight, pointsBalance: 5_000, usePoints: true })).toMatchObject({
      pointsUsed: 849,
      pointsPaise: 84_854,
      payPaise: 0,
    })
  })
})

describe('the start day and the last day', () => {
  it('is required and not before today (spec 3 §5)', () => {
    expect(adStartError('', '2026-11-25')).toBe(AD_TEXTS.startRequired)
    expect(adStartError('2026-11-24', '2026-11-25')).toBe(AD_TEXTS.startBeforeToday)
    expect(adStartError('2026-11-25', '2026-11-25')).toBeUndefined()
  })

  it('runs its days from the start, the start included', () => {
    expect(adEndDay('2026-11-25', 1)).toBe('2026-11-25')
    expect(adEndDay('2026-11-25', 7)).toBe('2026-12-01')
  })

  it("names the deal that is not active in the spec's words", () => {
    expect(AD_TEXTS.dealNotActive('Chai & Samosa Study Break')).toBe('Chai & Samosa Study Break deal is not active')
  })
})

describe('never offer what will be refused: ads', () => {
  const rupees = (n: number) => `₹${n}`
  it('prices a request by what it is: waiting only while Requested; a rejected one not priced; a paid one bought', () => {
    expect(adRequestPriceText({ status: 1, price: null, orders: [] }, rupees)).toBe('waiting for approval')
    expect(adRequestPriceText({ status: 3, price: null, orders: [] }, rupees)).toBe('not priced (rejected)')
    expect(adRequestPriceText({ status: 2, price: 499, orders: [] }, rupees)).toBe('₹499')
    expect(adRequestPriceText({ status: 2, price: 499, orders: [{ id: 1 }] }, rupees)).toBe('₹499, bought')
  })

  it('advertises only an active deal that is switched on', () => {
    expect(canAdvertiseDeal({ deal_status: 1, is_active: 1 })).toBe(true)
    for (const status of [2, 3, 4]) expect(canAdvertiseDeal({ deal_status: status, is_active: 1 })).toBe(false)
    expect(canAdvertiseDeal({ deal_status: 1, is_active: 0 })).toBe(false)
  })

  it('names each invoice for its ad and first day, never one "order history.pdf" for all', () => {
    expect(adInvoiceFileName({ title: 'Chai Week: Spotlight', start: '2026-12-01' })).toBe(
      'order-history-Chai-Week-Spotlight-2026-12-01.pdf',
    )
  })
})

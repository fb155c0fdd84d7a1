import { describe, expect, it } from 'vitest'
import { quote, type QuoteInput } from './checkout-pricing'
import { checkoutStory, collectAtCounter, counterReminder, orderCharge, pointsWorth } from './money-story'
import { ORDER_STATUS, PAYMENT_STATUS } from './order-status'
import { PAYMENT_METHOD } from './payment-methods'

const SILVER_UPI = { gross_margin: 20, gst: 18, hola_to_currency: 1 }
// Masala Chai & Bun Maska: ₹129 at 29% off; Silver keeps 20% of it for UPI, so 23.20% (₹29.93) comes back.
const chai: QuoteInput = {
  dealPrice: 129,
  discount: 29,
  isOpenDeal: false,
  margin: SILVER_UPI,
  couponAmount: 0,
  pointsBalance: 526,
  payWithPoints: false,
}
const story = (input: Partial<QuoteInput>, mode: number = PAYMENT_METHOD.upi) => {
  const q = quote({ ...chai, ...input })
  return checkoutStory(q, {
    mode,
    payWithPoints: input.payWithPoints ?? false,
    pointsBalance: input.pointsBalance ?? chai.pointsBalance,
    rupeesPerPoint: 1,
  })
}

describe('the money story (one wording everywhere)', () => {
  it('says what is paid now, and what comes back as points, when and worth what', () => {
    const s = story({})
    expect(s.pay).toEqual({ term: 'You pay now', value: '₹129' })
    expect(s.button).toBe('Pay ₹129')
    expect(s.back.value).toBe('29 Hola points (₹1 each, worth ₹29)')
    expect(s.back.sentence).toBe(
      '29 Hola points (₹1 each, worth ₹29) come back to you when the outlet redeems your code.',
    )
  })

  it('says why the points option is unavailable, in the student’s numbers, instead of hiding it', () => {
    const short = story({ pointsBalance: 100 })
    expect(short.pointsOption).toEqual({ offered: false, note: '129 points needed, you have 100' })
    const enough = story({ pointsBalance: 526 })
    expect(enough.pointsOption).toEqual({ offered: true, note: '129 points needed, you have 526' })
    const inPoints = story({ pointsBalance: 526, payWithPoints: true })
    expect(inPoints.pay).toEqual({ term: 'You pay in Hola points', value: '129 Hola points' })
    expect(inPoints.button).toBe('Pay with 129 Hola points')
    expect(story({ couponAmount: 500 }).pointsOption).toEqual({ offered: false, note: 'Nothing is left to pay.' })
  })

  it('says how the last paise were rounded where the figures are shown (spec 3 §9)', () => {
    // ₹29.93 comes back: whole points round down, so 29 points (₹29), and the page says so.
    expect(story({}).rounding).toBe('₹29.93 back as 29 Hola points (₹29): points given round down to whole points.')
    // Paying ₹129.40 in points takes 130 (rounded up), said beside it; an open deal's amount with paise.
    const open = story({ isOpenDeal: true, tiers: [{ amount: 100, discount: 10 }], amount: 129.4, payWithPoints: true })
    expect(open.rounding).toMatch(/₹129\.40 needs 130 Hola points \(₹130\): points needed round up to whole points\.$/)
    // Whole figures need no word on rounding.
    expect(story({ dealPrice: 100, discount: 25 }).rounding).toBeNull()
  })

  it('tells a cash buyer to pay at the counter, on the button too', () => {
    const s = story({ dealPrice: 349, couponAmount: 50 }, PAYMENT_METHOD.cash)
    expect(s.button).toBe('Place order, pay ₹299 at the counter')
    expect(s.pay).toEqual({ term: 'You pay at the counter', value: '₹299, in cash when the outlet redeems your code' })
  })

  it('values points at the plan’s rate and names a single point', () => {
    expect(pointsWorth(33, 1)).toBe('33 Hola points (₹1 each, worth ₹33)')
    expect(pointsWorth(1, 0.5)).toBe('1 Hola point (₹0.50 each, worth ₹0.50)')
    expect(pointsWorth(0, 0.5)).toBe('No Hola points')
  })
})

describe('what an order charged', () => {
  const cash = {
    order_status: ORDER_STATUS.processing,
    payment_status: PAYMENT_STATUS.pending,
    payment_mode: PAYMENT_METHOD.cash,
    buyer_will_pay: 299,
    points_spent: 0,
  }
  it('never says Paid for money that did not move', () => {
    expect(orderCharge(cash)).toEqual({ term: 'To pay at the outlet', value: '₹299' })
    expect(orderCharge({ ...cash, order_status: ORDER_STATUS.cancelled })).toEqual({
      term: 'Not charged',
      value: 'cancelled before payment',
    })
    expect(orderCharge({ ...cash, order_status: ORDER_STATUS.complete, payment_status: PAYMENT_STATUS.paid })).toEqual({
      term: 'Paid',
      value: '₹299',
    })
    const upi = { ...cash, payment_mode: PAYMENT_METHOD.upi, order_status: ORDER_STATUS.pending }
    expect(orderCharge(upi)).toEqual({ term: 'Waiting for payment', value: '₹299' })
    expect(
      orderCharge({ ...upi, order_status: ORDER_STATUS.cancelled, payment_status: PAYMENT_STATUS.failed }),
    ).toEqual({ term: 'Not charged', value: 'the payment failed' })
    expect(orderCharge({ ...upi, order_status: ORDER_STATUS.refunded, payment_status: PAYMENT_STATUS.refund })).toEqual(
      { term: 'Refunded', value: '₹299' },
    )
    expect(
      orderCharge({
        ...cash,
        payment_mode: PAYMENT_METHOD.holaPoints,
        payment_status: PAYMENT_STATUS.paid,
        points_spent: 598,
      }),
    ).toEqual({ term: 'Paid', value: '598 Hola points' })
  })

  it('reminds the student and tells the outlet to collect, only while a cash order is unpaid', () => {
    expect(counterReminder(cash)).toBe('Pay ₹299 at the counter when the outlet redeems this code.')
    expect(collectAtCounter(cash)).toBe('Collect ₹299 in cash from the customer: this order is paid at the counter.')
    const redeemed = { ...cash, order_status: ORDER_STATUS.complete, payment_status: PAYMENT_STATUS.paid }
    expect(counterReminder(redeemed)).toBeNull()
    expect(collectAtCounter(redeemed)).toBeNull()
    expect(collectAtCounter({ ...cash, payment_mode: PAYMENT_METHOD.upi })).toBeNull()
  })
})

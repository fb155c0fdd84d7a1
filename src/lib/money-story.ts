import type { Quote } from './checkout-pricing'
import { indianDigits } from './indian-digits'
import { formatPaise, formatRupees, toPaise } from './money'
import { ORDER_STATUS, PAYMENT_STATUS, hasEnded } from './order-status'
import { PAYMENT_METHOD } from './payment-methods'

/**
 * The money story in one set of words (docs/decisions/checkout.md, orders.md): what is paid now and how,
 * what comes back as Hola points, when (on redemption) and what they are worth, and, on an order, what was charged.
 * The deal page, the payment page and its button, the points option, My Orders, the order's page, the code page, the
 * voucher PDF and the outlet's redemption screen all take their words from here, so one sum reads the same everywhere.
 */

/** How the money moves for a payment mode: cash at the counter, Hola points, or the gateway now. */
export type PayWay = 'counter' | 'points' | 'gateway'
export const payWayOf = (mode: number): PayWay =>
  mode === PAYMENT_METHOD.cash ? 'counter' : mode === PAYMENT_METHOD.holaPoints ? 'points' : 'gateway'

/** Whole paise a number of points is worth at `rupeesPerPoint` (₹1 a point on every plan: 29 points → 2900). */
export const pointsWorthPaise = (points: number, rupeesPerPoint: number): number => points * toPaise(rupeesPerPoint)

const pointsWord = (n: number) => `${indianDigits(n)} Hola ${n === 1 ? 'point' : 'points'}`

/** "29 Hola points (₹1 each, worth ₹29)": the points and what they are worth. */
export function pointsWorth(points: number, rupeesPerPoint: number): string {
  if (points <= 0) return 'No Hola points'
  const each = formatPaise(toPaise(rupeesPerPoint))
  return `${pointsWord(points)} (${each} each, worth ${formatPaise(pointsWorthPaise(points, rupeesPerPoint))})`
}

/** The sentence that says what comes back, when, and what it is worth. */
export function pointsBackText(points: number, rupeesPerPoint: number): string {
  if (points <= 0) return 'No Hola points come back on this deal.'
  return `${pointsWorth(points, rupeesPerPoint)} come back to you when the outlet redeems your code.`
}

/** The words for a cash order's money: paid at the counter, to the outlet, when the code is redeemed. */
export const payAtCounterText = (paise: number) => `Pay ${formatPaise(paise)} at the counter`

/** What the deal page and the payment page say about one quote. */
export type CheckoutStory = {
  /** The "you pay" row: its term says when and how, its value how much. */
  pay: { term: string; value: string }
  /** The payment button. */
  button: string
  /** What comes back as Hola points, when, and what they are worth. */
  back: { term: string; value: string; sentence: string }
  /** The Hola points option: offered or not, and why, in the person's numbers. */
  pointsOption: { offered: boolean; note: string }
  /** How the figures were rounded to whole points (spec 3 §9), where rounding changed one; null when nothing was. */
  rounding: string | null
}

export type CheckoutStoryInput = {
  /** The chosen method (Cash, UPI…); Hola points is `payWithPoints`. */
  mode: number
  payWithPoints: boolean
  pointsBalance: number
  /** The plan's rupees per point for the method the quote was made at. */
  rupeesPerPoint: number
}

/** The story of one quote: what is paid now, what comes back, and whether points can pay. */
/**
 * How whole points were reached (spec 3 §9; docs/decisions/money-model.md): points given round down, so "₹29.93 back
 * as 29 Hola points (₹29): points given round down to whole points"; points needed round up, so "₹129.40 needs 130
 * Hola points (₹130): points needed round up to whole points". Null when both figures were whole already.
 */
export function roundingText(
  q: Pick<Quote, 'cashbackPaise' | 'pointsEarned' | 'pointsNeeded' | 'pricePaise' | 'couponPaise'>,
  rupeesPerPoint: number,
  paysInPoints: boolean,
): string | null {
  const parts: string[] = []
  const given = pointsWorthPaise(q.pointsEarned, rupeesPerPoint)
  if (given !== q.cashbackPaise)
    parts.push(
      `${formatPaise(q.cashbackPaise)} back as ${pointsWord(q.pointsEarned)} (${formatPaise(given)}): points given round down to whole points`,
    )
  const due = q.pricePaise - q.couponPaise
  const taken = pointsWorthPaise(q.pointsNeeded, rupeesPerPoint)
  if (paysInPoints && taken !== due)
    parts.push(
      `${formatPaise(due)} needs ${pointsWord(q.pointsNeeded)} (${formatPaise(taken)}): points needed round up to whole points`,
    )
  return parts.length ? `${parts.join('; ')}.` : null
}

export function checkoutStory(
  q: Pick<
    Quote,
    | 'payablePaise'
    | 'pointsNeeded'
    | 'canPayWithPoints'
    | 'pointsSpent'
    | 'pointsEarned'
    | 'cashbackPaise'
    | 'pricePaise'
    | 'couponPaise'
  >,
  input: CheckoutStoryInput,
): CheckoutStory {
  const inPoints = input.payWithPoints && q.canPayWithPoints
  const way: PayWay = inPoints ? 'points' : payWayOf(input.mode)
  const amount = formatPaise(q.payablePaise)
  let pay: CheckoutStory['pay']
  let button: string
  if (way === 'points') {
    pay = { term: 'You pay in Hola points', value: pointsWord(q.pointsSpent) }
    button = `Pay with ${pointsWord(q.pointsSpent)}`
  } else if (q.payablePaise === 0) {
    pay = { term: 'You pay', value: `${amount}: nothing is left to pay` }
    button = 'Place order'
  } else if (way === 'counter') {
    pay = { term: 'You pay at the counter', value: `${amount}, in cash when the outlet redeems your code` }
    button = `Place order, ${payAtCounterText(q.payablePaise).toLowerCase()}`
  } else {
    pay = { term: 'You pay now', value: amount }
    button = `Pay ${amount}`
  }
  const nothingDue = q.pointsNeeded === 0
  const pointsOption = {
    offered: q.canPayWithPoints,
    note: nothingDue
      ? 'Nothing is left to pay.'
      : `${indianDigits(q.pointsNeeded)} points needed, you have ${indianDigits(input.pointsBalance)}`,
  }
  return {
    pay,
    button,
    back: {
      term: 'Back to you as Hola points',
      value: pointsWorth(q.pointsEarned, input.rupeesPerPoint),
      sentence: pointsBackText(q.pointsEarned, input.rupeesPerPoint),
    },
    pointsOption,
    rounding: roundingText(q, input.rupeesPerPoint, inPoints),
  }
}

/** The order fields the money words read (spec 3 §3). */
export type OrderMoney = {
  order_status: number
  payment_status: number
  payment_mode: number
  buyer_will_pay: number
  points_spent: number
}

/**
 * What an order charged, in one line (My Orders, the order's page, the code page, the voucher, the outlet's screen):
 * "Paid ₹299", "To pay at the outlet ₹299", "Not charged"… Never "Paid" for money that did not move.
 */
export function orderCharge(o: OrderMoney): { term: string; value: string } {
  const money = o.points_spent > 0 ? pointsWord(o.points_spent) : formatRupees(o.buyer_will_pay)
  if (o.payment_status === PAYMENT_STATUS.paid) return { term: 'Paid', value: money }
  if (o.payment_status === PAYMENT_STATUS.refund) return { term: 'Refunded', value: money }
  if (o.payment_status === PAYMENT_STATUS.failed) return { term: 'Not charged', value: 'the payment failed' }
  if (hasEnded(o)) return { term: 'Not charged', value: 'cancelled before payment' }
  if (payWayOf(o.payment_mode) === 'counter') return { term: 'To pay at the outlet', value: money }
  return { term: 'Waiting for payment', value: money }
}

/** True while a cash order's money is still to be taken at the counter. */
export const isUnpaidCash = (o: OrderMoney): boolean =>
  payWayOf(o.payment_mode) === 'counter' &&
  o.payment_status === PAYMENT_STATUS.pending &&
  o.order_status === ORDER_STATUS.processing &&
  o.buyer_will_pay > 0

/** The customer's reminder on the code page and the voucher, for a cash order not yet paid. Null otherwise. */
export function counterReminder(o: OrderMoney): string | null {
  if (!isUnpaidCash(o)) return null
  return `${payAtCounterText(toPaise(o.buyer_will_pay))} when the outlet redeems this code.`
}

/** The outlet's instruction on its redemption screen, for a cash order not yet paid. Null otherwise. */
export function collectAtCounter(o: OrderMoney): string | null {
  if (!isUnpaidCash(o)) return null
  return `Collect ${formatRupees(o.buyer_will_pay)} in cash from the customer: this order is paid at the counter.`
}

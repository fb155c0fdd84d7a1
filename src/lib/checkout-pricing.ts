import { finalDiscount, pointsEarned, pointsFor, tierFor } from './deal-pricing'
import { percentOfPaise, toPaise } from './money'

/**
 * What paying for a deal costs and earns (spec 3 §2 and §9, spec 2 §9), in whole paise and whole points, shared by
 * the payment screen (the breakdown a student checks) and the mock backend (which recomputes every figure of
 * place-order and refuses an order whose figures disagree). The reading of the spec is recorded in
 * docs/decisions/checkout.md: the student pays the price less a promo code; the final discount comes back as Hola
 * points, floating until the deal is redeemed; the vendor gets the price less its discount; Hola keeps its gross
 * margin of that discount, GST included.
 */

/** A plan's figures for one payment method (spec 1 §3): percents, and the rupee value of one point. */
type MethodMargin = { gross_margin: number; gst: number; hola_to_currency: number }

export type QuoteInput = {
  /** The deal's price in rupees; ignored for an open deal, whose price is the amount entered. */
  dealPrice: number
  /** The deal's discount percent; for an open deal the tier's. */
  discount: number
  isOpenDeal: boolean
  /** Open deals: the tiers (threshold amount in rupees, discount percent). */
  tiers?: ReadonlyArray<{ amount: number; discount: number }>
  /** Open deals: the amount the student entered, in rupees. */
  amount?: number
  margin: MethodMargin
  /** The promo or gift code's value in rupees (0 without one). */
  couponAmount: number
  /** The student's confirmed Hola points. */
  pointsBalance: number
  /** Pay the whole (price less code) in Hola points. */
  payWithPoints: boolean
}

export type Quote = {
  /** What the deal costs before anything comes off: the price, or the open deal's amount. */
  pricePaise: number
  /** The outlet's discount percent (the tier's for an open deal) and its amount. */
  discountPercent: number
  dealDiscountPaise: number
  /** The discount less Hola's gross margin of it: what comes back to the student, as points. */
  finalDiscountPercent: number
  cashbackPaise: number
  /** Hola's share of the outlet's discount, and the GST included in it. */
  holaSharePaise: number
  gstPercent: number
  gstPaise: number
  /** The promo code's value, never more than the price. */
  couponPaise: number
  /** What the student pays in money: 0 when paying in points. */
  payablePaise: number
  /** Points the whole (price less code) costs, rounded up (spec 3 §9), and whether the student may pay with them. */
  pointsNeeded: number
  canPayWithPoints: boolean
  /** Points spent on this order (pointsNeeded when paying with points, else 0). */
  pointsSpent: number
  /** Points earned: the cashback at the plan's rate, whole points rounded down; they float until redemption. */
  pointsEarned: number
  /** What the vendor gets for the order: the price less its discount. */
  sellerGetsPaise: number
}

/** Why a quote cannot be made: the field to show it under and the words. */
export class QuoteRefused extends Error {
  constructor(
    readonly field: 'amount',
    message: string,
  ) {
    super(message)
  }
}

export function quote(input: QuoteInput): Quote {
  let pricePaise = toPaise(input.dealPrice)
  let discountPercent = input.discount
  if (input.isOpenDeal) {
    const amount = input.amount ?? 0
    const tier = tierFor(input.tiers ?? [], amount)
    if (!tier) {
      const lowest = Math.min(...(input.tiers ?? []).map((t) => t.amount))
      throw new QuoteRefused(
        'amount',
        Number.isFinite(lowest) ? `The amount must be at least ₹${lowest}.` : 'This deal has no discount tiers.',
      )
    }
    pricePaise = toPaise(amount)
    discountPercent = tier.discount
  }
  const finalDiscountPercent = finalDiscount(discountPercent, input.margin.gross_margin)
  const dealDiscountPaise = percentOfPaise(pricePaise, discountPercent)
  const cashbackPaise = percentOfPaise(pricePaise, finalDiscountPercent)
  const holaSharePaise = dealDiscountPaise - cashbackPaise
  // GST is included in Hola's share: share × gst / (100 + gst).
  const gstPaise = Math.round((holaSharePaise * input.margin.gst) / (100 + input.margin.gst))
  const couponPaise = Math.min(toPaise(input.couponAmount), pricePaise)
  const duePaise = pricePaise - couponPaise
  const pointsNeeded = pointsFor(duePaise, input.margin.hola_to_currency, 'up')
  // Spec 3 §2 and §5: offered when the student has points and they cover the price less the code.
  const canPayWithPoints = input.pointsBalance > 0 && duePaise > 0 && pointsNeeded <= input.pointsBalance
  const paysInPoints = input.payWithPoints && canPayWithPoints
  return {
    pricePaise,
    discountPercent,
    dealDiscountPaise,
    finalDiscountPercent,
    cashbackPaise,
    holaSharePaise,
    gstPercent: input.margin.gst,
    gstPaise,
    couponPaise,
    payablePaise: paysInPoints ? 0 : duePaise,
    pointsNeeded,
    canPayWithPoints,
    pointsSpent: paysInPoints ? pointsNeeded : 0,
    pointsEarned: pointsEarned(pricePaise, finalDiscountPercent, input.margin.hola_to_currency),
    sellerGetsPaise: pricePaise - dealDiscountPaise,
  }
}

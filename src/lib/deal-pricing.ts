/**
 * Price maths of the deal pages (spec 2 §9, spec 3 §9). Pure, shared by the app and the mock backend. Money is paise
 * (src/lib/money.ts).
 */
import { percentOfPaise, toPaise } from './money'

/** Final discount: the deal discount reduced by the gross-margin percent of it. */
export function finalDiscount(discount: number, grossMargin: number): number {
  return round2(discount - (discount * grossMargin) / 100)
}

/** Discount amount in whole paise: price times discount percent over 100, rounded to the nearest paisa. */
export function discountPaise(price: number, discountPercent: number): number {
  return percentOfPaise(toPaise(price), discountPercent)
}

/**
 * How a deal's discount reaches the customer (spec 2 §9, spec 3 §9), in whole paise so the parts add up exactly:
 * the outlet's discount (price × discount %) splits into Hola's share (the plan's gross margin of it) and what the
 * customer saves (price × final discount %). `grossMargin` is read back from the two percents the server sent, so
 * the page explains the figures it shows rather than recomputing them from a plan it may not know.
 */
type DiscountBreakdown = {
  dealDiscountPaise: number
  holaSharePaise: number
  youSavePaise: number
  /** Percent of the outlet's discount kept by Hola (the plan's gross margin). */
  grossMargin: number
}

export function discountBreakdown(price: number, discount: number, finalDiscountPercent: number): DiscountBreakdown {
  const dealDiscountPaise = discountPaise(price, discount)
  const youSavePaise = discountPaise(price, finalDiscountPercent)
  return {
    dealDiscountPaise,
    youSavePaise,
    holaSharePaise: dealDiscountPaise - youSavePaise,
    grossMargin: discount > 0 ? round2(((discount - finalDiscountPercent) / discount) * 100) : 0,
  }
}

/**
 * The one discount a customer is shown on its own (cards, the deal page's headline, lists): the final discount, the
 * part of the price that comes off for them, worded so it is not read as the outlet's discount.
 */
export const yourDiscountLabel = (finalDiscountPercent: number): string => {
  const { amount, whose } = yourDiscountParts(finalDiscountPercent)
  return `${amount} ${whose}`
}

/** The label's two parts, so a narrow card can show the amount and keep "for you" for screen readers only. */
export const yourDiscountParts = (finalDiscountPercent: number) => ({
  amount: `${formatPercent(finalDiscountPercent)} off`,
  whose: 'for you',
})

/** Whole points worth `paise` at `rupeesPerPoint`; `round` picks up (what a payment needs) or down (what is given). */
export function pointsFor(paise: number, rupeesPerPoint: number, round: 'up' | 'down'): number {
  if (rupeesPerPoint <= 0) return 0
  // Worked in paise per point to keep the division exact where it can be (0.5 → 50 paise a point).
  const exact = paise / toPaise(rupeesPerPoint)
  return round === 'up' ? Math.ceil(exact - 1e-9) : Math.floor(exact + 1e-9)
}

/**
 * Hola points earned on a deal (spec 3 §9), the one source of the figure: the final discount's amount (price × final
 * discount %, to the nearest paisa) at the plan's `hola_to_currency` for the method, whole points rounded down. The
 * checkout's quote(), the deal page and cards (hp_for_customer) all use it, so they agree for the same deal, plan
 * and method.
 */
export function pointsEarned(pricePaise: number, finalDiscountPercent: number, rupeesPerPoint: number): number {
  return pointsFor(percentOfPaise(pricePaise, finalDiscountPercent), rupeesPerPoint, 'down')
}

/** Rounds half away from zero to 2 decimals, without 1.005 → 1.00 float surprises. */
export function round2(n: number): number {
  return (Math.sign(n) * Math.round((Math.abs(n) + Number.EPSILON) * 100)) / 100
}

/** A percent with 2 decimals, e.g. 12.5 → '12.50%'. */
export function formatPercent(n: number): string {
  return `${round2(n).toFixed(2)}%`
}

/** A rating with 1 decimal (scale 1 to 5), e.g. 4 → '4.0'. */
export function formatRating(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1)
}

/** The applicable open-deal tier: the highest amount threshold not above the entered amount (spec 3 §9). */
export function tierFor<T extends { amount: number; discount: number }>(
  tiers: readonly T[],
  amount: number,
): T | undefined {
  let best: T | undefined
  for (const t of tiers) if (t.amount <= amount && (!best || t.amount > best.amount)) best = t
  return best
}

/**
 * Price maths of the deal pages (spec 2 §9, spec 3 §9). Pure, shared by the app and the mock backend.
 */

/** Final discount: the deal discount reduced by the gross-margin percent of it. */
export function finalDiscount(discount: number, grossMargin: number): number {
  return round2(discount - (discount * grossMargin) / 100)
}

/** Discount amount in rupees: price times discount percent over 100. */
export function discountAmount(price: number, discountPercent: number): number {
  return round2((price * discountPercent) / 100)
}

/** Hola points earned on a deal: the price percent of the final discount (spec 3 §9), whole points rounded down. */
export function pointsEarned(price: number, finalDiscountPercent: number): number {
  return Math.floor((price * finalDiscountPercent) / 100)
}

/** Rounds half away from zero to 2 decimals, without 1.005 → 1.00 float surprises. */
export function round2(n: number): number {
  return Math.sign(n) * Math.round((Math.abs(n) + Number.EPSILON) * 100) / 100
}

/** A percent with 2 decimals, e.g. 12.5 → '12.50%'. */
export function formatPercent(n: number): string {
  return `${round2(n).toFixed(2)}%`
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 })

/** Rupees in Indian grouping, decimals only when there are paise: 1234.5 → '₹1,234.5'; 1499 → '₹1,499'. */
export function formatRupees(n: number): string {
  return rupees.format(round2(n))
}

/** A rating with 1 decimal (scale 1 to 5), e.g. 4 → '4.0'. */
export function formatRating(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1)
}

/** The applicable open-deal tier: the highest amount threshold not above the entered amount (spec 3 §9). */
export function tierFor<T extends { amount: number; discount: number }>(tiers: readonly T[], amount: number): T | undefined {
  let best: T | undefined
  for (const t of tiers) if (t.amount <= amount && (!best || t.amount > best.amount)) best = t
  return best
}

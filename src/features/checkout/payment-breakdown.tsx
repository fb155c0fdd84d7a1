import type { Quote } from '../../lib/checkout-pricing'
import { formatPaise, formatPercent } from '../../lib/deal-pricing'

/**
 * The price breakdown a student can check (spec 3 §2, §9): every figure comes from quote() in src/lib, the same maths
 * the server uses to check the order, so what is shown here is what place-order accepts.
 */
export function PaymentBreakdown({ q, payWithPoints }: { q: Quote; payWithPoints: boolean }) {
  const rows: Array<[string, string, string?]> = [
    ['Price', formatPaise(q.pricePaise)],
    ['Discount', `${formatPercent(q.discountPercent)} (${formatPaise(q.dealDiscountPaise)})`],
    ['Final discount', `${formatPercent(q.finalDiscountPercent)} (${formatPaise(q.cashbackPaise)})`, 'breakdown-final'],
    ['GST', `${formatPercent(q.gstPercent)} (${formatPaise(q.gstPaise)}, included in Hola's share)`],
  ]
  if (q.couponPaise > 0) rows.push(['Promo code', `− ${formatPaise(q.couponPaise)}`])
  rows.push([
    'You pay',
    payWithPoints ? `${q.pointsSpent} Hola points` : formatPaise(q.payablePaise),
    'breakdown-total',
  ])
  rows.push(['Points to be earned', `${q.pointsEarned}`])
  rows.push(['Points needed', `${q.pointsNeeded}`])
  rows.push(['Payable points', `${q.pointsSpent}`])
  return (
    <dl className="payment-breakdown" aria-label="Price breakdown">
      {rows.map(([term, value, cls]) => (
        <div key={term} className={cls}>
          <dt>{term}</dt>
          <dd data-figure={term}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

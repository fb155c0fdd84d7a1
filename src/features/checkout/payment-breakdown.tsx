import type { Quote } from '../../lib/checkout-pricing'
import { formatPercent } from '../../lib/deal-pricing'
import { formatPaise } from '../../lib/money'
import type { CheckoutStory } from '../../lib/money-story'
import { PriceBreakdown, type BreakdownRow } from '../../ui/price-breakdown'

/**
 * The price breakdown a student can check (spec 3 §2, §9): every figure comes from quote() in src/lib, the same maths
 * the server uses to check the order, so what is shown here is what place-order accepts. What is paid and what comes
 * back are worded by checkoutStory() (src/lib/money-story.ts), the deal page's words too. `data-figure` names a row
 * for tests whatever its term says.
 */
export function PaymentBreakdown({ q, story }: { q: Quote; story: CheckoutStory }) {
  const rows: BreakdownRow[] = [
    { key: 'Price', term: 'Price', value: formatPaise(q.pricePaise) },
    {
      key: 'Discount',
      term: "Outlet's discount",
      value: `${formatPercent(q.discountPercent)} (${formatPaise(q.dealDiscountPaise)})`,
    },
    {
      key: 'Final discount',
      term: 'Your final discount',
      value: `${formatPercent(q.finalDiscountPercent)} (${formatPaise(q.cashbackPaise)})`,
      cls: 'breakdown-final',
    },
    {
      key: 'GST',
      term: 'GST',
      value: `${formatPercent(q.gstPercent)} (${formatPaise(q.gstPaise)}, included in Hola's share)`,
    },
  ]
  if (q.couponPaise > 0) rows.push({ key: 'Promo code', term: 'Promo code', value: `− ${formatPaise(q.couponPaise)}` })
  rows.push({ key: 'You pay', term: story.pay.term, value: story.pay.value, cls: 'breakdown-total' })
  rows.push({ key: 'Points back', term: story.back.term, value: story.back.value })
  return (
    <>
      <PriceBreakdown rows={rows} />
      <p className="payment-story">
        {q.pointsEarned > 0 ? 'Your final discount comes back as Hola points, not off the price: ' : ''}
        {story.back.sentence}
      </p>
      {story.rounding && <p className="payment-rounding">{story.rounding}</p>}
    </>
  )
}

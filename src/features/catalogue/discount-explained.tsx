import { useSnapshot } from 'valtio'
import type { DealDetail, DealDetailResponse } from '../../api/schemas/deals'
import { quote } from '../../lib/checkout-pricing'
import { discountBreakdown, formatPercent, round2 } from '../../lib/deal-pricing'
import { marginFor, pricingBasisText } from '../../lib/membership-plans'
import { formatPaise, formatRupees } from '../../lib/money'
import { PAYMENT_METHOD } from '../../lib/payment-methods'
import { checkoutStory } from '../../lib/money-story'
import { session, viewerOf } from '../../state/session'

/**
 * The deal page's money in a student's words (spec 2 §9): the outlet's discount, Hola's share of it (the plan's gross
 * margin), and what is left for the customer, the final discount, which comes back as Hola points when the code is
 * redeemed. What is paid and what comes back are the payment page's words (checkoutStory, src/lib/money-story.ts), for
 * the plan the person has, or the standard rate without one (docs/decisions/deal-pricing.md).
 */
export function DiscountExplained({
  deal,
  pricing,
}: {
  deal: DealDetail
  pricing: DealDetailResponse['default_hola_category']
}) {
  const snap = useSnapshot(session)
  const ownPlanId =
    viewerOf(snap) === 'customer' && 'hola_category' in snap.userInfo
      ? (snap.userInfo.hola_category?.id ?? null)
      : undefined
  const b = discountBreakdown(deal.deal_price, deal.discount, deal.final_discount)
  const margin = `${round2(b.grossMargin)}%`
  const upi = marginFor(pricing?.hola_category_margin ?? [], PAYMENT_METHOD.upi)
  const story =
    upi &&
    checkoutStory(
      quote({
        dealPrice: deal.deal_price,
        discount: deal.discount,
        isOpenDeal: false,
        margin: upi,
        couponAmount: 0,
        pointsBalance: 0,
        payWithPoints: false,
      }),
      { mode: PAYMENT_METHOD.upi, payWithPoints: false, pointsBalance: 0, rupeesPerPoint: upi.hola_to_currency },
    )
  return (
    <div className="deal-money-explained">
      <dl className="deal-money">
        <div>
          <dt>Outlet&apos;s discount</dt>
          <dd>
            {formatPercent(deal.discount)}{' '}
            <span className="deal-money-amount">({formatPaise(b.dealDiscountPaise)})</span>
          </dd>
        </div>
        <div>
          <dt>Hola&apos;s share, {margin} of it</dt>
          <dd>−{formatPaise(b.holaSharePaise)}</dd>
        </div>
        <div className="deal-money-yours">
          <dt>Your final discount</dt>
          <dd>
            {formatPercent(deal.final_discount)}{' '}
            <span className="deal-money-amount">({formatPaise(b.youSavePaise)})</span>
          </dd>
        </div>
        {story && (
          <>
            <div className="deal-money-yours">
              <dt>{story.pay.term}</dt>
              <dd>
                {deal.is_open_deal ? 'from ' : ''}
                {story.pay.value}
              </dd>
            </div>
            <div className="deal-money-yours">
              <dt>{story.back.term}</dt>
              <dd>{story.back.value}</dd>
            </div>
          </>
        )}
      </dl>
      <p className="deal-money-note">
        {deal.is_open_deal ? 'From' : 'On'} {formatRupees(deal.deal_price)} the outlet gives{' '}
        {formatPercent(deal.discount)} off. Hola keeps {margin} of that discount ({pricingBasisText(pricing, ownPlanId)}
        ) to run the service, so your final discount is {formatPercent(deal.final_discount)} (
        {formatPaise(b.youSavePaise)}). It comes back as Hola points rather than off the price:{' '}
        {story ? story.back.sentence : ''}
      </p>
    </div>
  )
}

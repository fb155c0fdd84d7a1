import type { DealDetail } from '../../api/schemas/deals'
import { discountBreakdown, formatPaise, formatPercent, formatRupees, round2 } from '../../lib/deal-pricing'

/**
 * The deal page's money in a student's words (spec 2 §9): the outlet's discount, Hola's share of it (the plan's gross
 * margin), and what is left for the customer, the final discount, with "You save" as its amount. The headline badge
 * and the cards show that same final discount, so one figure means one thing everywhere (docs/decisions/deal-pricing.md).
 */
export function DiscountExplained({ deal, plan }: { deal: DealDetail; plan: string | null }) {
  const b = discountBreakdown(deal.deal_price, deal.discount, deal.final_discount)
  const margin = `${round2(b.grossMargin)}%`
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
          <dd>{formatPercent(deal.final_discount)}</dd>
        </div>
        <div className="deal-money-yours">
          <dt>You save</dt>
          <dd>{formatPaise(b.youSavePaise)}</dd>
        </div>
        <div>
          <dt>Holas to be earned</dt>
          <dd>{deal.hp_for_customer}</dd>
        </div>
      </dl>
      <p className="deal-money-note">
        {deal.is_open_deal ? 'From' : 'On'} {formatRupees(deal.deal_price)} the outlet gives{' '}
        {formatPercent(deal.discount)} off. Hola keeps {margin} of that discount
        {plan ? ` (the ${plan} plan, paying by UPI)` : ''} to run the service, so your final discount is{' '}
        {formatPercent(deal.final_discount)}: you save {formatPaise(b.youSavePaise)}.
      </p>
    </div>
  )
}

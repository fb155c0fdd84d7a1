import { Link } from 'wouter'
import { loadHolaCategories } from '../../api/membership'
import type { MembershipPlan } from '../../api/schemas/membership'
import { formatRupees } from '../../lib/money'
import { PLAN_TERM_TEXT, canBuyPlan, marginFor, planStyle, referralRewardText } from '../../lib/membership-plans'
import { DEFAULT_PAYMENT_METHOD, paymentMethodName } from '../../lib/payment-methods'
import { paths } from '../../lib/paths'
import type { Role } from '../../lib/user-type'
import { Empty, Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import './membership.css'

/**
 * Choose Your Membership Plan (spec 1 §2): a card per plan with its price, referral reward and what the member keeps of
 * a deal's discount; Buy Now goes to /membership-payment/{uuid}, except on the plan the user holds. The cards need the
 * plans alone, so they read GET {role}/load-hola-categories (spec 1 §7); Upgrade Membership, which also offers the
 * payment types, reads membership-plan-list.
 */
export function PlanGrid({ role, currentPlanId }: { role: Role; currentPlanId: number | null }) {
  const plans = useCall(() => loadHolaCategories(role), [role])
  return (
    <section className="plan-grid-section" aria-labelledby="plan-grid-title" id="membership-plans">
      <h2 id="plan-grid-title">Choose Your Membership Plan</h2>
      {plans.status === 'loading' && !plans.data && <Loading label="Loading plans…" />}
      {plans.status === 'failed' && <Failed text="The membership plans could not be loaded." onRetry={plans.reload} />}
      {plans.data && plans.data.planList.length === 0 && <Empty text="No membership plans are on offer right now." />}
      {plans.data && plans.data.planList.length > 0 && (
        <ul className="plan-grid">
          {plans.data.planList.map((plan) => (
            <PlanCard key={plan.uuid} plan={plan} role={role} current={!canBuyPlan(plan, currentPlanId)} />
          ))}
        </ul>
      )}
    </section>
  )
}

function PlanCard({ plan, role, current }: { plan: MembershipPlan; role: Role; current: boolean }) {
  const upi = marginFor(plan.hola_category_margin)
  const reward = role === 'vendor' ? plan.vendor_referral_reward : plan.referral_reward
  const titleId = `plan-${plan.id}-title`
  return (
    <li className={`plan-card plan-${planStyle(plan.name)}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{plan.name}</h3>
      <p className="plan-price">{formatRupees(plan.purchase_amount)}</p>
      <ul className="plan-facts">
        <li>
          {role === 'vendor' ? 'For each outlet that joins with your code' : 'Referral reward'}:{' '}
          {referralRewardText(reward)}
        </li>
        {role === 'vendor' ? (
          <li>Spend your Hola points on advertisements for your deals</li>
        ) : (
          upi && (
            <li>
              You keep {100 - upi.gross_margin}% of every deal discount when you pay by{' '}
              {paymentMethodName(DEFAULT_PAYMENT_METHOD)}
            </li>
          )
        )}
        {role === 'customer' && plan.max_amount > 0 && <li>Deals up to {formatRupees(plan.max_amount)}</li>}
        <li>{PLAN_TERM_TEXT}</li>
      </ul>
      {role === 'customer' && (
        <details className="plan-margins">
          <summary>Hola&apos;s share by payment method</summary>
          <table>
            <caption className="visually-hidden">
              {plan.name}: Hola&apos;s share of a deal discount and GST by payment method
            </caption>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Hola share</th>
                <th scope="col">GST</th>
              </tr>
            </thead>
            <tbody>
              {plan.hola_category_margin.map((m) => (
                <tr key={m.payment_method_type}>
                  <th scope="row">{paymentMethodName(m.payment_method_type)}</th>
                  <td>{m.gross_margin}%</td>
                  <td>{m.gst}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
      {current ? (
        <p className="plan-current">Your current plan</p>
      ) : (
        <Link href={paths.membershipPayment(plan)} className="button button-block" aria-label={`Buy Now: ${plan.name}`}>
          Buy Now
        </Link>
      )}
    </li>
  )
}

/**
 * Membership plans (Hola categories, spec 1 §3 and §9): a plan's margin per payment method, which card a plan shows as,
 * and when Buy Now is offered. Shared by the plan grid and the mock backend.
 */
import { formatHola, formatRupees, pointsForPaise, toPaise } from './money'
import { DEFAULT_PAYMENT_METHOD, paymentMethodName } from './payment-methods'

/** The card style of a plan: Silver and Gold have their own, any later plan a plain card. */
type PlanStyle = 'silver' | 'gold' | 'plain'
export function planStyle(name: string): PlanStyle {
  const n = name.trim().toLowerCase()
  return n === 'silver' ? 'silver' : n === 'gold' ? 'gold' : 'plain'
}

/** Buy Now is hidden on the plan the user already holds (spec 1 §2). */
export const canBuyPlan = (plan: { id: number }, currentPlanId: number | null | undefined) => plan.id !== currentPlanId

/** The margin row of a method, falling back to the default method's (a plan always lists UPI). */
export function marginFor<M extends { payment_method_type: number }>(
  margins: readonly M[],
  method: number = DEFAULT_PAYMENT_METHOD,
): M | undefined {
  return (
    margins.find((m) => m.payment_method_type === method) ??
    margins.find((m) => m.payment_method_type === DEFAULT_PAYMENT_METHOD)
  )
}

/** The one wording for a person without a plan (My Account, the dashboard, the deal page). */
export const NO_PLAN = 'No plan'

/** A plan's name as shown, or NO_PLAN. */
export const planLabel = (plan: { name: string } | null | undefined): string => plan?.name ?? NO_PLAN

/**
 * Whose rates a deal page's figures are, in words: the viewer's own plan when the server priced with it,
 * otherwise the standard rate everyone without a plan gets (the default plan's margins; docs/decisions/deal-pricing.md).
 * `ownPlanId` is the signed-in student's plan (null without one, undefined for a visitor or vendor).
 */
export function pricingBasisText(priced: { id: number; name: string } | null, ownPlanId: number | null | undefined) {
  const method = paymentMethodName(DEFAULT_PAYMENT_METHOD)
  if (priced && ownPlanId === priced.id) return `your ${priced.name} plan, paying by ${method}`
  if (priced && ownPlanId != null) return `the ${priced.name} plan, paying by ${method}`
  return `${ownPlanId === null ? 'you have no plan: ' : ''}the standard rate without a plan, paying by ${method}`
}

/**
 * A referral reward is promised in rupees (the plan's `referral_reward`) and paid in Hola points worth exactly that:
 * whole points, rounded down (docs/decisions/money-model.md). The plan card and the ledger both use it.
 */
export const referralRewardPoints = (rupees: number): number => Math.max(0, pointsForPaise(toPaise(rupees), 'down'))

/** The plan card's reward in both units: "₹50, paid as 50 Hola points". */
export const referralRewardText = (rupees: number): string =>
  `${formatRupees(rupees)}, paid as ${formatHola(referralRewardPoints(rupees))} points`

/** A plan runs a year from the day it is bought (docs/decisions/money-model.md). */
export const PLAN_TERM_YEARS = 1
export const PLAN_TERM_TEXT = 'Valid for one year from the day you buy it'

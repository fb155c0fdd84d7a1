/**
 * Membership plans (Hola categories, spec 1 §3 and §9): the payment methods a plan prices per method, which card a plan
 * shows as, and when Buy Now is offered. Shared by the plan grid and the mock backend.
 */

/** Payment methods of spec 1 §9 (and spec 3 §3), by id: a plan's margins are given per method. */
export const PAYMENT_METHODS = [
  { id: 1, name: 'Cash' },
  { id: 2, name: 'Net Banking' },
  { id: 3, name: 'Debit Card' },
  { id: 4, name: 'Hola Point' },
  { id: 5, name: 'Credit Card' },
  { id: 6, name: 'UPI' },
] as const
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id']

/** The method a plan is shown (and deals are priced) at unless the user picks another: UPI (spec 1 §9). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 6

/** The card style of a plan: Silver and Gold have their own, any later plan a plain card. */
export type PlanStyle = 'silver' | 'gold' | 'plain'
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
 * Whose rates a deal page's figures are, in words (issue 17): the viewer's own plan when the server priced with it,
 * otherwise the standard rate everyone without a plan gets (the default plan's margins; docs/decisions/deal-pricing.md).
 * `ownPlanId` is the signed-in student's plan (null without one, undefined for a visitor or vendor).
 */
export function pricingBasisText(priced: { id: number; name: string } | null, ownPlanId: number | null | undefined) {
  const method = PAYMENT_METHODS.find((m) => m.id === DEFAULT_PAYMENT_METHOD)!.name
  if (priced && ownPlanId === priced.id) return `your ${priced.name} plan, paying by ${method}`
  if (priced && ownPlanId != null) return `the ${priced.name} plan, paying by ${method}`
  return `${ownPlanId === null ? 'you have no plan: ' : ''}the standard rate without a plan, paying by ${method}`
}

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

import type { MembershipPlan } from '../../../src/api/schemas/membership'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { PLAN_TERM_YEARS } from '../../../src/lib/membership-plans'
import { db } from '../../store/db'
import type { UserRecord } from '../../store/records'

/**
 * The plans on sale (spec 1 §7 Membership), cheapest first, each with its margins per payment method (1 Cash … 6 UPI)
 * from the holaMargins table: checkout prices a plan's deals by the method the customer pays with.
 */
export function planList(): MembershipPlan[] {
  const margins = db.holaMargins.all()
  return (
    db.holaCategories
      .all()
      .slice()
      .sort((a, b) => a.purchase_amount - b.purchase_amount || a.id - b.id)
      // The plan record is the wire's plan without its margins (records.ts).
      .map((p) => ({
        ...p,
        hola_category_margin: margins
          .filter((m) => m.hola_category_id === p.id)
          .sort((a, b) => a.payment_method_type - b.payment_method_type)
          .map((m) => ({
            payment_method_type: m.payment_method_type,
            hola_to_currency: m.hola_to_currency,
            gross_margin: m.gross_margin,
            gst: m.gst,
          })),
      }))
  )
}

/** A day (YYYY-MM-DD) `n` years on: 29 February lands on 1 March in a year without one. */
export function addYears(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y + n, m - 1, d)).toISOString().slice(0, 10)
}

/**
 * The purchase that started a person's current plan: their latest successful membership payment for the plan they
 * hold (the gateway's session, whose sale the ledger holds). Undefined for a plan given without a purchase (the seed).
 */
export function planPurchaseOf(u: UserRecord) {
  if (u.hola_category_id === null) return undefined
  return db.gatewaySessions
    .findMany((q) =>
      q.where({ user_id: u.id, payment_for: 'membership', subject_id: u.hola_category_id!, outcome: 'success' }),
    )
    .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? '') || b.id - a.id)[0]
}

/**
 * A plan's term (docs/decisions/money-model.md): from the India day it was bought to the day before the same day
 * PLAN_TERM_YEARS later. Null when the plan was not bought (no purchase on record).
 */
export function planTerm(u: UserRecord): { from: string; until: string } | null {
  const bought = planPurchaseOf(u)
  if (!bought?.completed_at) return null
  const from = indiaDay(Date.parse(bought.completed_at))
  return { from, until: addDays(addYears(from, PLAN_TERM_YEARS), -1) }
}

import type { MembershipPlan } from '../../src/api/schemas/membership'
import { db } from '../db'

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

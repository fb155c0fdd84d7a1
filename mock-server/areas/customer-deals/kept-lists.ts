import { db, nextId } from '../../store/db'
import type { CartItemRecord } from './records'
import { clock, iso } from '../../clock/clock'

/** The two lists a customer keeps deals in (cart_type on the wire): 0 wishlist, 1 My Deals. */
export const KEPT_LIST = { wishlist: 0, myDeals: 1 } as const
export type KeptList = (typeof KEPT_LIST)[keyof typeof KEPT_LIST]

/** The customer's entry for this deal in this list, if any. */
export function keptEntry(customerId: number, dealId: number, list: KeptList): CartItemRecord | undefined {
  return db.cartItems.findFirst((q) => q.where({ customer_id: customerId, deal_id: dealId, cart_type: list }))
}

/** Adds the deal to the list; false when it is already there (each deal is in a list at most once). */
export async function keep(customerId: number, dealId: number, list: KeptList, now = clock.now()): Promise<boolean> {
  if (keptEntry(customerId, dealId, list)) return false
  await db.cartItems.create({
    id: nextId(db.cartItems),
    customer_id: customerId,
    deal_id: dealId,
    cart_type: list,
    created_at: iso(now),
  })
  return true
}

/** Removes the deal from the list; false when it was not there. */
export function unkeep(customerId: number, dealId: number, list: KeptList): boolean {
  return (
    db.cartItems.deleteMany((q) => q.where({ customer_id: customerId, deal_id: dealId, cart_type: list })).length > 0
  )
}

/** The customer's entries of one list, newest first. */
export function entriesOf(customerId: number, list: KeptList): CartItemRecord[] {
  return db.cartItems
    .findMany((q) => q.where({ customer_id: customerId, cart_type: list }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
}

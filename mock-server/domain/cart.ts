import { db, nextId } from '../db'
import type { CartItemRecord } from '../db/customer-records'
import { clock, iso } from './clock'

/** The two lists a customer keeps deals in (cart_type on the wire): 0 wishlist, 1 My Deals. */
export const CART = { wishlist: 0, myDeals: 1 } as const
export type CartType = (typeof CART)[keyof typeof CART]

/** The customer's entry for this deal in this list, if any. */
export function cartEntry(customerId: number, dealId: number, cartType: CartType): CartItemRecord | undefined {
  return db.cartItems.findFirst((q) => q.where({ customer_id: customerId, deal_id: dealId, cart_type: cartType }))
}

/** Adds the deal to the list; false when it is already there (each deal is in a list at most once). */
export async function keep(
  customerId: number,
  dealId: number,
  cartType: CartType,
  now = clock.now(),
): Promise<boolean> {
  if (cartEntry(customerId, dealId, cartType)) return false
  await db.cartItems.create({
    id: nextId(db.cartItems),
    customer_id: customerId,
    deal_id: dealId,
    cart_type: cartType,
    created_at: iso(now),
  })
  return true
}

/** Removes the deal from the list; false when it was not there. */
export function unkeep(customerId: number, dealId: number, cartType: CartType): boolean {
  return (
    db.cartItems.deleteMany((q) => q.where({ customer_id: customerId, deal_id: dealId, cart_type: cartType })).length >
    0
  )
}

/** The customer's entries of one list, newest first. */
export function entriesOf(customerId: number, cartType: CartType): CartItemRecord[] {
  return db.cartItems
    .findMany((q) => q.where({ customer_id: customerId, cart_type: cartType }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
}

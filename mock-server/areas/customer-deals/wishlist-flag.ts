import { KEPT_LIST, keptEntry } from './kept-lists'

/** Whether a deal is in a customer's wishlist (db.cartItems, cart_type 0): the `is_wishlist` flag of listings and deal details. */
export function isWishlisted(customerId: number, dealId: number): 0 | 1 {
  return keptEntry(customerId, dealId, KEPT_LIST.wishlist) ? 1 : 0
}

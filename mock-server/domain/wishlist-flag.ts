import { CART, cartEntry } from './cart'

/** Whether a deal is in a customer's wishlist (db.cartItems, cart_type 0): the `is_wishlist` flag of listings and deal details. */
export function isWishlisted(customerId: number, dealId: number): 0 | 1 {
  return cartEntry(customerId, dealId, CART.wishlist) ? 1 : 0
}

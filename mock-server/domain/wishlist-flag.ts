/**
 * Whether a deal is in a customer's wishlist, for the `is_wishlist` flag of listings and deal details.
 * The wishlist table arrives with the customer's issue (db.cartItems, cart_type 0); until then nothing is wishlisted.
 */
export function isWishlisted(_customerId: number, _dealId: number): 0 | 1 {
  return 0
}

/**
 * The spec's words for the customer's wishlist, My Deals and deal reports (spec 2 §2, §8), word for word, written
 * once: the screens show them and the mock backend answers with them.
 */

/** The verification gate's warning: the two screens word it differently (a colon for My Deals, a comma for the wishlist). */
export const NOT_VERIFIED = {
  myDeals: 'Not Allowed: Email or Phone is not verified, please verify first.',
  wishlist: 'Not Allowed, Email or Phone is not verified, please verify first.',
} as const

/** Shared by both lists' screens. */
const LIST_TEXTS = {
  empty: 'No Deals Found',
  confirm: 'Are you sure you want to remove this deal',
  no: 'No, Keep it!',
} as const

export const WISHLIST_TEXTS = {
  ...LIST_TEXTS,
  notVerified: NOT_VERIFIED.wishlist,
  yes: 'Yes Remove it!',
  added: 'Item has been added to your wishlist',
  removed: 'This deal is removed from your wishlist',
  already: 'This deal is already in your wishlist.',
  absent: 'This deal is not in your wishlist.',
} as const

export const MY_DEALS_TEXTS = {
  ...LIST_TEXTS,
  notVerified: NOT_VERIFIED.myDeals,
  yes: 'Yes Delete it!',
  added: 'Item has been added to your deal',
  removed: 'This deal is removed from your deal list',
  already: 'This deal is already in your deals.',
  notActive: 'This deal is not active.',
  absent: 'This deal is not in your deals.',
} as const

/** Spec 2 §8: what an active deal with nothing left says, on its page and when added to My Deals. */
export const OUT_OF_STOCK = 'Deal is out of stock'

export const REPORT_TEXTS = {
  reported: 'Deal has been reported wrong.',
  already: 'You have already reported this deal.',
  /**
   * In My Orders, on every order of a deal the customer reported: a report is about the deal, once per customer
   * (spec 2 §4), so an order it was not sent from says whose it is rather than "Reported".
   */
  dealReported: 'Deal reported',
  noDealCount: 'You can report only a deal you have in your deals.',
  wrongVendor: 'The selected vendor id is invalid.',
} as const

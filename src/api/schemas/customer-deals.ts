import { type } from './lazy'
import { mediaPath } from './common'

/** Deal status ids (spec 2 §3): 1 active, 2 pending, 3 expired, 4 inactive. */
export const dealStatus = type('1 | 2 | 3 | 4')
export type DealStatus = typeof dealStatus.infer

/** A deal as the customer's own lists show it (My Deals, My Wishlist, the dashboard). */
export const keptDeal = type({
  id: 'number',
  uuid: 'string',
  name: 'string',
  small_image: mediaPath,
  deal_price: 'number',
  /** The deal's discount, percent. */
  discount: 'number',
  /** The discount the customer gets: reduced by the gross-margin percent of their plan (as on cards). */
  final_discount: 'number',
  deal_status: dealStatus,
  deal_available: 'number',
  is_paylater: '0 | 1',
  /** YYYY-MM-DD */
  from_date: 'string',
  end_date: 'string',
  vendor: { id: 'number', organization: 'string' },
})
export type KeptDeal = typeof keptDeal.infer

/** One entry of a list: cart_type 0 wishlist, 1 My Deals. */
export const keptDealEntry = type({
  id: 'number',
  cart_type: '0 | 1',
  created_at: 'string',
  deal: keptDeal,
})
export type KeptDealEntry = typeof keptDealEntry.infer

/** The deal a cart call is about: its uuid. */
export const dealUuidRequest = type({ id: '0 < string <= 64' })
export type DealUuidRequest = typeof dealUuidRequest.infer

/** POST customer/add-to-wishlist */
export const addToWishlistRequest = dealUuidRequest
export const addToWishlistResponse = type({ success: 'true', message: 'string', is_wishlist: '1' })
export type AddToWishlistResponse = typeof addToWishlistResponse.infer

/** POST customer/remove-from-wishlist */
export const removeFromWishlistRequest = dealUuidRequest
export const removeFromWishlistResponse = type({ success: 'true', message: 'string', is_wishlist: '0' })
export type RemoveFromWishlistResponse = typeof removeFromWishlistResponse.infer

/** POST customer/add-to-paynow (add to My Deals) */
export const addToPaynowRequest = dealUuidRequest
export const addToPaynowResponse = type({ success: 'true', message: 'string' })
export type AddToPaynowResponse = typeof addToPaynowResponse.infer

/** POST customer/remove-from-paynow */
export const removeFromPaynowRequest = dealUuidRequest
export const removeFromPaynowResponse = type({ success: 'true', message: 'string' })
export type RemoveFromPaynowResponse = typeof removeFromPaynowResponse.infer

/** Which list customer/my-wishlist returns: 0 the wishlist, 1 My Deals. */
export const cartType = type('0 | 1')
export type KeptList = typeof cartType.infer

/** POST customer/my-wishlist */
export const myWishlistRequest = type({ cart_type: cartType })
export type MyWishlistRequest = typeof myWishlistRequest.infer
export const myWishlistResponse = type({ my_deals: keptDealEntry.array() })
export type MyWishlistResponse = typeof myWishlistResponse.infer

/** A dashboard deal: a kept deal with its distance in km from the position in the location headers. */
export const dashboardDeal = keptDeal.and({ distance: 'number' })
export type DashboardDeal = typeof dashboardDeal.infer

/** GET customer/customer-dashboard (location headers) */
export const customerDashboardResponse = type({
  all_deals: dashboardDeal.array(),
  active_deals: dashboardDeal.array(),
  pending_deals: dashboardDeal.array(),
  expire_deals: dashboardDeal.array(),
})
export type CustomerDashboardResponse = typeof customerDashboardResponse.infer

/** POST customer/check-deal/{uuid}: how many times the customer holds the deal, and whether they reported it. */
export const checkDealResponse = type({ deal_counts: 'number.integer >= 0', is_reported: '0 | 1' })
export type CheckDealResponse = typeof checkDealResponse.infer

/** POST customer/save-deal-reporting ("Mark as Wrong"); order_id only when sent from the orders page. */
export const saveDealReportingRequest = type({
  title: '0 < string <= 230',
  description: '0 < string <= 1000',
  deal_id: 'number.integer > 0',
  vendor_id: 'number.integer > 0',
  'order_id?': 'number.integer > 0 | null',
})
export type SaveDealReportingRequest = typeof saveDealReportingRequest.infer
export const saveDealReportingResponse = type({ success: 'true', message: 'string' })
export type SaveDealReportingResponse = typeof saveDealReportingResponse.infer

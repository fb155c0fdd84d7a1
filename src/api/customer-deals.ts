import { call, lazySchemas } from './client'
import type { KeptList, SaveDealReportingRequest } from './schemas/customer-deals'

// Response schemas load only when answers are checked (development, tests); production ships none.
const customerDealSchemas = lazySchemas(() => import('./schemas/customer-deals'))

/** POST customer/add-to-wishlist: the deal's uuid. A deal already there is a 409 whose `msg` is ApiError.serverText. */
export const addToWishlist = (dealUuid: string) =>
  call('customer/add-to-wishlist', customerDealSchemas('addToWishlistResponse'), { body: { id: dealUuid } })

/** POST customer/remove-from-wishlist */
export const removeFromWishlist = (dealUuid: string) =>
  call('customer/remove-from-wishlist', customerDealSchemas('removeFromWishlistResponse'), { body: { id: dealUuid } })

/** POST customer/add-to-paynow: adds the deal to My Deals (409 with `msg` when it cannot). */
export const addToMyDeals = (dealUuid: string) =>
  call('customer/add-to-paynow', customerDealSchemas('addToPaynowResponse'), { body: { id: dealUuid } })

/** POST customer/remove-from-paynow: removes the deal from My Deals (after the user confirmed). */
export const removeFromMyDeals = (dealUuid: string) =>
  call('customer/remove-from-paynow', customerDealSchemas('removeFromPaynowResponse'), { body: { id: dealUuid } })

/** POST customer/my-wishlist: cart_type 0 the wishlist, 1 My Deals. 403 for a customer whose email or phone is not verified. */
export const myList = (list: KeptList) =>
  call('customer/my-wishlist', customerDealSchemas('myWishlistResponse'), { body: { cart_type: list } })

/** GET customer/customer-dashboard, with the location headers (distances). */
export const customerDashboard = () =>
  call('customer/customer-dashboard', customerDealSchemas('customerDashboardResponse'), {
    method: 'GET',
    location: true,
  })

/** POST customer/check-deal/{uuid}: deal_counts (Mark as Wrong needs one) and is_reported. */
export const checkDeal = (dealUuid: string) =>
  call(`customer/check-deal/${encodeURIComponent(dealUuid)}`, customerDealSchemas('checkDealResponse'))

/** POST customer/save-deal-reporting ("Mark as Wrong") */
export const reportDeal = (body: SaveDealReportingRequest) =>
  call('customer/save-deal-reporting', customerDealSchemas('saveDealReportingResponse'), { body })

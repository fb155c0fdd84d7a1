import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { KeptList, SaveDealReportingRequest } from './schemas/customer-deals'

// Response schemas load only when answers are checked (development, tests); production ships none.
const customerDealSchemas = lazySchemas(() => import('./schemas/customer-deals'))

/** POST customer/add-to-wishlist: the deal's uuid. A deal already there is a 409 whose `msg` is ApiError.serverText. */
export const addToWishlist = (dealUuid: string) =>
  call(ENDPOINTS['POST customer/add-to-wishlist'], customerDealSchemas('addToWishlistResponse'), {
    body: { id: dealUuid },
  })

/** POST customer/remove-from-wishlist */
export const removeFromWishlist = (dealUuid: string) =>
  call(ENDPOINTS['POST customer/remove-from-wishlist'], customerDealSchemas('removeFromWishlistResponse'), {
    body: { id: dealUuid },
  })

/** POST customer/add-to-paynow: adds the deal to My Deals (409 with `msg` when it cannot). */
export const addToMyDeals = (dealUuid: string) =>
  call(ENDPOINTS['POST customer/add-to-paynow'], customerDealSchemas('addToPaynowResponse'), { body: { id: dealUuid } })

/** POST customer/remove-from-paynow: removes the deal from My Deals (after the user confirmed). */
export const removeFromMyDeals = (dealUuid: string) =>
  call(ENDPOINTS['POST customer/remove-from-paynow'], customerDealSchemas('removeFromPaynowResponse'), {
    body: { id: dealUuid },
  })

/** POST customer/my-wishlist: cart_type 0 the wishlist, 1 My Deals. 403 for a customer whose email or phone is not verified. */
export const myList = (list: KeptList) =>
  call(ENDPOINTS['POST customer/my-wishlist'], customerDealSchemas('myWishlistResponse'), { body: { cart_type: list } })

/** GET customer/customer-dashboard, with the location headers (distances). */
export const customerDashboard = () =>
  call(ENDPOINTS['GET customer/customer-dashboard'], customerDealSchemas('customerDashboardResponse'))

/** POST customer/check-deal/{uuid}: deal_counts (Mark as Wrong needs one) and is_reported. */
export const checkDeal = (dealUuid: string) =>
  call(ENDPOINTS['POST customer/check-deal/{id}'], customerDealSchemas('checkDealResponse'), {
    params: { id: dealUuid },
  })

/** POST customer/save-deal-reporting ("Mark as Wrong") */
export const reportDeal = (body: SaveDealReportingRequest) =>
  call(ENDPOINTS['POST customer/save-deal-reporting'], customerDealSchemas('saveDealReportingResponse'), { body })

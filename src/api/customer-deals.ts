import { lazySchemas } from './client'
import type { KeptList, SaveDealReportingRequest } from './schemas/customer-deals'
import { defineCall } from './define-call'
import { DEAL_UUID, NOT_VERIFIED, type OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const customerDealSchemas = lazySchemas(() => import('./schemas/customer-deals'))

/** POST customer/add-to-wishlist: the deal's uuid. A deal already there is a 409 whose `msg` is ApiError.serverText. */
export const addToWishlist = defineCall(
  'POST customer/add-to-wishlist',
  customerDealSchemas,
  'addToWishlistResponse',
  (dealUuid: string) => ({
    body: { id: dealUuid },
  }),
)

/** POST customer/remove-from-wishlist */
export const removeFromWishlist = defineCall(
  'POST customer/remove-from-wishlist',
  customerDealSchemas,
  'removeFromWishlistResponse',
  (dealUuid: string) => ({
    body: { id: dealUuid },
  }),
)

/** POST customer/add-to-paynow: adds the deal to My Deals (409 with `msg` when it cannot). */
export const addToMyDeals = defineCall(
  'POST customer/add-to-paynow',
  customerDealSchemas,
  'addToPaynowResponse',
  (dealUuid: string) => ({ body: { id: dealUuid } }),
)

/** POST customer/remove-from-paynow: removes the deal from My Deals (after the user confirmed). */
export const removeFromMyDeals = defineCall(
  'POST customer/remove-from-paynow',
  customerDealSchemas,
  'removeFromPaynowResponse',
  (dealUuid: string) => ({
    body: { id: dealUuid },
  }),
)

/** POST customer/my-wishlist: cart_type 0 the wishlist, 1 My Deals. 403 for a customer whose email or phone is not verified. */
export const myList = defineCall(
  'POST customer/my-wishlist',
  customerDealSchemas,
  'myWishlistResponse',
  (list: KeptList) => ({ body: { cart_type: list } }),
)

/** GET customer/customer-dashboard, with the location headers (distances). */
export const customerDashboard = defineCall(
  'GET customer/customer-dashboard',
  customerDealSchemas,
  'customerDashboardResponse',
  () => ({}),
  { location: true },
)

/** POST customer/check-deal/{uuid}: deal_counts (Mark as Wrong needs one) and is_reported. */
export const checkDeal = defineCall(
  'POST customer/check-deal/{id}',
  customerDealSchemas,
  'checkDealResponse',
  (dealUuid: string) => ({
    params: { id: dealUuid },
  }),
)

/** POST customer/save-deal-reporting ("Mark as Wrong") */
export const reportDeal = defineCall(
  'POST customer/save-deal-reporting',
  customerDealSchemas,
  'saveDealReportingResponse',
  (body: SaveDealReportingRequest) => ({ body }),
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST customer/add-to-wishlist': {
    summary: 'Keep a deal in the wishlist',
    description: `Spec 2 §7, spec 3 §7: ${DEAL_UUID} Answers \`is_wishlist\`.`,
    errors: { 404: 'No public deal with that uuid.', 409: 'Already in the wishlist (`msg` says so).' },
  },
  'POST customer/remove-from-wishlist': {
    summary: 'Take a deal out of the wishlist',
    description: `Spec 2 §7: ${DEAL_UUID}`,
    errors: { 404: 'No such deal, or it is not in the wishlist.' },
  },
  'POST customer/add-to-paynow': {
    summary: 'Add a deal to My Deals',
    description: `Spec 2 §7, spec 3 §7: ${DEAL_UUID} Only an active deal in stock, for a verified student.`,
    errors: {
      403: NOT_VERIFIED,
      404: 'No public deal with that uuid.',
      409: 'The deal is not active, out of stock, or already in My Deals (`msg` says which).',
    },
  },
  'POST customer/remove-from-paynow': {
    summary: 'Take a deal out of My Deals',
    description: `Spec 2 §7: ${DEAL_UUID} Sent after the student confirms.`,
    errors: { 404: 'No such deal, or it is not in My Deals.' },
  },
  'POST customer/my-wishlist': {
    summary: 'The wishlist or My Deals',
    description: 'Spec 2 §7: `cart_type` 0 the wishlist, 1 My Deals; answers `my_deals`.',
  },
  'GET customer/customer-dashboard': {
    summary: 'The student’s dashboard of kept deals',
    description:
      'Spec 2 §7, spec 3 §7: the position in the latitude/longitude headers; answers `all_deals`, `active_deals`, `pending_deals`, `expire_deals`, each with its distance.',
  },
  'POST customer/check-deal/{id}': {
    summary: 'How many of a deal the student holds',
    description: 'Spec 2 §7, spec 3 §7: `id` in the path is the deal’s uuid; answers `deal_counts`.',
    errors: { 404: 'No deal with that uuid.' },
  },
  'POST customer/save-deal-reporting': {
    summary: 'Report a deal',
    description:
      'Spec 2 §7, spec 3 §7: `title`, `description`, `deal_id` (the deal’s uuid), `vendor_id`, and `order_id` when reported from an order. Only a deal the student has bought can be reported.',
    errors: {
      403: 'The student holds none of this deal.',
      404: 'No public deal with that uuid.',
      409: 'Already reported (`msg` says so).',
    },
  },
} satisfies OperationTexts<typeof import('./customer-deals')>

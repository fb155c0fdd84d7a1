import {
  addToPaynowRequest,
  addToPaynowResponse,
  addToWishlistRequest,
  addToWishlistResponse,
  checkDealResponse,
  customerDashboardResponse,
  myWishlistRequest,
  myWishlistResponse,
  removeFromPaynowRequest,
  removeFromPaynowResponse,
  removeFromWishlistRequest,
  removeFromWishlistResponse,
  saveDealReportingRequest,
  saveDealReportingResponse,
} from '../../../src/api/schemas/customer-deals'
import { addRatingReviewRequest, addRatingReviewResponse } from '../../../src/api/schemas/review-writing'
import { pricingFor } from '../catalogue/rules'
import { customerDashboard } from './dashboard'
import { publicDealByUuid } from './rules'
import { hasReported, reportDeal } from './deal-reports'
import { addToMyDeals, dealCounts, myList, removeFromMyDeals } from './my-deals'
import { writeReview } from '../reviews/writing'
import { addToWishlist, removeFromWishlist } from './wishlist'
import { MY_DEALS_TEXTS, REPORT_TEXTS, WISHLIST_TEXTS } from '../../../src/lib/customer-deal-texts'
import { REVIEW_TEXTS } from '../../../src/lib/review-texts'
import { endpoint } from '../../kit/endpoint'
import { dashboardDeal, keptDealEntry } from './present-kept-deal'
import { ENDPOINTS } from '../../../src/api/endpoints'

/** A customer's deals: wishlist, My Deals, dashboard, deal counts, reviews and reports (spec 2 §7). Customers only. */
export const customerDealHandlers = [
  endpoint(
    ENDPOINTS['POST customer/add-to-wishlist'],
    { body: addToWishlistRequest, access: 'customer', response: addToWishlistResponse },
    async ({ body, caller }) => {
      await addToWishlist(caller.user, body.id)
      return { success: true as const, message: WISHLIST_TEXTS.added, is_wishlist: 1 as const }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/remove-from-wishlist'],
    { body: removeFromWishlistRequest, access: 'customer', response: removeFromWishlistResponse },
    ({ body, caller }) => {
      removeFromWishlist(caller.user, body.id)
      return { success: true as const, message: WISHLIST_TEXTS.removed, is_wishlist: 0 as const }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/add-to-paynow'],
    { body: addToPaynowRequest, access: 'customer', response: addToPaynowResponse },
    async ({ body, caller }) => {
      await addToMyDeals(caller.user, body.id)
      return { success: true as const, message: MY_DEALS_TEXTS.added }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/remove-from-paynow'],
    { body: removeFromPaynowRequest, access: 'customer', response: removeFromPaynowResponse },
    ({ body, caller }) => {
      removeFromMyDeals(caller.user, body.id)
      return { success: true as const, message: MY_DEALS_TEXTS.removed }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/my-wishlist'],
    { reads: true, body: myWishlistRequest, access: 'customer', response: myWishlistResponse },
    ({ body, caller }) => {
      const pricing = pricingFor(caller.user)
      return { my_deals: myList(caller.user, body.cart_type).map((row) => keptDealEntry(row, pricing)) }
    },
  ),
  endpoint(
    ENDPOINTS['GET customer/customer-dashboard'],
    { reads: true, access: 'customer', response: customerDashboardResponse },
    ({ caller, location }) => {
      const lists = customerDashboard(caller.user.id)
      const pricing = pricingFor(caller.user)
      const present = (rows: typeof lists.all) => rows.map((row) => dashboardDeal(row, pricing, location))
      return {
        all_deals: present(lists.all),
        active_deals: present(lists.active),
        pending_deals: present(lists.pending),
        expire_deals: present(lists.expired),
      }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/check-deal/{id}'],
    { reads: true, access: 'customer', response: checkDealResponse },
    ({ params, caller }) => {
      const deal = publicDealByUuid(params.id ?? '')
      return {
        deal_counts: dealCounts(caller.user.id, deal.id),
        is_reported: hasReported(caller.user.id, deal.id) ? (1 as const) : (0 as const),
      }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/add-rating-review'],
    { body: addRatingReviewRequest, access: 'customer', response: addRatingReviewResponse },
    async ({ body, caller }) => {
      await writeReview(caller.user, body)
      return { success: true as const, message: REVIEW_TEXTS.submitted }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/save-deal-reporting'],
    { body: saveDealReportingRequest, access: 'customer', response: saveDealReportingResponse },
    async ({ body, caller }) => {
      await reportDeal(caller.user, body)
      return { success: true as const, message: REPORT_TEXTS.reported }
    },
  ),
]

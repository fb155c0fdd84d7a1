import {
  categoryDealRequest,
  categoryDealResponse,
  dealDetailRequest,
  dealDetailResponse,
  keywordDealRequest,
  keywordDealResponse,
  menuCategoryRequest,
  menuCategoryResponse,
  productDealRequest,
  productDealResponse,
  vendorDealDetailRequest,
  vendorDealDetailResponse,
  vendorDealRequest,
  vendorDealResponse,
  type DealDetailResponse,
} from '../../../src/api/schemas/deals'
import { distanceKm } from '../../../src/lib/distance'
import { DEAL_STATUS_NAMES } from '../../../src/lib/deal-status'
import { PAYMENT_METHODS } from '../../../src/lib/payment-methods'
import type { DealRecord } from './records'
import type { UserRecord } from '../../store/records'
import {
  categoryListing,
  homeCarousels,
  keywordListing,
  ownDeal,
  pricingFor,
  productListing,
  publishedDeal,
  vendorListing,
  type ListingQuery,
} from './rules'
import { endpoint } from '../../kit/endpoint'
import { presentCategory, presentDetail, presentListing, viewing } from './present-deal'
import { ENDPOINTS } from '../../../src/api/endpoints'

type Filter = { sortBy?: ListingQuery['sortBy']; order?: ListingQuery['order']; city_id?: number | null }

/** The listing query from a body and the location headers: distance ascending unless asked otherwise (spec 2 §9). */
const listingQuery = (body: Filter, from: { latitude: number; longitude: number }): ListingQuery => ({
  sortBy: body.sortBy ?? 'distance',
  order: body.order ?? 'asc',
  cityId: body.city_id ?? null,
  from,
})

/** Who is looking decides is_wishlist and the plan that prices final_discount; the body's wishlist_customer_id is ignored. */
const viewerOf = (caller: { user: UserRecord } | null) => caller?.user ?? null

function detailAnswer(
  deal: DealRecord,
  viewer: UserRecord | null,
  from: { latitude: number; longitude: number },
): DealDetailResponse {
  const pricing = pricingFor(viewer)
  return {
    deal: presentDetail(deal, distanceKm(from, deal), viewing(viewer, pricing)),
    payment_type: PAYMENT_METHODS.map((p) => ({ ...p })),
    deal_status: DEAL_STATUS_NAMES.map((s) => ({ ...s })),
    default_hola_category: {
      id: pricing.plan.id,
      uuid: pricing.plan.uuid,
      name: pricing.plan.name,
      hola_category_margin: pricing.margins.map((m) => ({
        payment_method_type: m.payment_method_type,
        hola_to_currency: m.hola_to_currency,
        gross_margin: m.gross_margin,
        gst: m.gst,
      })),
    },
  }
}

/** Deal discovery (spec 2 §7): open to everyone; a signed-in caller is recognised by the bearer token. */
export const dealHandlers = [
  endpoint(
    ENDPOINTS['POST menu-category'],
    { reads: true, body: menuCategoryRequest, access: 'optional', response: menuCategoryResponse },
    ({ body, caller, location }) => {
      const viewer = viewerOf(caller)
      const v = viewing(viewer, pricingFor(viewer))
      const home = homeCarousels({ cityId: body.city_id ?? null, from: location })
      return {
        top_menu_cateogry: home.carousels.map((c) => ({
          ...presentCategory(c.category),
          deals: presentListing(c.deals, v),
        })),
        slider_category: home.categories.map(presentCategory),
        featured_vendor: presentListing(home.featured, v),
      }
    },
  ),

  endpoint(
    ENDPOINTS['POST category-deal'],
    { reads: true, body: categoryDealRequest, access: 'optional', response: categoryDealResponse },
    ({ body, caller, location }) => {
      const viewer = viewerOf(caller)
      const found = categoryListing(body.id, listingQuery(body, location))
      return {
        deals: presentListing(found.deals, viewing(viewer, pricingFor(viewer))),
        category_deals: { name: found.name },
      }
    },
  ),

  endpoint(
    ENDPOINTS['POST keyword-deal'],
    { reads: true, body: keywordDealRequest, access: 'optional', response: keywordDealResponse },
    ({ body, caller, location }) => {
      const viewer = viewerOf(caller)
      const found = keywordListing(body.name, listingQuery(body, location))
      return {
        deals: presentListing(found.deals, viewing(viewer, pricingFor(viewer))),
        keyword_deals: { id: found.keyword.id, name: found.keyword.name },
      }
    },
  ),

  endpoint(
    ENDPOINTS['POST product-deal'],
    { reads: true, body: productDealRequest, access: 'optional', response: productDealResponse },
    ({ body, caller, location }) => {
      const viewer = viewerOf(caller)
      const found = productListing(body.id, listingQuery(body, location))
      return {
        deals: presentListing(found.deals, viewing(viewer, pricingFor(viewer))),
        product_deals: { uuid: found.product.uuid, name: found.product.name },
      }
    },
  ),

  endpoint(
    ENDPOINTS['POST vendor-deal'],
    { reads: true, body: vendorDealRequest, access: 'optional', response: vendorDealResponse },
    ({ body, caller, location }) => {
      const viewer = viewerOf(caller)
      const found = vendorListing(body.id, listingQuery(body, location))
      return {
        deals: presentListing(found.deals, viewing(viewer, pricingFor(viewer))),
        vendor_deals: { deals: { name: found.vendor.organization } },
      }
    },
  ),

  endpoint(
    ENDPOINTS['POST deal-detail'],
    { reads: true, body: dealDetailRequest, access: 'optional', response: dealDetailResponse },
    ({ body, caller, location }) =>
      detailAnswer(publishedDeal(body.id, undefined, viewerOf(caller)), viewerOf(caller), location),
  ),

  // A vendor previews its own deal in any status (pending, inactive, expired); another vendor's deal is a 403.
  endpoint(
    ENDPOINTS['POST vendor-deal-detail'],
    { reads: true, body: vendorDealDetailRequest, access: 'vendor', response: vendorDealDetailResponse },
    ({ body, caller, location }) => detailAnswer(ownDeal(body.id, caller.user), caller.user, location),
  ),
]

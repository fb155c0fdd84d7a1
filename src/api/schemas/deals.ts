import { type } from './lazy'
import { idName, mediaPath } from './common'

/**
 * The catalogue on the wire (spec 2 §3 and §7): the listing calls, the home's menu-category and the deal details.
 * Dates are calendar days, YYYY-MM-DD. Field names are the backend's, typos included (top_menu_cateogry).
 */

/** Deal status: 1 active, 2 pending, 3 expired, 4 inactive (names come from the server's deal_status list). */
export const dealStatus = type('1 | 2 | 3 | 4')
export type DealStatus = typeof dealStatus.infer

/** Sort keys of the listings' sort menu: Name, price, kms (spec 2 §2). */
export const dealSort = type("'name' | 'deal_price' | 'distance'")
export type DealSort = typeof dealSort.infer
export const sortOrder = type("'asc' | 'desc'")
export type SortOrder = typeof sortOrder.infer

const day = type(/^\d{4}-\d{2}-\d{2}$/)

/** The deal as cards and listings show it (spec 2 §3, "Deal, listing and card"). */
export const listingDeal = type({
  id: 'number',
  uuid: 'string',
  name: 'string',
  description: 'string',
  small_image: mediaPath,
  banner_image: mediaPath,
  /** Mean of the approved reviews' ratings, 0 when there are none. */
  average_rating: 'number',
  reviews_count: 'number',
  /** The deal's own discount, percent. */
  discount: 'number',
  /** The discount reduced by the gross-margin percent of it (the viewer's plan, default payment method). */
  final_discount: 'number',
  /** The price, or for an open deal its lowest tier amount: cards show it as a minimum. */
  deal_price: 'number',
  /** Km from the position in the request's latitude and longitude headers. */
  distance: 'number',
  is_wishlist: '0 | 1',
  deal_status: dealStatus,
  active: '0 | 1',
  deal_available: 'number',
  is_paylater: '0 | 1',
  is_open_deal: '0 | 1',
  vendor: { id: 'number', uuid: 'string', organization: 'string' },
  from_date: day,
  end_date: day,
  /** 1 when a running advertisement put the deal where it is (beyond the spec; docs/decisions/ads.md). */
  'is_sponsored?': '1',
})
export type ListingDeal = typeof listingDeal.infer

/** Fields every listing call filters with. The mock trusts the bearer token, not wishlist_customer_id. */
const listingFilter = {
  /** Default: distance. */
  'sortBy?': dealSort,
  /** Default: asc. */
  'order?': sortOrder,
  'wishlist_customer_id?': 'number | null',
  /** Only deals of this city; null or absent: every city. */
  'city_id?': 'number | null',
} as const

/** POST menu-category: the home's carousels. */
export const menuCategoryRequest = type({
  'wishlist_customer_id?': 'number | null',
  'city_id?': 'number | null',
})
export type MenuCategoryRequest = typeof menuCategoryRequest.infer

export const categorySummary = type({ id: 'number', uuid: 'string', name: 'string', image: 'string' })
export type CategorySummary = typeof categorySummary.infer

export const menuCategoryResponse = type({
  /** Categories shown as carousels on home, each with its nearest deals. */
  top_menu_cateogry: categorySummary.and({ deals: listingDeal.array() }).array(),
  /** Every active category (the home's category strip). */
  slider_category: categorySummary.array(),
  /** The featured carousel: each vendor's best deal, best final discount first. */
  featured_vendor: listingDeal.array(),
})
export type MenuCategoryResponse = typeof menuCategoryResponse.infer
export type MenuCategory = MenuCategoryResponse['top_menu_cateogry'][number]

/** POST category-deal: `id` is the category slug of /c/{categoriesName}, or opendeal. */
export const categoryDealRequest = type({ ...listingFilter, id: '0 < string <= 120' })
export type CategoryDealRequest = typeof categoryDealRequest.infer
export const categoryDealResponse = type({ deals: listingDeal.array(), category_deals: { name: 'string' } })
export type CategoryDealResponse = typeof categoryDealResponse.infer

/** POST keyword-deal: `name` is the keyword's name. */
export const keywordDealRequest = type({ ...listingFilter, name: '0 < string <= 120' })
export type KeywordDealRequest = typeof keywordDealRequest.infer
export const keywordDealResponse = type({ deals: listingDeal.array(), keyword_deals: idName })
export type KeywordDealResponse = typeof keywordDealResponse.infer

/** POST product-deal: `id` is the product's uuid. */
export const productDealRequest = type({ ...listingFilter, id: '0 < string <= 64' })
export type ProductDealRequest = typeof productDealRequest.infer
export const productDealResponse = type({
  deals: listingDeal.array(),
  product_deals: { uuid: 'string', name: 'string' },
})
export type ProductDealResponse = typeof productDealResponse.infer

/** POST vendor-deal: `id` is the vendor's uuid. The title is vendor_deals.deals.name (the outlet's name). */
export const vendorDealRequest = type({ ...listingFilter, id: '0 < string <= 64' })
export type VendorDealRequest = typeof vendorDealRequest.infer
export const vendorDealResponse = type({ deals: listingDeal.array(), vendor_deals: { deals: { name: 'string' } } })
export type VendorDealResponse = typeof vendorDealResponse.infer

/** An approved review as the deal page lists it (newest first). */
export const recentReview = type({
  uuid: 'string',
  title: 'string',
  rating: '1 | 2 | 3 | 4 | 5',
  review_text: 'string',
  created_at: 'string',
  customer: { full_name: 'string', media: mediaPath.or('null') },
})
export type RecentReview = typeof recentReview.infer

export const dealCriterion = type({ id: 'number', amount: 'number', discount: 'number' })
export type DealCriterion = typeof dealCriterion.infer

/** The deal as its details page shows it (spec 2 §3, "Deal, details"). */
export const dealDetail = listingDeal.and({
  terms_conditions: 'string',
  address: { address: 'string' },
  /** Weekday ids 1 (Sunday) to 7 (Saturday). */
  days: 'number[]',
  deal_categories: idName.array(),
  keywords: idName.array(),
  product: type({ uuid: 'string', name: 'string' }).or('null'),
  /** Hola points a customer earns with this deal. */
  hp_for_customer: 'number',
  /** Open deals: the amount and discount tiers, lowest amount first. */
  deal_criteria: dealCriterion.array(),
  /** The latest approved reviews (at most 3); the full list is on the reviews page. */
  recent_reviews: recentReview.array(),
})
export type DealDetail = typeof dealDetail.infer

export const holaCategoryMargin = type({
  payment_method_type: 'number',
  hola_to_currency: 'number',
  gross_margin: 'number',
  gst: 'number',
})
export type HolaCategoryMargin = typeof holaCategoryMargin.infer

/** POST deal-detail and vendor-deal-detail: `id` is the deal's uuid; `hash` is accepted and not needed by the mock. */
export const dealDetailRequest = type({
  id: '0 < string <= 64',
  'hash?': 'string | null',
  'wishlist_customer_id?': 'number | null',
})
export type DealDetailRequest = typeof dealDetailRequest.infer
export const dealDetailResponse = type({
  deal: dealDetail,
  /** Payment methods: 1 Cash, 2 Net Banking, 3 Debit Card, 4 Hola Point, 5 Credit Card, 6 UPI. */
  payment_type: idName.array(),
  /** Deal status names by id. */
  deal_status: idName.array(),
  /** The plan whose margins priced this answer: the customer's, else the default plan. */
  default_hola_category: type({
    id: 'number',
    uuid: 'string',
    name: 'string',
    hola_category_margin: holaCategoryMargin.array(),
  }).or('null'),
})
export type DealDetailResponse = typeof dealDetailResponse.infer
export const vendorDealDetailRequest = dealDetailRequest
export type VendorDealDetailRequest = DealDetailRequest
export const vendorDealDetailResponse = dealDetailResponse
export type VendorDealDetailResponse = DealDetailResponse

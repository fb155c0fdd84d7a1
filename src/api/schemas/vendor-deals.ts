import { type } from './lazy'
import { SEARCH_TEXT_MAX } from './text-limits'
import { idName, mediaPath, pageOf } from './common'
import { dealStatus } from './customer-deals'

/**
 * The reviewer's remarks on a deal sent back (deal_comments.comment.comments, spec 2 §3): one text per field it
 * concerns. null on a deal nobody sent back (or one corrected since).
 */
export const dealCommentTexts = type({
  'banner_image?': 'string',
  'small_image?': 'string',
  'name?': 'string',
  'deal_price?': 'string',
  'discount?': 'string',
  'category?': 'string',
  'deal_available?': 'string',
  'product?': 'string',
  'address?': 'string',
  'end_date?': 'string',
  'days?': 'string',
  'description?': 'string',
  'terms_conditions?': 'string',
})
export type DealCommentTexts = typeof dealCommentTexts.infer
export const dealComments = type({ comment: { comments: dealCommentTexts } }).or('null')
export type DealComments = typeof dealComments.infer

/** A deal as the vendor's own list shows it (GET vendor/list-deal). */
export const vendorListDeal = type({
  id: 'number',
  uuid: 'string',
  deal_code: 'string',
  name: 'string',
  small_image: mediaPath,
  deal_price: 'number',
  /** Percent. */
  discount: 'number',
  deal_status: dealStatus,
  deal_available: 'number',
  is_open_deal: '0 | 1',
  is_active: '0 | 1',
  /** 0 while staff have not approved it (new, edited, or sent back). */
  is_approved: '0 | 1',
  /** YYYY-MM-DD */
  from_date: 'string',
  end_date: 'string',
  deal_comments: dealComments,
})
export type VendorListDeal = typeof vendorListDeal.infer

/** GET vendor/list-deal (location headers): the vendor's deals, newest first, and the server's status names. */
export const listDealResponse = type({ deals: vendorListDeal.array(), deal_status: idName.array() })
export type ListDealResponse = typeof listDealResponse.infer

/** DELETE vendor/remove-deal/{uuid} */
export const removeDealResponse = type({ success: 'true', message: 'string' })
export type RemoveDealResponse = typeof removeDealResponse.infer

/**
 * POST vendor/list-reported-deal: the spec's "pagination" body, read as the page and its size (the pager shows 10 a
 * page, so the screen asks for 10: docs/decisions/vendor-deals.md).
 */
export const listReportedDealRequest = type({ page: 'number.integer >= 1', 'per_page?': '1 <= number.integer <= 50' })
export type ListReportedDealRequest = typeof listReportedDealRequest.infer

/** A customer's report about one of the vendor's deals, as the Reported Deals table shows it. */
export const reportedDeal = type({
  id: 'number',
  title: 'string',
  description: 'string',
  /** ISO instant */
  created_at: 'string',
  deal: { deal_code: 'string', name: 'string', uuid: 'string' },
  customer: { full_name: 'string' },
  vendor: { full_name: 'string' },
})
export type ReportedDeal = typeof reportedDeal.infer

/** Laravel's paginator under `deals`: the page's rows and where it is. */
export const listReportedDealResponse = type({
  deals: pageOf(reportedDeal),
})
export type ListReportedDealResponse = typeof listReportedDealResponse.infer

/** POST vendor/keyword-list: every keyword, or those whose name contains `search`. */
export const keywordListRequest = type({ 'search?': `string <= ${SEARCH_TEXT_MAX}` })
export const keywordListResponse = type({ keyword_list: idName.array() })
export type KeywordListResponse = typeof keywordListResponse.infer

/** POST vendor/search-active-category: active categories whose name contains `search` (any case). */
export const searchActiveCategoryRequest = type({ search: `string <= ${SEARCH_TEXT_MAX}` })
export const searchActiveCategoryResponse = type({ category: idName.array() })
export type SearchActiveCategoryResponse = typeof searchActiveCategoryResponse.infer

/** A product the vendor may sell a deal of; the deal form sends its uuid as product_id (spec 2 §3). */
export const activeProduct = type({ id: 'number', uuid: 'string', name: 'string' })
export type ActiveProduct = typeof activeProduct.infer
/** POST vendor/search-active-product */
export const searchActiveProductRequest = searchActiveCategoryRequest
export const searchActiveProductResponse = type({ products: activeProduct.array() })
export type SearchActiveProductResponse = typeof searchActiveProductResponse.infer

/**
 * POST vendor/add-deal (multipart, spec 2 §7): every field arrives as text, lists as `name[]`, the two images as
 * files. The shape is checked loosely here; the rules and their words are src/lib/vendor-deal-rules.ts.
 */
export const addDealRequest = type({
  'name?': 'string',
  'is_open_deal?': 'string',
  'deal_price?': 'string',
  'discount?': 'string',
  'category_id?': 'string[]',
  'deal_available?': 'string',
  'product_id?': 'string',
  'address?': 'string',
  'from_date?': 'string',
  'end_date?': 'string',
  'days?': 'string[]',
  'keyword?': 'string[]',
  'new_keywork?': 'string[]',
  'description?': 'string',
  'terms_conditions?': 'string',
  'criteria_amount?': 'string[]',
  'criteria_discount?': 'string[]',
  'small_image?': 'unknown',
  'banner_image?': 'unknown',
})
export type AddDealRequest = typeof addDealRequest.infer
export const addDealResponse = type({ success: 'true', message: 'string' })
export type AddDealResponse = typeof addDealResponse.infer

/** A deal as the correction page reads it (GET vendor/correction-deal/{uuid}, spec 2 §3 "Deal, correction"). */
export const correctionDeal = type({
  id: 'number',
  uuid: 'string',
  name: 'string',
  deal_price: 'number',
  discount: 'number',
  deal_available: 'number',
  description: 'string',
  terms_conditions: 'string',
  hola_for_deal: 'number',
  /** YYYY-MM-DD */
  from_date: 'string',
  end_date: 'string',
  is_active: '0 | 1',
  is_open_deal: '0 | 1',
  is_approved: '0 | 1',
  deal_status: dealStatus,
  deal_criteria: type({ id: 'number', amount: 'number', discount: 'number' }).array(),
  deal_categories: idName.array(),
  keywords: idName.array(),
  product: type({ uuid: 'string', name: 'string' }).or('null'),
  address: { address: 'string' },
  days: 'number[]',
  banner_image: mediaPath,
  small_image: mediaPath,
  deal_comments: dealComments,
})
export type CorrectionDeal = typeof correctionDeal.infer
export const correctionDealResponse = type({ deal: correctionDeal, deal_status: idName.array() })
export type CorrectionDealResponse = typeof correctionDealResponse.infer

/** POST vendor/update-deal (multipart): the add-deal fields, and the deal's id, is_approved (always 0), is_active, criteria_id[]; images only when replaced. */
export const updateDealRequest = addDealRequest.and({
  'id?': 'string',
  'is_approved?': 'string',
  'is_active?': 'string',
  'hola_for_deal?': 'string',
  'criteria_id?': 'string[]',
})
export type UpdateDealRequest = typeof updateDealRequest.infer
export const updateDealResponse = type({ success: 'true', message: 'string' })

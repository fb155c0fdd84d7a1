import { type } from './lazy'
import { SEARCH_TEXT_MAX } from './text-limits'

/** POST search-deals (spec 3 §7): the header search box's text. */
export const searchDealsRequest = type({
  search: `string <= ${SEARCH_TEXT_MAX}`,
})
export type SearchDealsRequest = typeof searchDealsRequest.infer

/** A search hit that links by uuid: categories, deals, products, vendors. */
export const searchHit = type({ uuid: 'string', name: 'string' })
export type SearchHit = typeof searchHit.infer

/**
 * A deal hit also names its outlet and address when the backend sends them (optional: the spec lists only uuid and
 * name), so two outlets' deals of one name can be told apart in the dropdown.
 */
export const dealSearchHit = searchHit.and({
  'vendor?': { organization: 'string' },
  'address?': 'string',
  /** 1 when a running advertisement put the deal first (beyond the spec; docs/decisions/ads.md). */
  'is_sponsored?': '1',
})
export type DealSearchHit = typeof dealSearchHit.infer

/** Keywords have no uuid; their listing route takes the keyword's name (spec 2 §2). */
export const keywordHit = type({ id: 'number', name: 'string' })
export type KeywordHit = typeof keywordHit.infer

/** The grouped results (spec 3 §3): a few best matches per group, each possibly empty. */
export const searchDealsResponse = type({
  categories: searchHit.array(),
  deals: dealSearchHit.array(),
  products: searchHit.array(),
  keywords: keywordHit.array(),
  vendors: searchHit.array(),
})
export type SearchDealsResponse = typeof searchDealsResponse.infer

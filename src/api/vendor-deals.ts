import { lazySchemas } from './client'
import type { ListReportedDealRequest } from './schemas/vendor-deals'
import { defineCall } from './define-call'
import { NOT_VERIFIED, PAGED, type OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const vendorDealSchemas = lazySchemas(() => import('./schemas/vendor-deals'))

/** GET vendor/list-deal, with the location headers: the signed-in vendor's deals in every status. */
export const listVendorDeals = defineCall('GET vendor/list-deal', vendorDealSchemas, 'listDealResponse', () => ({}), {
  location: true,
})

/** DELETE vendor/remove-deal/{uuid}: 404 unknown, 403 another vendor's, 409 (with `msg`) a deal students hold. */
export const removeVendorDeal = defineCall(
  'DELETE vendor/remove-deal/{id}',
  vendorDealSchemas,
  'removeDealResponse',
  (dealUuid: string) => ({
    params: { id: dealUuid },
  }),
)

/** POST vendor/list-reported-deal: one page of the customers' reports about the vendor's own deals, newest first. */
export const listReportedDeals = defineCall(
  'POST vendor/list-reported-deal',
  vendorDealSchemas,
  'listReportedDealResponse',
  (body: ListReportedDealRequest) => ({ body }),
)

/** POST vendor/keyword-list: the keywords a deal may carry (all, or those matching `search`). */
export const keywordList = defineCall(
  'POST vendor/keyword-list',
  vendorDealSchemas,
  'keywordListResponse',
  (search?: string) => ({
    body: search ? { search } : {},
  }),
)

/** POST vendor/search-active-category */
export const searchActiveCategories = defineCall(
  'POST vendor/search-active-category',
  vendorDealSchemas,
  'searchActiveCategoryResponse',
  (search: string) => ({
    body: { search },
  }),
)

/** POST vendor/search-active-product */
export const searchActiveProducts = defineCall(
  'POST vendor/search-active-product',
  vendorDealSchemas,
  'searchActiveProductResponse',
  (search: string) => ({
    body: { search },
  }),
)

/** POST vendor/add-deal, multipart (the two cropped images as files): 422 field errors, 403 for an unverified vendor. */
export const addDeal = defineCall('POST vendor/add-deal', vendorDealSchemas, 'addDealResponse', (form: FormData) => ({
  body: form,
}))

/** GET vendor/correction-deal/{uuid}: the vendor's own deal with its reviewer comments (403 another's, 404 unknown). */
export const correctionDeal = defineCall(
  'GET vendor/correction-deal/{id}',
  vendorDealSchemas,
  'correctionDealResponse',
  (dealUuid: string) => ({
    params: { id: dealUuid },
  }),
)

/** POST vendor/update-deal, multipart: the whole deal with the corrected field; it goes back to staff (is_approved 0). */
export const updateDeal = defineCall(
  'POST vendor/update-deal',
  vendorDealSchemas,
  'updateDealResponse',
  (form: FormData) => ({ body: form }),
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'GET vendor/list-deal': {
    summary: 'The vendor’s deals',
    description: 'Spec 2 §7: answers `deals` and `deal_status`.',
  },
  'DELETE vendor/remove-deal/{id}': {
    summary: 'Remove a deal',
    description: 'Spec 2 §7: `id` in the path is the deal’s uuid. A deal customers still hold cannot go.',
    errors: {
      403: 'The deal is another vendor’s.',
      404: 'No deal with that uuid.',
      409: 'Customers hold this deal.',
    },
  },
  'POST vendor/list-reported-deal': {
    summary: 'The vendor’s reported deals',
    description: `Spec 2 §2 Reported Deals, §7: ${PAGED} (9 a page in the request).`,
  },
  'POST vendor/keyword-list': { summary: 'Search keywords', description: 'Spec 2 §7: none, or `search`.' },
  'POST vendor/search-active-category': {
    summary: 'Search active categories',
    description: 'Spec 2 §7: `search`; answers `category`.',
  },
  'POST vendor/search-active-product': {
    summary: 'Search active products',
    description: 'Spec 2 §7: `search`; answers `products`.',
  },
  'POST vendor/add-deal': {
    summary: 'Add a deal (waits for staff approval)',
    description:
      'Spec 2 §5, §7 (multipart): images, `from_date` and `end_date` (YYYY-MM-DD), `days[]`, the tiers `criteria_amount[]` and `criteria_discount[]`, `keyword[]`, `new_keywork[]` (sic), `category_id[]`, and the deal’s fields. A new deal is Pending (deal_status 2) until staff approve it.',
    errors: { 403: NOT_VERIFIED, 422: 'Per field, in the spec’s words (spec 2 §5, §8).' },
  },
  'GET vendor/correction-deal/{id}': {
    summary: 'A deal to correct',
    description:
      'Spec 2 §2 "Vendor deal correction": `id` in the path is the deal’s uuid; answers `deal`, `deal_status`.',
    errors: { 403: 'The deal is another vendor’s.', 404: 'No deal with that uuid.' },
  },
  'POST vendor/update-deal': {
    summary: 'Update a deal',
    description:
      'Spec 2 §5, §7 (multipart): the deal’s fields as add-deal, with `id`, `criteria_id[]` and the images only when changed.',
    errors: {
      403: 'The deal is another vendor’s, or the vendor is not verified.',
      404: 'No deal with that id.',
      422: 'Per field, in the spec’s words (spec 2 §5, §8).',
    },
  },
} satisfies OperationTexts<typeof import('./vendor-deals')>

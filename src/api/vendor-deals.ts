import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { ListReportedDealRequest } from './schemas/vendor-deals'

// Response schemas load only when answers are checked (development, tests); production ships none.
const vendorDealSchemas = lazySchemas(() => import('./schemas/vendor-deals'))

/** GET vendor/list-deal, with the location headers: the signed-in vendor's deals in every status. */
export const listVendorDeals = () => call(ENDPOINTS['GET vendor/list-deal'], vendorDealSchemas('listDealResponse'))

/** DELETE vendor/remove-deal/{uuid}: 404 unknown, 403 another vendor's, 409 (with `msg`) a deal students hold. */
export const removeVendorDeal = (dealUuid: string) =>
  call(ENDPOINTS['DELETE vendor/remove-deal/{id}'], vendorDealSchemas('removeDealResponse'), {
    params: { id: dealUuid },
  })

/** POST vendor/list-reported-deal: one page of the customers' reports about the vendor's own deals, newest first. */
export const listReportedDeals = (body: ListReportedDealRequest) =>
  call(ENDPOINTS['POST vendor/list-reported-deal'], vendorDealSchemas('listReportedDealResponse'), { body })

/** POST vendor/keyword-list: the keywords a deal may carry (all, or those matching `search`). */
export const keywordList = (search?: string) =>
  call(ENDPOINTS['POST vendor/keyword-list'], vendorDealSchemas('keywordListResponse'), {
    body: search ? { search } : {},
  })

/** POST vendor/search-active-category */
export const searchActiveCategories = (search: string) =>
  call(ENDPOINTS['POST vendor/search-active-category'], vendorDealSchemas('searchActiveCategoryResponse'), {
    body: { search },
  })

/** POST vendor/search-active-product */
export const searchActiveProducts = (search: string) =>
  call(ENDPOINTS['POST vendor/search-active-product'], vendorDealSchemas('searchActiveProductResponse'), {
    body: { search },
  })

/** POST vendor/add-deal, multipart (the two cropped images as files): 422 field errors, 403 for an unverified vendor. */
export const addDeal = (form: FormData) =>
  call(ENDPOINTS['POST vendor/add-deal'], vendorDealSchemas('addDealResponse'), { body: form })

/** GET vendor/correction-deal/{uuid}: the vendor's own deal with its reviewer comments (403 another's, 404 unknown). */
export const correctionDeal = (dealUuid: string) =>
  call(ENDPOINTS['GET vendor/correction-deal/{id}'], vendorDealSchemas('correctionDealResponse'), {
    params: { id: dealUuid },
  })

/** POST vendor/update-deal, multipart: the whole deal with the corrected field; it goes back to staff (is_approved 0). */
export const updateDeal = (form: FormData) =>
  call(ENDPOINTS['POST vendor/update-deal'], vendorDealSchemas('updateDealResponse'), { body: form })

import {
  correctionDealResponse,
  updateDealRequest,
  updateDealResponse,
  addDealRequest,
  addDealResponse,
  keywordListRequest,
  keywordListResponse,
  searchActiveCategoryRequest,
  searchActiveCategoryResponse,
  searchActiveProductRequest,
  searchActiveProductResponse,
  listDealResponse,
  listReportedDealRequest,
  listReportedDealResponse,
  removeDealResponse,
} from '../../../src/api/schemas/vendor-deals'
import { REPORTED_DEALS_PER_PAGE, VENDOR_DEALS_TEXTS } from '../../../src/lib/vendor-deal-texts'
import { DEAL_STATUS_NAMES } from '../../../src/lib/deal-status'
import {
  activeCategoriesMatching,
  activeProductsMatching,
  addVendorDeal,
  keywordsMatching,
  updateVendorDeal,
} from './form'
import { removeVendorDeal, reportsAboutVendor, vendorDeals, vendorsDeal } from './rules'
import { endpoint } from '../../kit/endpoint'
import { correctionDealOf, listDeal, reportRow } from './present-vendor-deal'
import { presentPage } from '../../kit/paginate'
import { ENDPOINTS } from '../../../src/api/endpoints'

/** The vendor's own deals (spec 2 §7): list, remove, the reports about them. Vendors only; a deal is its owner's alone. */
export const vendorDealHandlers = [
  endpoint(
    ENDPOINTS['GET vendor/list-deal'],
    { reads: true, access: 'vendor', response: listDealResponse },
    ({ caller }) => ({
      deals: vendorDeals(caller.user).map(listDeal),
      deal_status: DEAL_STATUS_NAMES.map((s) => ({ id: s.id, name: s.name })),
    }),
  ),
  endpoint(
    ENDPOINTS['DELETE vendor/remove-deal/{id}'],
    { access: 'vendor', response: removeDealResponse },
    ({ params, caller }) => {
      removeVendorDeal(caller.user, params.id ?? '')
      return { success: true as const, message: VENDOR_DEALS_TEXTS.removed }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/list-reported-deal'],
    { reads: true, body: listReportedDealRequest, access: 'vendor', response: listReportedDealResponse },
    ({ body, caller }) => {
      const page = reportsAboutVendor(caller.user, body.page, body.per_page ?? REPORTED_DEALS_PER_PAGE)
      return {
        deals: presentPage(page, reportRow),
      }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/keyword-list'],
    { reads: true, body: keywordListRequest, access: 'vendor', response: keywordListResponse },
    ({ body }) => ({
      keyword_list: keywordsMatching(body.search).map((k) => ({ id: k.id, name: k.name })),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/search-active-category'],
    { reads: true, body: searchActiveCategoryRequest, access: 'vendor', response: searchActiveCategoryResponse },
    ({ body }) => ({
      category: activeCategoriesMatching(body.search).map((c) => ({ id: c.id, name: c.name })),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/search-active-product'],
    { reads: true, body: searchActiveProductRequest, access: 'vendor', response: searchActiveProductResponse },
    ({ body }) => ({
      products: activeProductsMatching(body.search).map((p) => ({ id: p.id, uuid: p.uuid, name: p.name })),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/add-deal'],
    { body: addDealRequest, access: 'vendor', response: addDealResponse },
    async ({ body, caller }) => {
      await addVendorDeal(caller.user, body)
      return { success: true as const, message: VENDOR_DEALS_TEXTS.added }
    },
  ),
  endpoint(
    ENDPOINTS['GET vendor/correction-deal/{id}'],
    { reads: true, access: 'vendor', response: correctionDealResponse },
    ({ params, caller }) => ({
      deal: correctionDealOf(vendorsDeal(caller.user, params.id ?? '')),
      deal_status: DEAL_STATUS_NAMES.map((s) => ({ id: s.id, name: s.name })),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/update-deal'],
    { body: updateDealRequest, access: 'vendor', response: updateDealResponse },
    async ({ body, caller }) => {
      const { commentsLeft } = await updateVendorDeal(caller.user, body)
      return {
        success: true as const,
        message: commentsLeft > 0 ? VENDOR_DEALS_TEXTS.correctionSaved(commentsLeft) : VENDOR_DEALS_TEXTS.updated,
      }
    },
  ),
]

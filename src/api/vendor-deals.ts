import { call, lazySchemas } from './client'
import type { ListReportedDealRequest } from './schemas/vendor-deals'

// Response schemas load only when answers are checked (development, tests); production ships none.
const vendorDealSchemas = lazySchemas(() => import('./schemas/vendor-deals'))

/** GET vendor/list-deal, with the location headers: the signed-in vendor's deals in every status. */
export const listVendorDeals = () => call('vendor/list-deal', vendorDealSchemas('listDealResponse'), { method: 'GET', location: true })

/** DELETE vendor/remove-deal/{uuid}: 404 unknown, 403 another vendor's, 409 (with `msg`) a deal students hold. */
export const removeVendorDeal = (dealUuid: string) =>
  call(`vendor/remove-deal/${encodeURIComponent(dealUuid)}`, vendorDealSchemas('removeDealResponse'), { method: 'DELETE' })

/** POST vendor/list-reported-deal: one page of the customers' reports about the vendor's own deals, newest first. */
export const listReportedDeals = (body: ListReportedDealRequest) => call('vendor/list-reported-deal', vendorDealSchemas('listReportedDealResponse'), { body })

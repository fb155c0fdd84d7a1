import { call, callBlob, lazySchemas } from './client'
import type { AdsCreateRequest, AdsUpdateRequest, PurchaseAdvertiseRequest } from './schemas/ads'

// Response schemas load only when answers are checked (development, tests); production ships none.
const adsSchemas = lazySchemas(() => import('./schemas/ads'))

/** GET vendor/ads-list: the advertisement packages on sale. */
export const adsList = () => call('vendor/ads-list', adsSchemas('adsListResponse'), { method: 'GET' })

/** GET vendor/ads-detail/{id}: one package, by its id or uuid; 404 when there is none. */
export const adsDetail = (id: string | number) =>
  call(`vendor/ads-detail/${encodeURIComponent(String(id))}`, adsSchemas('adsDetailResponse'), { method: 'GET' })

/**
 * POST vendor/purchase-advertise: an order of the package for a deal. 422 names the field (start_date, deal_id; an
 * inactive deal says '{deal name} deal is not active' under deal_id); 404 an unknown package.
 */
export const purchaseAdvertise = (body: PurchaseAdvertiseRequest) =>
  call('vendor/purchase-advertise', adsSchemas('purchaseAdvertiseResponse'), { body })

/** GET vendor/ads-request: the vendor's advertisement requests with their status, price and reason. */
export const adsRequests = () => call('vendor/ads-request', adsSchemas('adsRequestResponse'), { method: 'GET' })

/** GET vendor/load-advertise-category: the places an ad may show. */
export const loadAdvertiseCategory = () =>
  call('vendor/load-advertise-category', adsSchemas('loadAdvertiseCategoryResponse'), { method: 'GET' })

/** POST vendor/ads-create: a new request (status Requested). 422 names the field. */
export const adsCreate = (body: AdsCreateRequest) => call('vendor/ads-create', adsSchemas('adsSaveResponse'), { body })

/** POST vendor/ads-update: an edit of a Requested or Rejected request (it goes back to Requested); 422 otherwise. */
export const adsUpdate = (body: AdsUpdateRequest) => call('vendor/ads-update', adsSchemas('adsSaveResponse'), { body })

/** POST vendor/ads-remove: deletes a request; 422 with the reason when it cannot be. */
export const adsRemove = (id: number) => call('vendor/ads-remove', adsSchemas('adsRemoveResponse'), { body: { id } })

/** POST vendor/ads-orders: a page of the vendor's paid advertisement orders (10 a page). */
export const adsOrders = (page: number) =>
  call('vendor/ads-orders', adsSchemas('adsOrdersResponse'), { body: { page } })

/** POST vendor/ads-invoice: an order's PDF invoice. */
export const adsInvoice = (id: number) => callBlob('vendor/ads-invoice', { id })

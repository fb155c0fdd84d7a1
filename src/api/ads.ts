import { call, callBlob, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { AdsCreateRequest, AdsUpdateRequest, PurchaseAdvertiseRequest } from './schemas/ads'

// Response schemas load only when answers are checked (development, tests); production ships none.
const adsSchemas = lazySchemas(() => import('./schemas/ads'))

/** GET vendor/ads-list: the advertisement packages on sale. */
export const adsList = () => call(ENDPOINTS['GET vendor/ads-list'], adsSchemas('adsListResponse'))

/** GET vendor/ads-detail/{id}: one package, by its id or uuid; 404 when there is none. */
export const adsDetail = (id: string | number) =>
  call(ENDPOINTS['GET vendor/ads-detail/{id}'], adsSchemas('adsDetailResponse'), { params: { id } })

/**
 * POST vendor/purchase-advertise: an order of the package for a deal. 422 names the field (start_date, deal_id; an
 * inactive deal says '{deal name} deal is not active' under deal_id); 404 an unknown package.
 */
export const purchaseAdvertise = (body: PurchaseAdvertiseRequest) =>
  call(ENDPOINTS['POST vendor/purchase-advertise'], adsSchemas('purchaseAdvertiseResponse'), { body })

/** GET vendor/ads-request: the vendor's advertisement requests with their status, price and reason. */
export const adsRequests = () => call(ENDPOINTS['GET vendor/ads-request'], adsSchemas('adsRequestResponse'))

/** GET vendor/load-advertise-category: the places an ad may show. */
export const loadAdvertiseCategory = () =>
  call(ENDPOINTS['GET vendor/load-advertise-category'], adsSchemas('loadAdvertiseCategoryResponse'))

/** POST vendor/ads-create: a new request (status Requested). 422 names the field. */
export const adsCreate = (body: AdsCreateRequest) =>
  call(ENDPOINTS['POST vendor/ads-create'], adsSchemas('adsSaveResponse'), { body })

/** POST vendor/ads-update: an edit of a Requested or Rejected request (it goes back to Requested); 422 otherwise. */
export const adsUpdate = (body: AdsUpdateRequest) =>
  call(ENDPOINTS['POST vendor/ads-update'], adsSchemas('adsSaveResponse'), { body })

/** POST vendor/ads-remove: deletes a request; 422 with the reason when it cannot be. */
export const adsRemove = (id: number) =>
  call(ENDPOINTS['POST vendor/ads-remove'], adsSchemas('adsRemoveResponse'), { body: { id } })

/** POST vendor/ads-orders: a page of the vendor's paid advertisement orders (10 a page). */
export const adsOrders = (page: number) =>
  call(ENDPOINTS['POST vendor/ads-orders'], adsSchemas('adsOrdersResponse'), { body: { page } })

/** POST vendor/ads-invoice: an order's PDF invoice. */
export const adsInvoice = (id: number) => callBlob(ENDPOINTS['POST vendor/ads-invoice'], { id })

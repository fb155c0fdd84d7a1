import { call, lazySchemas } from './client'
import type { PurchaseAdvertiseRequest } from './schemas/ads'

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

import { lazySchemas } from './client'
import type { AdsCreateRequest, AdsUpdateRequest, PurchaseAdvertiseRequest } from './schemas/ads'
import { defineCall, defineBlobCall } from './define-call'
import { NOT_VERIFIED, PAGED, type OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const adsSchemas = lazySchemas(() => import('./schemas/ads'))

/** GET vendor/ads-list: the advertisement packages on sale. */
export const adsList = defineCall('GET vendor/ads-list', adsSchemas, 'adsListResponse')

/** GET vendor/ads-detail/{id}: one package, by its id or uuid; 404 when there is none. */
export const adsDetail = defineCall(
  'GET vendor/ads-detail/{id}',
  adsSchemas,
  'adsDetailResponse',
  (id: string | number) => ({ params: { id } }),
)

/**
 * POST vendor/purchase-advertise: an order of the package for a deal. 422 names the field (start_date, deal_id; an
 * inactive deal says '{deal name} deal is not active' under deal_id); 404 an unknown package.
 */
export const purchaseAdvertise = defineCall(
  'POST vendor/purchase-advertise',
  adsSchemas,
  'purchaseAdvertiseResponse',
  (body: PurchaseAdvertiseRequest) => ({ body }),
)

/** GET vendor/ads-request: the vendor's advertisement requests with their status, price and reason. */
export const adsRequests = defineCall('GET vendor/ads-request', adsSchemas, 'adsRequestResponse')

/** GET vendor/load-advertise-category: the places an ad may show. */
export const loadAdvertiseCategory = defineCall(
  'GET vendor/load-advertise-category',
  adsSchemas,
  'loadAdvertiseCategoryResponse',
)

/** POST vendor/ads-create: a new request (status Requested). 422 names the field. */
export const adsCreate = defineCall(
  'POST vendor/ads-create',
  adsSchemas,
  'adsSaveResponse',
  (body: AdsCreateRequest) => ({ body }),
)

/** POST vendor/ads-update: an edit of a Requested or Rejected request (it goes back to Requested); 422 otherwise. */
export const adsUpdate = defineCall(
  'POST vendor/ads-update',
  adsSchemas,
  'adsSaveResponse',
  (body: AdsUpdateRequest) => ({ body }),
)

/** POST vendor/ads-remove: deletes a request; 422 with the reason when it cannot be. */
export const adsRemove = defineCall('POST vendor/ads-remove', adsSchemas, 'adsRemoveResponse', (id: number) => ({
  body: { id },
}))

/** POST vendor/ads-orders: a page of the vendor's paid advertisement orders (10 a page). */
export const adsOrders = defineCall('POST vendor/ads-orders', adsSchemas, 'adsOrdersResponse', (page: number) => ({
  body: { page },
}))

/** POST vendor/ads-invoice: an order's PDF invoice. */
export const adsInvoice = defineBlobCall('POST vendor/ads-invoice', (id: number) => ({ id }))

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'GET vendor/ads-list': {
    summary: 'The advertisement packages on sale',
    description: 'Spec 3 §2 Advertisements, §7: answers `ads`.',
  },
  'GET vendor/ads-detail/{id}': {
    summary: 'One advertisement package',
    description: 'Spec 3 §7: `id` in the path; answers `ad`.',
    errors: { 404: 'No such package on sale to this vendor.' },
  },
  'POST vendor/purchase-advertise': {
    summary: 'Buy an advertisement package for a deal',
    description:
      'Spec 3 §5, §7: `advertisement_id`, `deal_id` (the vendor’s own active deal), `start_date` (YYYY-MM-DD, from today), `payment_mode`, `holapoints` (1: pay with points first). Answers `code`: pay at the gateway, or done.',
    errors: {
      403: NOT_VERIFIED,
      404: 'No such package.',
      422: 'A malformed or past start day, a deal that is not the vendor’s or not active, or no points.',
    },
  },
  'GET vendor/load-advertise-category': {
    summary: 'Where an advertisement can be shown',
    description: 'Spec 3 §7: answers `categories`.',
  },
  'GET vendor/ads-request': {
    summary: 'The vendor’s advertisement requests',
    description: 'Spec 3 §7: answers `ads`.',
  },
  'POST vendor/ads-create': {
    summary: 'Request a custom advertisement',
    description:
      'Spec 3 §7: `advertisement_category_id` (list), `deal_id`, `days`, `title`, `description`. Staff price and approve it.',
    errors: { 403: NOT_VERIFIED, 422: 'Per field: a required field, an unknown category, or a deal not the vendor’s.' },
  },
  'POST vendor/ads-update': {
    summary: 'Change an advertisement request',
    description: 'Spec 3 §7: as ads-create, with `id`; only while staff have not decided.',
    errors: {
      403: NOT_VERIFIED,
      404: 'No such request of this vendor.',
      422: 'Per field, or the request can no longer be changed.',
    },
  },
  'POST vendor/ads-remove': {
    summary: 'Remove an advertisement request',
    description: 'Spec 3 §2 Advertisements, §7: `id` (the request); one with orders stays.',
    errors: {
      403: NOT_VERIFIED,
      404: 'No such request of this vendor.',
      422: 'The request has orders and cannot go.',
    },
  },
  'POST vendor/ads-orders': {
    summary: 'The vendor’s advertisement orders',
    description: `Spec 3 §7: ${PAGED}`,
  },
  'POST vendor/ads-invoice': {
    summary: 'An advertisement order’s tax invoice, as a PDF',
    description: 'Spec 3 §7: `id` (the order); saved as "order history".',
    errors: { 404: 'No paid advertisement order of this vendor with that id.' },
  },
} satisfies OperationTexts<typeof import('./ads')>

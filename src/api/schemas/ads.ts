import { type } from './lazy'
import { idName, mediaPath, pageOf } from './common'

const day = () => type(/^\d{4}-\d{2}-\d{2}$/)

/**
 * Advertisements (spec 3 §2 Advertisements, §3 Advertisement, §7; docs/decisions/ads.md): the packages Hola sells
 * (vendor/ads-list, vendor/ads-detail/{id}) and buying one for a deal (vendor/purchase-advertise, then
 * vendor/get-encrypt-key with payment_for ads). Amounts on the wire are rupees with 2 decimals.
 */

/** Spec 3 §3 "Advertisement" as the package cards and the details page read it. */
export const advertisement = type({
  id: 'number',
  uuid: 'string',
  title: 'string',
  description: 'string',
  /** Rupees, before the package's discount and GST. */
  price: 'number >= 0',
  days: '1 <= number.integer <= 365',
  /** The package's discount, in percent of its price. */
  discount: '0 <= number <= 100',
  media: mediaPath,
  /** Where the ad shows (spec 3 §3 advertisement_category_multi). */
  advertisement_category_multi: idName.array(),
  /** A vendor's approved request (bought like a package) names the deal it was approved for; a package has none. */
  'deal?': type({ id: 'number', uuid: 'string', name: 'string' }).or('null'),
})
export type Advertisement = typeof advertisement.infer

/** GET vendor/ads-list: the packages on sale. */
export const adsListResponse = type({ ads: advertisement.array() })
export type AdsListResponse = typeof adsListResponse.infer

/** GET vendor/ads-detail/{id}: one package, by its id (the details page) or its uuid (the payment page). */
export const adsDetailResponse = type({ ad: advertisement })
export type AdsDetailResponse = typeof adsDetailResponse.infer

/** The methods an ad is paid with through the gateway (no cash: there is no outlet to pay at). */
export const adPaymentMethod = type('2 | 3 | 5 | 6')
export type AdPaymentMethod = typeof adPaymentMethod.infer

/**
 * POST vendor/purchase-advertise (spec 3 §7): the package (its uuid, the payment page's address), the deal it
 * promotes (the deal's uuid, as vendor/dropdown-my-deals lists it), the first day it runs ('YYYY-MM-DD'), the method,
 * and whether the vendor's Hola points pay for it. The server recomputes every amount.
 */
export const purchaseAdvertiseRequest = type({
  advertisement_id: '0 < string <= 64',
  deal_id: 'string <= 64',
  start_date: type('string <= 10'),
  payment_mode: adPaymentMethod,
  holapoints: '0 | 1',
})
export type PurchaseAdvertiseRequest = typeof purchaseAdvertiseRequest.infer

/**
 * code 202: go to the gateway with vendor/get-encrypt-key (payment_for ads, order_id `order_id`, amount `amount`);
 * code 200: the points paid it all, nothing goes to the gateway. `order_id`, `amount` and `tid_id` are not in
 * spec 3 §7's list (code): the key call needs them (docs/decisions/ads.md).
 */
export const purchaseAdvertiseResponse = type({
  code: '200 | 202',
  message: 'string',
  order_id: 'number',
  /** Rupees left to pay through the gateway (0 when the points paid it all). */
  amount: 'number >= 0',
  tid_id: 'string',
})
export type PurchaseAdvertiseResponse = typeof purchaseAdvertiseResponse.infer

/*
 * The vendor's own advertisements (docs/decisions/ads.md): its requests (spec 3 §3
 * Advertisement with its status, deal and orders), the places an ad may show, and its orders with their invoice.
 */

/** Spec 3 §3 Advertisement request status: 1 Requested, 2 Approved, 3 Rejected. */
export const adRequestStatus = type('1 | 2 | 3')

/** A vendor's request as vendor/ads-request lists it. `price` is null until staff approve it and set it. */
export const adRequest = type({
  id: 'number',
  uuid: 'string',
  title: 'string',
  description: 'string',
  /** Rupees; null: waiting for approval. */
  price: 'number >= 0 | null',
  days: '1 <= number.integer <= 365',
  discount: '0 <= number <= 100',
  status: adRequestStatus,
  /** The deal it promotes (its uuid is what the form and the payment page send as deal_id). */
  deal: type({ id: 'number', uuid: 'string', name: 'string' }).or('null'),
  advertisement_category_multi: idName.array(),
  /** Its paid orders (an approved request can be paid while it has none). */
  orders: type({ id: 'number' }).array(),
  /** Why staff rejected it (status 3), else null. */
  reason: 'string | null',
})
export type AdRequest = typeof adRequest.infer

/** GET vendor/ads-request: the vendor's requests, latest first. */
export const adsRequestResponse = type({ ads: adRequest.array() })
export type AdsRequestResponse = typeof adsRequestResponse.infer

/** GET vendor/load-advertise-category: where an ad may show (the request form's places). */
export const loadAdvertiseCategoryResponse = type({ categories: idName.array() })
export type LoadAdvertiseCategoryResponse = typeof loadAdvertiseCategoryResponse.infer

/**
 * POST vendor/ads-create (spec 3 §7): the places (`advertisement_category_id`), the deal (its uuid), the days (1 to
 * 365, 3 characters), the title (at most 230) and the description. The rules are ad-rules.ts adRequestErrors.
 */
export const adsCreateRequest = type({
  advertisement_category_id: 'number.integer[] <= 20',
  deal_id: 'string <= 64',
  days: 'number.integer <= 999',
  title: 'string <= 230',
  description: 'string <= 5000',
})
export type AdsCreateRequest = typeof adsCreateRequest.infer

/** POST vendor/ads-update: the same fields and the request's `id`; only a Requested or Rejected one (else 422). */
export const adsUpdateRequest = adsCreateRequest.and({ id: 'number.integer' })
export type AdsUpdateRequest = typeof adsUpdateRequest.infer

/** ads-create and ads-update answer the saved request. */
export const adsSaveResponse = type({ success: 'true', message: 'string', ad: adRequest })
export type AdsSaveResponse = typeof adsSaveResponse.infer

/** POST vendor/ads-remove: the request's id. 422 (with the message) when it has orders; 404 not the vendor's. */
export const adsRemoveRequest = type({ id: 'number.integer' })
export const adsRemoveResponse = type({ success: 'true', message: 'string' })

/** Spec 3 §3 Advertisement order as the history lists it. Amounts are rupees. */
export const adOrder = type({
  id: 'number',
  uuid: 'string',
  start_date: day(),
  end_date: day(),
  /** The package's discount, percent. */
  discount: 'number',
  advertisement: { title: 'string' },
  deal: { name: 'string' },
  payment: {
    /** The price before the discount and GST. */
    amount: 'number',
    /** What was paid in all (net of the discount, with GST), points included. */
    total: 'number',
    used_holapoints: 'number',
  },
})
export type AdOrder = typeof adOrder.infer

/** POST vendor/ads-orders: the vendor's paid orders, latest first, 10 a page (spec 3 §9). */
export const adsOrdersRequest = type({ page: '1 <= number.integer <= 100000' })
export const adsOrdersResponse = type({ orders: pageOf(adOrder) })
export type AdsOrdersResponse = typeof adsOrdersResponse.infer

/** POST vendor/ads-invoice: the order's id; the answer is its PDF invoice (saved as "order history"). */
export const adsInvoiceRequest = type({ id: 'number.integer' })

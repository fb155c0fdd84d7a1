import { type } from './lazy'
import { idName, mediaPath } from './common'

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

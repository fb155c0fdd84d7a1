import { type } from '../../../src/api/schemas/lazy'

/** Where ads show (spec 3 §3 advertisement_category_multi; vendor/load-advertise-category lists them). */
export const adCategoryRecord = type({ id: 'number', name: 'string' })
export type AdCategoryRecord = typeof adCategoryRecord.infer

/** A vendor's request (spec 3 §3 Advertisement request status): 1 Requested, 2 Approved, 3 Rejected. */
export const adRequestStatus = type('1 | 2 | 3')
export type AdRequestStatus = typeof adRequestStatus.infer

/**
 * An advertisement (spec 3 §3 Advertisement): a package Hola sells (`vendor_id` null, on sale, `status` 2), or a
 * vendor's request for its own (`vendor_id`, `deal_id`, `status`; its price is null until staff approve it and set
 * it, `reason` is the staff's when they reject it). Both are bought the same way (vendor/purchase-advertise): its price
 * in paise, its discount in percent, how many days it runs and where it shows (`category_ids`, the placements).
 */
export const advertisementRecord = type({
  id: 'number',
  uuid: 'string',
  title: 'string',
  description: 'string',
  price_paise: 'number.integer >= 0 | null',
  days: 'number.integer',
  discount: 'number',
  image: 'string',
  category_ids: 'number[]',
  created_at: 'string',
  vendor_id: 'number | null',
  deal_id: 'number | null',
  status: adRequestStatus,
  reason: 'string | null',
  /** When a request last entered the staff queue (made, or edited after a rejection). */
  queued_at: 'string',
})
export type AdvertisementRecord = typeof advertisementRecord.infer

/**
 * A vendor's order of a package for one of its deals (spec 3 §3 Advertisement order), with the figures the server
 * worked out (ad-rules.ts adQuote). It waits for the gateway (`pending`) and ends `paid` or `failed` (declined or
 * aborted: the points it held go back). The money moves only in the ledger (areas/ads/rules.ts).
 */
export const adOrderRecord = type({
  id: 'number',
  uuid: 'string',
  advertisement_id: 'number',
  vendor_id: 'number',
  deal_id: 'number',
  start_date: 'string',
  end_date: 'string',
  days: 'number.integer',
  discount: 'number',
  price_paise: 'number.integer',
  discount_paise: 'number.integer',
  gst_paise: 'number.integer',
  total_paise: 'number.integer',
  points_used: 'number.integer',
  points_paise: 'number.integer',
  /** What goes through the gateway: total less what the points paid. */
  pay_paise: 'number.integer',
  payment_mode: 'number',
  tid_id: 'string',
  status: "'pending' | 'paid' | 'failed'",
  created_at: 'string',
  settled_at: 'string | null',
})
export type AdOrderRecord = typeof adOrderRecord.infer

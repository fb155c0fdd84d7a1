import { type } from '../../src/api/schemas/lazy'

/** Where ads show (spec 3 §3 advertisement_category_multi; vendor/load-advertise-category lists them). */
export const adCategoryRecord = type({ id: 'number', name: 'string' })
export type AdCategoryRecord = typeof adCategoryRecord.infer

/**
 * An advertisement package Hola sells (spec 3 §3 Advertisement): its price in paise, its discount in percent, how
 * many days it runs and where it shows. Requests made by vendors are a later part of issue 19.
 */
export const advertisementRecord = type({
  id: 'number',
  uuid: 'string',
  title: 'string',
  description: 'string',
  price_paise: 'number.integer >= 0',
  days: 'number.integer',
  discount: 'number',
  image: 'string',
  category_ids: 'number[]',
  created_at: 'string',
})
export type AdvertisementRecord = typeof advertisementRecord.infer

/**
 * A vendor's order of a package for one of its deals (spec 3 §3 Advertisement order), with the figures the server
 * worked out (ad-rules.ts adQuote). It waits for the gateway (`pending`) and ends `paid` or `failed` (declined or
 * aborted: the points it held go back). The money moves only in the ledger (domain/ads.ts).
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

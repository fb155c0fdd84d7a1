/**
 * The endpoint table's entries as the client's functions take them: `ENDPOINTS['POST menu-category']` here is the
 * entry of ./endpoints.ts (its key, method and path), typed by that table, but made from its key when read, so
 * production ships each key once, at its call, and never the whole table up front (96 keys, about 0.8 KB gzip;
 * docs/decisions/0001-endpoint-table.md). The typecheck holds every key read here to the table's keys;
 * `src/api/endpoints.test.ts` checks that every entry made here is the table's. The client adds one fact, `location`.
 */
import type { ENDPOINTS as Table, EndpointKey } from './endpoints'

/** The listing calls: they send the latitude and longitude headers (spec 1 §7), distances being measured from them. */
export const LISTING_CALLS: ReadonlySet<string> = new Set<EndpointKey>([
  'POST menu-category',
  'POST category-deal',
  'POST keyword-deal',
  'POST product-deal',
  'POST vendor-deal',
  'POST deal-detail',
  'POST vendor-deal-detail',
  'POST search-deals',
  'POST deal-all-review',
  'GET customer/customer-dashboard',
  'GET vendor/list-deal',
])

type ClientTable = { readonly [K in keyof typeof Table]: (typeof Table)[K] & { readonly location?: true } }

export const ENDPOINTS = new Proxy({} as ClientTable, {
  get: (_, key) => {
    if (typeof key !== 'string') return undefined
    const space = key.indexOf(' ')
    return {
      key,
      method: key.slice(0, space),
      path: key.slice(space + 1),
      ...(LISTING_CALLS.has(key) ? { location: true } : {}),
    }
  },
})

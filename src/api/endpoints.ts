/**
 * The endpoint table: every call's method and path, spelled once (docs/decisions/0001-endpoint-table.md). The typed
 * client's functions (`call(ENDPOINTS[…], …)`), the mock's `endpoint(ENDPOINTS[…], …)`, the pact tests' requests
 * (`contracts/consumer/pact.ts` `request(…)`), the OpenAPI document and the backend team's table all read it, so a
 * path misspelt anywhere is a type error, not a contract test that fails later.
 *
 * A key is `METHOD path` as the spec writes it (documents 1–3, their endpoint tables): `{role}` is filled with
 * `customer` or `vendor` (the spec's "customer/x or vendor/x"), any other `{name}` is a path parameter. Nothing heavy
 * lives here (no schemas, no arktype): production imports it and stays schema-free (tools/check-prod-bundle.mjs).
 */
import type { Role } from '../lib/user-type'

export type Method = 'GET' | 'POST' | 'DELETE'

/** What a call carries beyond its method and path. */
type Facts = {
  /** Listing calls send the latitude and longitude headers (spec 1 §7): distances are measured from them. */
  readonly location?: true
}

type Key = `${Method} ${string}`

/** The `{name}`s of a path: `vendor/ads-detail/{id}` → `'id'`. */
export type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer R}` ? N | ParamNames<R> : never

/** Only the tables below make entries: a call, a route or a request cannot name a path the table does not hold. */
declare const fromTable: unique symbol

/** Any entry of the tables: what `call()`, the mock's `endpoint()` and the pact helper take. */
export type EndpointEntry = Facts & {
  readonly key: string
  readonly method: Method
  readonly path: string
  readonly [fromTable]: true
}

/** One call: its table key, method and path (with `{role}` and `{param}` placeholders), and its facts. */
export type Endpoint<K extends string = Key> = K extends `${infer M extends Method} ${infer P}`
  ? EndpointEntry & { readonly key: K; readonly method: M; readonly path: P }
  : never

/** The values a call fills its path with: `role` is a role, any other parameter a string or number. */
export type PathParams<E extends { path: string }> = {
  readonly [N in ParamNames<E['path']>]: N extends 'role' ? Role : string | number
}

/** Whether a call's path has placeholders (and so needs its `params`). */
export type HasParams<E extends { path: string }> = [ParamNames<E['path']>] extends [never] ? false : true

function table<const T extends Record<Key, Facts>>(facts: T): { readonly [K in keyof T & string]: Endpoint<K> & T[K] } {
  return Object.fromEntries(
    Object.entries(facts).map(([key, f]) => {
      const space = key.indexOf(' ')
      return [key, { key, method: key.slice(0, space), path: key.slice(space + 1), ...f }]
    }),
  ) as never
}

const listing = { location: true } as const

/** The backend's endpoints the web client calls (spec documents 1–3). */
export const ENDPOINTS = table({
  // Sign-in and the signed-in user (spec 1 §5, §7).
  'POST {role}/authenticate': {},
  'POST {role}/verify-otp': {},
  'POST {role}/resend-otp': {},
  'POST {role}/logout': {},
  'POST customer/get-user': {},
  'POST vendor/get-user': {},
  // Sign-up (spec 1 §4).
  'POST customer/register': {},
  'POST vendor/register': {},
  'POST franchise/register': {},
  'POST customer/add-institutes': {},
  'POST {role}/social-login': {},
  // Profiles and their verifications (spec 1 §6).
  'POST customer/save-profile': {},
  'POST vendor/save-profile': {},
  'POST vendor/remove-vendor-documents': {},
  'POST vendor/confirm-details': {},
  'POST {role}/resend-phone-email-otp': {},
  'POST {role}/verify-phone': {},
  'POST resend-verify-email': {},
  'POST verify-email': {},
  'POST unsubscribe': {},
  // Membership (spec 1 §7).
  'POST {role}/membership-plan-list': {},
  'GET {role}/load-hola-categories': {},
  // Lookups (spec 1 §4).
  'POST city-search': {},
  'POST search-state': {},
  'POST institute-search': {},
  'GET geo/reverse': {},
  // Discovery (spec 2 §2–§4).
  'POST menu-category': listing,
  'POST category-deal': listing,
  'POST keyword-deal': listing,
  'POST product-deal': listing,
  'POST vendor-deal': listing,
  'POST deal-detail': listing,
  'POST vendor-deal-detail': listing,
  'POST search-deals': listing,
  'POST deal-all-review': listing,
  // A customer's deals (spec 2 §5, spec 3 §7).
  'POST customer/add-to-wishlist': {},
  'POST customer/remove-from-wishlist': {},
  'POST customer/add-to-paynow': {},
  'POST customer/remove-from-paynow': {},
  'POST customer/my-wishlist': {},
  'GET customer/customer-dashboard': listing,
  'POST customer/check-deal/{id}': {},
  'POST customer/save-deal-reporting': {},
  'POST customer/add-rating-review': {},
  // A vendor's deals (spec 2 §6).
  'GET vendor/list-deal': listing,
  'DELETE vendor/remove-deal/{id}': {},
  'POST vendor/list-reported-deal': {},
  'POST vendor/keyword-list': {},
  'POST vendor/search-active-category': {},
  'POST vendor/search-active-product': {},
  'POST vendor/add-deal': {},
  'GET vendor/correction-deal/{id}': {},
  'POST vendor/update-deal': {},
  // Paying (spec 3 §2–§4).
  'POST customer/apply-coupon': {},
  'POST customer/place-order': {},
  'POST customer/get-encrypt-key': {},
  'POST vendor/get-encrypt-key': {},
  'POST {role}/membership-plan-payment': {},
  'POST {role}/get-mobile-encrypt-key': {},
  // Orders and redemption (spec 3 §7).
  'POST {role}/order-list': {},
  'POST customer/order-detail': {},
  'GET customer/order-cancel-reason-list': {},
  'POST {role}/cancel-deal-order': {},
  'POST vendor/order-detail': {},
  'POST vendor/order-redeem': {},
  'POST customer/order-pdf': {},
  // Wallet and statements (spec 3 §8).
  'POST customer/confirmed-statement': {},
  'POST customer/floting-statement': {},
  'GET customer/statement': {},
  'POST vendor/confirmed-statement': {},
  'POST vendor/floting-statement': {},
  'GET vendor/dropdown-my-deals': {},
  'POST vendor/export-invoice-pdf': {},
  'POST vendor/tax-invoice-pdf': {},
  // Commission (spec 3 §9).
  'POST vendor/order-to-pay': {},
  'POST vendor/order-ids-to-pay': {},
  'POST vendor/pay-to-fh': {},
  // Advertising (spec 3 §10).
  'GET vendor/ads-list': {},
  'GET vendor/ads-detail/{id}': {},
  'POST vendor/purchase-advertise': {},
  'GET vendor/ads-request': {},
  'GET vendor/load-advertise-category': {},
  'POST vendor/ads-create': {},
  'POST vendor/ads-update': {},
  'POST vendor/ads-remove': {},
  'POST vendor/ads-orders': {},
  'POST vendor/ads-invoice': {},
  // Notifications and referrals (spec 3 §11–§12).
  'POST {role}/list-notification': {},
  'POST {role}/seen-notification': {},
  'POST customer/customer-referrel': {},
  'POST vendor/vendor-referrel': {},
  // Content pages, newsletter and contact (spec 2 §8, spec 3 §13).
  'GET content-pages': {},
  'GET content-page/{contenttype}': {},
  'POST list-news-category': {},
  'POST add-newsletter': {},
  'POST add-inquiry': {},
})

/**
 * The mock's own control API under `__mock/` (docs/demo.md): the demo panel, the simulated gateway and social
 * provider, and the tests. A backend does not implement it, so the OpenAPI document and the backend team's table
 * leave it out.
 */
export const MOCK_CONTROL = table({
  'POST __mock/reset': {},
  'GET __mock/requests': {},
  'GET __mock/outbox': {},
  'GET __mock/personas': {},
  'POST __mock/personas/sign-in': {},
  'GET __mock/clock': {},
  'POST __mock/clock': {},
  'GET __mock/server': {},
  'GET __mock/settings': {},
  'POST __mock/settings': {},
  'POST __mock/provider-state': {},
  'GET __mock/staff/queue': {},
  'POST __mock/staff/{kind}/{id}/approve': {},
  'POST __mock/staff/{kind}/{id}/reject': {},
  'POST __mock/social/grant': {},
  'POST __mock/gateway/session': {},
  'GET __mock/gateway/sessions': {},
  'POST __mock/gateway/complete': {},
})

export type EndpointKey = keyof typeof ENDPOINTS
export type ControlKey = keyof typeof MOCK_CONTROL
/** Any entry of either table. */
export type AnyEndpoint = (typeof ENDPOINTS)[EndpointKey] | (typeof MOCK_CONTROL)[ControlKey]

/** The roles a path is called with: both for `{role}/…`, else the role its first segment names, else a visitor's. */
export function rolesOf(path: string): ('customer' | 'vendor' | 'franchise' | 'visitor')[] {
  if (path.startsWith('{role}/')) return ['customer', 'vendor']
  const first = path.split('/')[0]
  return first === 'customer' || first === 'vendor' || first === 'franchise' ? [first] : ['visitor']
}

/** The path a call goes to, its placeholders filled (each parameter URL-encoded): `vendor/ads-detail/7`. */
export function pathOf(entry: { path: string }, params: Readonly<Record<string, string | number>> = {}): string {
  return entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${entry.path} needs its ${name}`)
    return encodeURIComponent(String(value))
  })
}

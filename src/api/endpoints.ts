/**
 * The endpoint table (docs/decisions/0001-endpoint-table.md): every call the web client makes to the backend, its method
 * and path spelled once, as the spec's endpoint tables write it. The mock's routes, the pact tests, the OpenAPI
 * document and the backend team's table read it here; the client's functions read the same entries through
 * ./client-endpoints.ts, so that production does not ship the whole table up front.
 */
import { table } from './endpoint-types'

export * from './endpoint-types'

/** The backend's endpoints the web client calls (spec documents 1–3). */
export const ENDPOINTS = /* @__PURE__ */ table([
  // Sign-in and the signed-in user (spec 1 §5, §7).
  'POST {role}/authenticate',
  'POST {role}/verify-otp',
  'POST {role}/resend-otp',
  'POST {role}/logout',
  'POST customer/get-user',
  'POST vendor/get-user',
  // Sign-up (spec 1 §4).
  'POST customer/register',
  'POST vendor/register',
  'POST franchise/register',
  'POST customer/add-institutes',
  'POST {role}/social-login',
  // Profiles and their verifications (spec 1 §6).
  'POST customer/save-profile',
  'POST vendor/save-profile',
  'POST vendor/remove-vendor-documents',
  'POST vendor/confirm-details',
  'POST {role}/resend-phone-email-otp',
  'POST {role}/verify-phone',
  'POST resend-verify-email',
  'POST verify-email',
  'POST unsubscribe',
  // Membership (spec 1 §7).
  'POST {role}/membership-plan-list',
  'GET {role}/load-hola-categories',
  // Lookups (spec 1 §4).
  'POST city-search',
  'POST search-state',
  'POST institute-search',
  'GET geo/reverse',
  // Discovery (spec 2 §2–§4).
  'POST menu-category',
  'POST category-deal',
  'POST keyword-deal',
  'POST product-deal',
  'POST vendor-deal',
  'POST deal-detail',
  'POST vendor-deal-detail',
  'POST search-deals',
  'POST deal-all-review',
  // A customer's deals (spec 2 §5, spec 3 §7).
  'POST customer/add-to-wishlist',
  'POST customer/remove-from-wishlist',
  'POST customer/add-to-paynow',
  'POST customer/remove-from-paynow',
  'POST customer/my-wishlist',
  'GET customer/customer-dashboard',
  'POST customer/check-deal/{id}',
  'POST customer/save-deal-reporting',
  'POST customer/add-rating-review',
  // A vendor's deals (spec 2 §6).
  'GET vendor/list-deal',
  'DELETE vendor/remove-deal/{id}',
  'POST vendor/list-reported-deal',
  'POST vendor/keyword-list',
  'POST vendor/search-active-category',
  'POST vendor/search-active-product',
  'POST vendor/add-deal',
  'GET vendor/correction-deal/{id}',
  'POST vendor/update-deal',
  // Paying (spec 3 §2–§4).
  'POST customer/apply-coupon',
  'POST customer/place-order',
  'POST customer/get-encrypt-key',
  'POST vendor/get-encrypt-key',
  'POST {role}/membership-plan-payment',
  'POST {role}/get-mobile-encrypt-key',
  // Orders and redemption (spec 3 §7).
  'POST {role}/order-list',
  'POST customer/order-detail',
  'GET customer/order-cancel-reason-list',
  'POST {role}/cancel-deal-order',
  'POST vendor/order-detail',
  'POST vendor/order-redeem',
  'POST customer/order-pdf',
  // Wallet and statements (spec 3 §8).
  'POST customer/confirmed-statement',
  'POST customer/floting-statement',
  'GET customer/statement',
  'POST vendor/confirmed-statement',
  'POST vendor/floting-statement',
  'GET vendor/dropdown-my-deals',
  'POST vendor/export-invoice-pdf',
  'POST vendor/tax-invoice-pdf',
  // Commission (spec 3 §9).
  'POST vendor/order-to-pay',
  'POST vendor/order-ids-to-pay',
  'POST vendor/pay-to-fh',
  // Advertising (spec 3 §10).
  'GET vendor/ads-list',
  'GET vendor/ads-detail/{id}',
  'POST vendor/purchase-advertise',
  'GET vendor/ads-request',
  'GET vendor/load-advertise-category',
  'POST vendor/ads-create',
  'POST vendor/ads-update',
  'POST vendor/ads-remove',
  'POST vendor/ads-orders',
  'POST vendor/ads-invoice',
  // Notifications and referrals (spec 3 §11–§12).
  'POST {role}/list-notification',
  'POST {role}/seen-notification',
  'POST customer/customer-referrel',
  'POST vendor/vendor-referrel',
  // Content pages, newsletter and contact (spec 2 §8, spec 3 §13).
  'GET content-pages',
  'GET content-page/{contenttype}',
  'POST list-news-category',
  'POST add-newsletter',
  'POST add-inquiry',
])

export type EndpointKey = keyof typeof ENDPOINTS

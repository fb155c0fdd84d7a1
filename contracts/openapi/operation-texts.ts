/**
 * What each operation means, in the spec's words (spec 1 §7, spec 2 §7, spec 3 §7, with the rules of each §5 and the
 * error catalogues of each §8): a summary, a description (with the rules a backend must apply), and the error answers
 * the operation itself can give beyond those its access and body imply (operation-meaning.ts adds 401, 403 and 422).
 * Keyed `METHOD path` as the endpoint table writes it; a pair the customer and the vendor both call is written once
 * as `{role}/…`. operation-meaning.ts refuses an operation without an entry and an entry that names no operation.
 */
export type ErrorStatus = 403 | 404 | 409 | 422 | 429
export type OperationText = {
  summary: string
  description: string
  /** The refusals this operation gives besides the role's 401/403 and the body's 422, each with what it means. */
  errors?: Partial<Record<ErrorStatus, string>>
}

const THROTTLED = 'Too many attempts for this account or client; the answer carries Retry-After (seconds).'
const DEAL_UUID = '`id` is the deal’s uuid (the `uuid` of a deal card), never its numeric id.'
const NOT_VERIFIED = 'The account’s phone or email is not verified yet (spec 3 §8: the user is sent to verify first).'
const PAGED = 'Paged as Laravel’s paginator: `page` and `rowsPerPage` in, `current_page`, `last_page`, `total` out.'
const STATEMENT_BODY =
  'The filter is one of: a day range (`start_date`, `end_date`, YYYY-MM-DD, India’s calendar), or one of the flags `last_week`, `last_month`, `last_year` (0/1); `deal_id` narrows it to one deal. ' +
  PAGED

export const OPERATION_TEXTS: Record<string, OperationText> = {
  // Spec 1 §7, Authentication
  'POST {role}/authenticate': {
    summary: 'Start signing in: send a one-time code',
    description:
      'Spec 1 §4, §7: `username` is the account’s email or phone (of this role). Answers the challenge’s `id`, which verify-otp and resend-otp send back; the code goes to the account’s phone or email.',
    errors: {
      422: 'No account of this role with that email or phone, or the username is malformed.',
      429: THROTTLED,
    },
  },
  'POST {role}/verify-otp': {
    summary: 'Finish signing in with the one-time code',
    description:
      'Spec 1 §4, §7: `otp` (four digits) and the challenge `id` from authenticate. Answers `access_token` (sent as `Authorization: Bearer …` from then on) and the signed-in `user`. Five wrong codes lock the challenge.',
    errors: {
      422: 'A wrong or expired code, or an unknown or used challenge id.',
      429: 'The challenge is locked after too many wrong codes: sign in again.',
    },
  },
  'POST {role}/resend-otp': {
    summary: 'Send the sign-in code again',
    description: 'Spec 1 §7: `id` is the challenge from authenticate (or register). Answers a message.',
    errors: { 422: 'An unknown or used challenge id.', 429: THROTTLED },
  },
  'POST {role}/get-user': {
    summary: 'The signed-in user’s profile',
    description:
      'Spec 1 §7: the user’s fields with `is_email_verified` and `is_verified`; a customer also `approve_status`, a vendor also `account_types`, `media_type`, `email_verified_at`, `monthDuration`, `hash`.',
  },
  'POST {role}/logout': {
    summary: 'Sign out',
    description: 'Spec 1 §7, spec 3 §7: revokes the bearer token; the next call with it is a 401.',
  },
  'POST {role}/social-login': {
    summary: 'Sign in with Google or Facebook',
    description:
      'Spec 1 §3, §7: the provider’s `social_token` with the account’s `full_name`, `email`, `image` and `social_type` (`Google` or `Facebook`). The vendor endpoint is used when the user type is 1, the customer one when it is 2. Answers `access_token` and `user`, as verify-otp.',
    errors: { 422: 'The token is not accepted by the provider, or a field is missing or malformed.' },
  },
  'POST customer/register': {
    summary: 'Sign a student up',
    description:
      'Spec 1 §5, §7 (multipart): the customer fields, the student ID card (`card_media`, png or jpeg, cropped to 150 × 200) and `expiry_date` (MM/YYYY, this month to five years ahead). Answers the OTP challenge’s `id`: the sign-up finishes with verify-otp. The email and phone must not belong to another account.',
    errors: { 422: 'Per field, in the spec’s words (spec 1 §5), e.g. "The Phone Number field is required.".' },
  },
  'POST vendor/register': {
    summary: 'Sign a vendor up',
    description:
      'Spec 1 §5, §7 (multipart): the outlet’s and the bank’s details with `bankDocuments[]` and `panDocuments[]` (jpeg, jpg, png or pdf; at most 3 each). Answers the OTP challenge’s `id`.',
    errors: { 422: 'Per field, in the spec’s words (spec 1 §5): PAN, GST and IFSC formats, matching account numbers.' },
  },
  'POST franchise/register': {
    summary: 'Request a franchise',
    description:
      'Spec 1 §7 (multipart): `venderInfo` is the vendor form’s details as JSON text, with the bank and PAN documents. Staff review the request; the answer says it was received.',
    errors: { 422: 'venderInfo is not the vendor form as JSON, or one of its fields breaks the vendor rules.' },
  },
  'POST customer/add-institutes': {
    summary: 'Add the institute a student named under Others',
    description:
      'Spec 1 §7: `name` (the institute), `is_active` 1 and `customer_name`; used when the student picks Others (id 0) in institute-search. Answers the institute with its new id.',
    errors: { 422: 'The name is missing, too long, or already an institute.' },
  },
  // Spec 1 §7, Profile and verification
  'POST customer/save-profile': {
    summary: 'Save the student’s profile',
    description:
      'Spec 1 §5, §7 (multipart): every customer field, `card_media` and `image` when changed, `expiry_date` as MM/DD/YYYY. A changed email or phone is verified separately (resend-phone-email-otp, verify-phone).',
    errors: { 422: 'Per field, in the spec’s words (spec 1 §5).' },
  },
  'POST vendor/save-profile': {
    summary: 'Save the vendor’s profile',
    description:
      'Spec 1 §5, §7 (multipart): `image`, `documents[]` with `category_id[i]` (each document’s type), every profile field, the city as a name.',
    errors: { 422: 'Per field, in the spec’s words (spec 1 §5).' },
  },
  'POST vendor/remove-vendor-documents': {
    summary: 'Remove one of the vendor’s documents',
    description: 'Spec 1 §7: `id` is the vendor’s `hash` (get-user), `document_id` the document.',
    errors: { 403: 'The hash is another vendor’s.', 404: 'No such document of this vendor.' },
  },
  'POST vendor/confirm-details': {
    summary: 'Confirm the vendor’s details (re-verification dialog)',
    description: 'Spec 1 §5 "Vendor confirm dialog": `id` is the vendor’s own `hash`; the answer is a message.',
    errors: { 403: 'The hash is another account’s.' },
  },
  'POST resend-verify-email': {
    summary: 'Send the email-verification link again',
    description:
      'Spec 1 §7: `userType` (customer or vendor) and the account’s `uuid`. The link is valid for a limited time and once.',
    errors: {
      404: 'No account of that type with that uuid.',
      422: 'The email is already verified, or a field is malformed.',
      429: THROTTLED,
    },
  },
  'POST verify-email': {
    summary: 'Verify an email with the link’s token',
    description: 'The landing page of the verification link sends its token and the account type; answers a message.',
    errors: { 404: 'No such link.', 409: 'The link was already used, is for an old email, or has expired.' },
  },
  'POST unsubscribe': {
    summary: 'Unsubscribe from the newsletter with an email’s link',
    description: 'The landing page of an email’s unsubscribe link sends its token; answers a message.',
    errors: { 404: 'No such link.' },
  },
  'POST {role}/resend-phone-email-otp': {
    summary: 'Send a code to verify the phone or email',
    description:
      'Spec 1 §7: `phone`, `email`, `id` (the user’s `hash`) and `is_email` (1: the email, 0: the phone). A new value must not belong to another account.',
    errors: {
      403: 'The id is another account’s.',
      422: 'The value is malformed, already verified, or another account’s.',
      429: THROTTLED,
    },
  },
  'POST {role}/verify-phone': {
    summary: 'Verify the phone or email with the code',
    description: 'Spec 1 §7: `otp` (the four digits joined), `phone`, `email`, `id` (the user’s `hash`), `is_email`.',
    errors: {
      403: 'The id is another account’s.',
      422: 'A wrong or expired code, or no code was sent.',
      429: 'Too many wrong codes: send a new one.',
    },
  },
  // Spec 1 §7, Membership
  'POST {role}/membership-plan-list': {
    summary: 'The membership plans and how they can be paid',
    description: 'Spec 1 §3, §7: `planList` (the Hola categories with their prices) and `payment_type`.',
  },
  'GET {role}/load-hola-categories': {
    summary: 'The membership plans (Hola categories)',
    description: 'Spec 1 §7: `planList`.',
  },
  'POST {role}/membership-plan-payment': {
    summary: 'Pay for a membership plan',
    description:
      'Spec 1 §7, spec 3 §7: `id` is the plan’s uuid, `payment_type` the method. Answers the payment provider’s hand-off (`uri`, `data`, `access_code`), as get-encrypt-key.',
    errors: { 404: 'No plan with that uuid.' },
  },
  // Spec 1 §7, Lookups
  'POST institute-search': {
    summary: 'Search institutes',
    description: 'Spec 1 §7: `search` text; an Others entry with id 0 is offered when none match. Debounced 800 ms.',
  },
  'POST search-state': {
    summary: 'Search states',
    description: 'Spec 1 §7: `name` or `search`, `is_active` 1; answers `states`.',
  },
  'POST city-search': { summary: 'Search cities', description: 'Spec 1 §7, spec 3 §7: `search`; answers `city`.' },
  'GET geo/reverse': {
    summary: 'The city at a map position',
    description:
      'Spec 1 §7: the reverse-geocoding the product does against a maps service, answered by the API so the client needs no key: `lat` and `lng` in the query.',
    errors: { 404: 'No city near this position.', 422: 'lat or lng missing or out of range.' },
  },
  // Spec 2 §7
  'POST menu-category': {
    summary: 'The home page’s carousels',
    description:
      'Spec 2 §7: `wishlist_customer_id` (0 for a visitor), optional `city_id`, the position in the latitude/longitude headers. Answers `slider_category`, `top_menu_cateogry` (sic) and `featured_vendor`.',
  },
  'POST category-deal': {
    summary: 'A category’s deals',
    description: 'Spec 2 §7: `id` (the category), `sortBy`, `order`, `wishlist_customer_id`, `city_id`.',
    errors: { 404: 'No such category.' },
  },
  'POST keyword-deal': {
    summary: 'A keyword’s deals',
    description: 'Spec 2 §7: `name` (the keyword) with the listing filter.',
    errors: { 404: 'No such keyword.' },
  },
  'POST product-deal': {
    summary: 'A product’s deals',
    description: 'Spec 2 §7: `id` (the product) with the listing filter.',
    errors: { 404: 'No such active product.' },
  },
  'POST vendor-deal': {
    summary: 'A vendor’s deals',
    description: 'Spec 2 §7: `id` (the vendor) with the listing filter; answers `vendor_deals.deals`.',
    errors: { 404: 'No such vendor.' },
  },
  'POST deal-detail': {
    summary: 'A deal’s page',
    description:
      'Spec 2 §7: `id` (the deal’s uuid), `hash`, `wishlist_customer_id`. Answers `deal`, `payment_type`, `deal_status`, `default_hola_category`.',
    errors: { 404: 'No public deal with that uuid.' },
  },
  'POST vendor-deal-detail': {
    summary: 'A vendor’s own deal page',
    description: 'Spec 2 §7: as deal-detail, for the vendor’s own deal in any status.',
    errors: { 403: 'The deal is another vendor’s.', 404: 'No deal with that uuid.' },
  },
  'POST search-deals': {
    summary: 'The header search',
    description: 'Spec 3 §7: `search` text; answers `categories`, `deals`, `products`, `keywords`, `vendors`.',
  },
  'GET content-pages': { summary: 'The content pages', description: 'Spec 2 §7: the footer’s content pages.' },
  'GET content-page/{contenttype}': {
    summary: 'One content page',
    description: 'Spec 2 §7: `contenttype` names the page (about-us, privacy-policy, …); answers `content`.',
    errors: { 404: 'No such page.' },
  },
  'POST list-news-category': {
    summary: 'The newsletter’s categories',
    description: 'Spec 3 §7: `search`; answers `category`.',
  },
  'POST add-newsletter': {
    summary: 'Subscribe to the newsletter',
    description: 'Spec 3 §7: `email`, `name`, `phone`, `category` (ids).',
    errors: { 422: 'Per field: a required or malformed field, or an unknown category.' },
  },
  'POST add-inquiry': {
    summary: 'Send an inquiry',
    description: 'Spec 3 §2 Inquiry, §7: `name`, `email`, `subject`, `notes`.',
    errors: { 422: 'Per field: a required, malformed or too long field.' },
  },
  'POST customer/add-to-wishlist': {
    summary: 'Keep a deal in the wishlist',
    description: `Spec 2 §7, spec 3 §7: ${DEAL_UUID} Answers \`is_wishlist\`.`,
    errors: { 404: 'No public deal with that uuid.', 409: 'Already in the wishlist (`msg` says so).' },
  },
  'POST customer/remove-from-wishlist': {
    summary: 'Take a deal out of the wishlist',
    description: `Spec 2 §7: ${DEAL_UUID}`,
    errors: { 404: 'No such deal, or it is not in the wishlist.' },
  },
  'POST customer/add-to-paynow': {
    summary: 'Add a deal to My Deals',
    description: `Spec 2 §7, spec 3 §7: ${DEAL_UUID} Only an active deal in stock, for a verified student.`,
    errors: {
      403: NOT_VERIFIED,
      404: 'No public deal with that uuid.',
      409: 'The deal is not active, out of stock, or already in My Deals (`msg` says which).',
    },
  },
  'POST customer/remove-from-paynow': {
    summary: 'Take a deal out of My Deals',
    description: `Spec 2 §7: ${DEAL_UUID} Sent after the student confirms.`,
    errors: { 404: 'No such deal, or it is not in My Deals.' },
  },
  'POST customer/my-wishlist': {
    summary: 'The wishlist or My Deals',
    description: 'Spec 2 §7: `cart_type` 0 the wishlist, 1 My Deals; answers `my_deals`.',
  },
  'GET customer/customer-dashboard': {
    summary: 'The student’s dashboard of kept deals',
    description:
      'Spec 2 §7, spec 3 §7: the position in the latitude/longitude headers; answers `all_deals`, `active_deals`, `pending_deals`, `expire_deals`, each with its distance.',
  },
  'POST customer/check-deal/{id}': {
    summary: 'How many of a deal the student holds',
    description: 'Spec 2 §7, spec 3 §7: `id` in the path is the deal’s uuid; answers `deal_counts`.',
    errors: { 404: 'No deal with that uuid.' },
  },
  'POST customer/add-rating-review': {
    summary: 'Rate and review a deal',
    description: 'Spec 2 §5, §7: `title`, `rating` (1–5), `review_text`, `id` (the deal). Staff approve it first.',
    errors: { 404: 'No deal with that id.', 409: 'The student already reviewed this deal (`msg` says so).' },
  },
  'POST customer/save-deal-reporting': {
    summary: 'Report a deal',
    description:
      'Spec 2 §7, spec 3 §7: `title`, `description`, `deal_id` (the deal’s uuid), `vendor_id`, and `order_id` when reported from an order. Only a deal the student has bought can be reported.',
    errors: {
      403: 'The student holds none of this deal.',
      404: 'No public deal with that uuid.',
      409: 'Already reported (`msg` says so).',
    },
  },
  'POST deal-all-review': {
    summary: 'A deal’s reviews',
    description:
      'Spec 2 §7: `uuid` (the deal), `customer_id`, the filters `most_recent`, `positive`, `nagative` (sic), `page`, `rowsPerPage`. Answers the deal, the reviews (paged), `avgReview`, `reviews_1` to `reviews_5`, `isReviewed`.',
    errors: { 404: 'No deal with that uuid.' },
  },
  'GET vendor/list-deal': {
    summary: 'The vendor’s deals',
    description: 'Spec 2 §7: answers `deals` and `deal_status`.',
  },
  'DELETE vendor/remove-deal/{id}': {
    summary: 'Remove a deal',
    description: 'Spec 2 §7: `id` in the path is the deal’s uuid. A deal customers still hold cannot go.',
    errors: {
      403: 'The deal is another vendor’s.',
      404: 'No deal with that uuid.',
      409: 'Customers hold this deal.',
    },
  },
  'POST vendor/list-reported-deal': {
    summary: 'The vendor’s reported deals',
    description: `Spec 2 §2 Reported Deals, §7: ${PAGED} (9 a page in the request).`,
  },
  'POST vendor/keyword-list': { summary: 'Search keywords', description: 'Spec 2 §7: none, or `search`.' },
  'POST vendor/search-active-category': {
    summary: 'Search active categories',
    description: 'Spec 2 §7: `search`; answers `category`.',
  },
  'POST vendor/search-active-product': {
    summary: 'Search active products',
    description: 'Spec 2 §7: `search`; answers `products`.',
  },
  'POST vendor/add-deal': {
    summary: 'Add a deal (waits for staff approval)',
    description:
      'Spec 2 §5, §7 (multipart): images, `from_date` and `end_date` (YYYY-MM-DD), `days[]`, the tiers `criteria_amount[]` and `criteria_discount[]`, `keyword[]`, `new_keywork[]` (sic), `category_id[]`, and the deal’s fields. A new deal is Pending (deal_status 2) until staff approve it.',
    errors: { 403: NOT_VERIFIED, 422: 'Per field, in the spec’s words (spec 2 §5, §8).' },
  },
  'GET vendor/correction-deal/{id}': {
    summary: 'A deal to correct',
    description:
      'Spec 2 §2 "Vendor deal correction": `id` in the path is the deal’s uuid; answers `deal`, `deal_status`.',
    errors: { 403: 'The deal is another vendor’s.', 404: 'No deal with that uuid.' },
  },
  'POST vendor/update-deal': {
    summary: 'Update a deal',
    description:
      'Spec 2 §5, §7 (multipart): the deal’s fields as add-deal, with `id`, `criteria_id[]` and the images only when changed.',
    errors: {
      403: 'The deal is another vendor’s, or the vendor is not verified.',
      404: 'No deal with that id.',
      422: 'Per field, in the spec’s words (spec 2 §5, §8).',
    },
  },
  // Spec 3 §7
  'POST customer/apply-coupon': {
    summary: 'Check a promo or gift code for a deal',
    description: 'Spec 3 §5, §7: `deal_id` (the deal’s uuid) and `cupon_code` (sic); answers `msg` and the `card`.',
    errors: {
      404: 'No such code.',
      422: 'The code has expired or is used up, or the deal is not on sale.',
    },
  },
  'POST customer/place-order': {
    summary: 'Place an order for a deal',
    description:
      'Spec 3 §5, §7. Rules the backend must apply: `deal_id` is the deal’s uuid (never its numeric id); `amount` and `discount` are the figures the page showed, and the server recomputes them from the deal, its tiers, the plan’s margin for `payment_mode` and the code, refusing with 422 when either differs (the answer’s `expected` carries the server’s figures). `is_cupon_applied` 1 needs `cupon_code`. `code` 202 means pay at the gateway (get-encrypt-key with `order_id` and `tid_id`); 200 means done (cash or Hola points).',
    errors: {
      403: 'The student is not verified, or the account has expired.',
      404: 'No public deal with that uuid.',
      422: 'The deal is not active or out of stock, amount or discount differ from the server’s, a code is missing or refused, or not enough Hola points.',
    },
  },
  'POST customer/get-encrypt-key': {
    summary: 'Open the payment gateway for a deal order',
    description:
      'Spec 3 §7: `amount`, `payment_for` (deal), `payment_mode`, `order_id`, `tid_id` from place-order. Answers the encrypted hand-off (`uri`, `data`, `access_code`) the page auto-posts to the card provider.',
    errors: { 404: 'No such order or payment session.', 422: 'The order is not waiting for payment.' },
  },
  'POST vendor/get-encrypt-key': {
    summary: 'Open the payment gateway for an advertisement or a commission payment',
    description: 'Spec 3 §7: `amount`, `payment_for` (ads or pay_to_fh), `payment_mode`, `order_id`.',
    errors: { 404: 'No such order or payment session.', 422: 'The order is not waiting for payment.' },
  },
  'POST {role}/get-mobile-encrypt-key': {
    summary: 'Open the payment gateway from the mobile app',
    description:
      'Spec 3 §7: as get-encrypt-key, with `secret_key`, `tid_id` and `device`; the role follows the user type.',
    errors: { 404: 'No such order or payment session.', 422: 'The order is not waiting for payment.' },
  },
  'POST {role}/order-list': {
    summary: 'The orders',
    description: `Spec 3 §2 Orders, §7: ${PAGED} Answers \`orders.data\`, \`reported_deal\`, \`order_status\`.`,
  },
  'POST {role}/cancel-deal-order': {
    summary: 'Cancel an order',
    description:
      'Spec 3 §4, §7: `order_id`, `reason_id` (order-cancel-reason-list), `new_reason` and `description` when Other. Only an order not yet redeemed can be cancelled.',
    errors: {
      403: 'The order is not the caller’s to cancel.',
      404: 'No such order.',
      409: 'The order can no longer be cancelled (`msg` says so).',
    },
  },
  'GET customer/order-cancel-reason-list': {
    summary: 'The reasons an order can be cancelled for',
    description: 'Spec 3 §7: answers `reason`.',
  },
  'POST customer/order-detail': {
    summary: 'One of the student’s orders (the deal code page)',
    description: 'Spec 3 §2 "Deal redemption details": `order_id`; answers the order.',
    errors: { 404: 'No such order of this student.' },
  },
  'POST customer/order-pdf': {
    summary: 'An order’s voucher as a PDF',
    description: 'Spec 3 §7: `reference_code`; the PDF is saved under the deal’s name and the date.',
    errors: { 404: 'No such order of this student.', 409: 'The order has no deal code (not paid, or cancelled).' },
  },
  'POST vendor/order-detail': {
    summary: 'Look up an order by its deal code (redemption)',
    description: 'Spec 3 §2 Vendor redemption, §7: `reference_code`; answers the order.',
    errors: { 404: 'No order of this vendor with that code.', 422: 'The code is malformed.' },
  },
  'POST vendor/order-redeem': {
    summary: 'Redeem an order at the counter',
    description: 'Spec 3 §4, §7: `reference_code`; answers `msg`.',
    errors: { 404: 'No order of this vendor with that code.', 422: 'The order cannot be redeemed (`msg` says why).' },
  },
  'POST vendor/order-to-pay': {
    summary: 'The cash orders whose commission the vendor owes',
    description: `Spec 3 §2 Commission, §7: ${PAGED} (10 a page). Answers \`orders\` and \`total_amount\`.`,
  },
  'POST vendor/order-ids-to-pay': {
    summary: 'Every order whose commission is owed, and the total',
    description: 'Spec 3 §7: answers `total_amount` and `order_ids`, which pay-to-fh sends back.',
  },
  'POST vendor/pay-to-fh': {
    summary: 'Pay the commission owed',
    description:
      'Spec 3 §2 Commission payment, §7: `order_ids`, `amount` and `payment_method`. The amount must be the server’s total for those orders. Answers `code` and `message`.',
    errors: {
      404: 'No such payment of this vendor.',
      409: 'One of the orders’ commission is already paid.',
      422: 'The amount differs from the orders’ total, or an order is not this vendor’s.',
    },
  },
  'POST vendor/export-invoice-pdf': {
    summary: 'The vendor’s account statement for a day range, as a PDF',
    description: 'Spec 3 §2 "Tax invoice and account statement download": `vendor_id`, `start_date`, `end_date`.',
    errors: {
      403: 'The vendor_id is not the caller’s.',
      422: 'A day is malformed, in the future, or the range inverted.',
    },
  },
  'POST vendor/tax-invoice-pdf': {
    summary: 'The GST tax invoice of Hola’s commission for a month, as a PDF',
    description: 'Spec 3 §2: `month` and `year` of a finished month.',
    errors: { 403: 'The vendor_id is not the caller’s.', 422: 'Not a finished month.' },
  },
  'POST {role}/confirmed-statement': {
    summary: 'The confirmed statement (money that has settled)',
    description: `Spec 3 §2 Statement, §3, §7. ${STATEMENT_BODY}`,
    errors: { 422: 'A malformed day, or a range that ends before it starts.' },
  },
  'POST {role}/floting-statement': {
    summary: 'The floating statement (money not settled yet)',
    description: `Spec 3 §2 Statement, §3, §7 (\`floting\` sic). ${STATEMENT_BODY}`,
    errors: { 422: 'A malformed day, or a range that ends before it starts.' },
  },
  'GET customer/statement': {
    summary: 'The deals the student’s statement can be narrowed to',
    description: 'Spec 3 §7: answers `deals`.',
  },
  'GET vendor/dropdown-my-deals': {
    summary: 'The deals the vendor’s statement can be narrowed to',
    description: 'Spec 3 §7: answers `deals` and `payment_type`.',
  },
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
  'POST {role}/list-notification': {
    summary: 'The notifications (the bell)',
    description: `Spec 3 §2 Notifications, §7: \`rowsPerPage\` 10, \`page\`, \`order\`. Answers \`data\` (paged) and \`unseen_notification_count\`.`,
  },
  'POST {role}/seen-notification': {
    summary: 'Mark a notification seen',
    description: 'Spec 3 §2 Notifications, §7: `id` (the notification); the bell’s unseen count drops by one.',
    errors: { 404: 'No such notification of this user.' },
  },
  'POST customer/customer-referrel': {
    summary: 'The student’s referrals',
    description: 'Spec 3 §2 Referrals, §7 (`referrel` sic): answers `referrel`, newest first.',
  },
  'POST vendor/vendor-referrel': {
    summary: 'The vendor’s referrals',
    description: 'Spec 3 §2 Referrals, §7 (`referrel` sic): answers `referrel`, newest first.',
  },
}

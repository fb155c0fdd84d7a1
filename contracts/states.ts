/**
 * Provider states the contracts rely on. The consumer tests name them in `given(...)`; the mock backend's
 * control API (POST /api/__mock/provider-state) sets them up; a real backend implements the same names (docs/backend-team.md).
 */
export const STATES = {
  /** The seed personas exist (customer@example.com, vendor@example.com, ...). */
  personas: 'the seed personas exist',
  /** An open OTP challenge `id` with code `otp` for the persona of `role`. */
  otpChallenge: 'an OTP challenge is open',
  /** A bearer `token` that belongs to the persona of `role`. */
  signedIn: 'a user is signed in',
  /**
   * The customer persona signed in with `token` (the vendor persona with `vendorToken`), an active, available deal
   * `deal` (uuid) with id `dealId` sold by vendor `vendorId`, and the customer's wishlist, My Deals and reports emptied.
   */
  customerSeesDeal: 'a customer is signed in and an active deal is available',
  /** As customerSeesDeal, and the deal is in the customer's wishlist and My Deals, with a pending and an expired deal in My Deals too. */
  customerKeepsDeal: 'the customer keeps the deal in the wishlist and My Deals',
  /** As customerSeesDeal, but the deal has expired (its end date was last week): public, no longer active. */
  customerSeesExpiredDeal: 'a customer is signed in and the deal has expired',
  /** As customerSeesDeal, but none of the deal is left (deal_available 0): still active and public. */
  customerSeesSoldOutDeal: 'a customer is signed in and the deal is out of stock',
  /** As customerKeepsDeal, and the customer has reviewed the deal (not approved yet). */
  customerReviewedDeal: 'the customer has reviewed the deal',
  /** As customerKeepsDeal, and the customer has reported the deal as wrong. */
  customerReportedDeal: 'the customer has reported the deal',
  /** The customer persona whose phone is not verified (unverified.customer@example.com), signed in with `token`. */
  unverifiedCustomerSignedIn: 'a customer whose phone is not verified is signed in',
  /** Something in every search group matches "chai" (category, product, keyword, vendor, a deal); cities Bengaluru and Mumbai; institute Christ University. */
  catalogueToFind: 'the catalogue has deals, places and institutes to find',
  /**
   * Deal `deal` (uuid) has two approved reviews and one pending review by the customer persona, who is signed in with `token`;
   * `more` adds that many approved reviews by other students (the demo and journeys use it to page and sort).
   */
  dealHasReviews: 'a deal has approved reviews and a pending one by the customer',
  /** Content pages are published (about-us among them; student-ambassador is a draft) and newsletter topics exist. */
  contentPublished: 'the content pages and newsletter topics are published',
  /** `email` is already subscribed to the newsletter. */
  newsletterSubscribed: 'an email is subscribed to the newsletter',
  /**
   * Discovery: deal `listedDeal` (uuid) is active in Bengaluru, in category Cafes (slug cafes), for keyword
   * Student Special and product `listedProduct` (uuid, Masala Chai), sold by the vendor persona (uuid `vendor`),
   * with an approved review; an open deal with amount tiers is active too.
   */
  catalogueListsDeal: 'the catalogue lists an active deal in a category, keyword, product and vendor',
  /**
   * As catalogueListsDeal, and the vendor persona, signed in with `token`, has deal `pendingDeal` (uuid) waiting for
   * approval; deal `otherVendorDeal` (uuid) belongs to another vendor.
   */
  vendorHasPendingDeal: 'the vendor is signed in and has a deal waiting for approval',
  /**
   * As catalogueListsDeal, and the customer persona, signed in with `token`, keeps deal `deal` (uuid, by default the
   * listed deal) in the wishlist; that deal is listed in the category whose slug is `category` (by default cafes).
   */
  customerWishesListedDeal: 'a customer is signed in and keeps a listed deal in the wishlist',
  /**
   * The vendor persona signed in with `token` (the customer persona with `customerToken`) owns deal `deal` (uuid,
   * inactive, nobody keeps it: removable), deal `heldDeal` (uuid, active, in a student's My Deals) and deal
   * `sentBackDeal` (uuid, 01-06-2030 to 30-06-2030, Mondays, Cafes, keyword 1, product 1) that staff sent back with a
   * comment on `name`; deal `otherVendorDeal` (uuid) is another vendor's.
   * The one report about the vendor's deals: the customer persona's, about `heldDeal`.
   */
  vendorOwnsDeals: 'the vendor is signed in and owns deals, one sent back and one held by a student',
  /** As vendorOwnsDeals, but the vendor persona's only deal is `sentBackDeal`, sent back with a comment on `name`. */
  /** The vendor persona signed in with `token`, their phone not verified (as after a phone change). */
  vendorPhoneNotVerified: 'the vendor is signed in and their phone is not verified',
  vendorHasOnlySentBackDeal: 'the vendor is signed in and their only deal was sent back with a comment',
  /**
   * Profile: the unverified customer persona (phone not verified), signed in with `token`, was sent code `otp` to verify
   * its phone (`phone`, its own number) from the profile.
   */
  contactCodeSent: 'a customer whose phone is not verified was sent a code to verify it',
  /** As contactCodeSent for the vendor persona: signed in with `token`, phone not verified, sent code `otp` for it. */
  vendorContactCodeSent: 'a vendor whose phone is not verified was sent a code to verify it',
  /**
   * The vendor persona's email is not verified (is_email_verified 0) and a verification link `id` was emailed to it,
   * unused and within its day; with `used: true` the link was already used.
   */
  emailLinkSent: 'a vendor whose email is not verified was sent a verification link',
  /** `email` is subscribed to the newsletter and its emails carry the unsubscribe link `id`. */
  unsubscribeLinkSent: 'a newsletter subscriber has an unsubscribe link',
  /**
   * Sign-up: the personas, state 1 (Karnataka) and active institute 1 (Christ University) to choose from; the customer
   * persona's referral code PRIYA2026; no account yet with the emails or phones the sign-up contracts send.
   */
  signupChoices: 'the states and institutes a sign-up chooses from exist',
  /** Social sign-in: `token` is an unused grant of provider `social_type` for `email` (a persona's), valid now. */
  socialGrant: 'a social sign-in token was granted for an account',
  /**
   * A student has just registered (meera.joshi@example.com, phone 9000012345, nothing verified yet) and the
   * registration's OTP challenge `id` with code `otp` is open: the code went to that phone.
   */
  registrationChallenge: 'a student has registered and the OTP challenge is open',
  /**
   * Orders: as customerSeesDeal (the customer persona with `token`, the vendor persona with `vendorToken`, deal `deal`),
   * and the customer has three orders of it: `orderId`, paid by UPI and waiting at the gateway with transaction `tid`
   * for ₹149; `cashOrderId`, a cash order with deal code `code`, to be redeemed; and one already redeemed, code `redeemedCode`.
   * With `only: 'cash'`, the cash order alone (a list whose rows share one shape). The customer has reported nothing.
   */
  customerHasOrders: 'the customer has orders of the deal',
  /**
   * Commission: as customerHasOrders, and order 4, a cash order of the deal placed and redeemed on the 15th of last
   * month (code `lastMonthCode`): the vendor persona (`vendorToken`) owes the commission on orders 3 and 4
   * (`commissionDue` rupees) and last month has a tax invoice. With `paying: true`, the vendor has asked to pay both
   * by debit card (vendor/pay-to-fh): payment `paymentId`, waiting for the gateway.
   */
  vendorOwesCommission: 'the vendor owes commission on redeemed cash orders',
  /**
   * Ads: the vendor persona (`token`) with the seeded packages (`adUuid`, the Category Spotlight: ₹799 less 10%, 18%
   * GST, ₹848.54), an active deal `deal` and an inactive one `inactiveDeal` ('Chai & Samosa Study Break'), and
   * `points` Hola points (none by default). With `ordering: true`, it has ordered the package for the active deal
   * from tomorrow by UPI: order `adOrderId`, waiting for the gateway for `adAmount` rupees. The seed's requests of
   * the vendor are there too: `adRequestedId` (Requested), `adApprovedId` (Approved, ₹1,199, no orders),
   * `adRejectedId` (Rejected) and `adPaidRequestId` (Approved and paid: order `adPaidOrderId`, its history's).
   * With `running: true` (the journeys'), a home ad for the active deal runs from today for seven days.
   */
  vendorBuysAds: 'the vendor can buy advertisements',
  /**
   * The persona of `role` (customer or vendor) signed in with `token`, with its history and, newest, an unseen
   * notification `notification` (uuid); `othersNotification` (uuid) belongs to the other persona.
   */
  hasNotifications: 'a person has notifications',
  /**
   * Referrals: the vendor persona (`token`) has referred outlets only (a list whose rows share one shape): Fresh Bites
   * Indiranagar, its KYC pending, its reward floating.
   */
  vendorReferredOutlets: 'the vendor has referred outlets only',
} as const

export type StateName = (typeof STATES)[keyof typeof STATES]

/** The fixed values the contracts use with those states. */
export const PACT_VALUES = {
  customerToken: 'pact-customer-token-0000000000000000000000000000000000000000',
  vendorToken: 'pact-vendor-token-00000000000000000000000000000000000000000',
  challengeId: 'pact-otp-challenge-0001',
  otp: '1234',
  unverifiedCustomerToken: 'pact-unverified-customer-token-000000000000000000000000000000',
  /** The verification link of emailLinkSent and the unsubscribe link of unsubscribeLinkSent. */
  emailLinkToken: 'pact-email-link-0001',
  unsubscribeToken: 'pact-unsubscribe-0001',
  /** The deal of the customer-deal states. */
  dealUuid: 'a5e1d7c0-0000-4000-8000-000000090001',
  dealId: 90001,
  vendorId: 101,
  /** The deal of the reviews and search states. */
  reviewedDealUuid: 'a5e1d7c0-0000-4000-8000-0000000d0001',
  /** The deals, product and vendor of the discovery states. */
  listedDealUuid: 'dea1c0de-0000-4000-8000-000000000001',
  openDealUuid: 'dea1c0de-0000-4000-8000-000000000002',
  pendingDealUuid: 'dea1c0de-0000-4000-8000-000000000003',
  otherVendorDealUuid: 'dea1c0de-0000-4000-8000-000000000004',
  listedProductUuid: 'dea1c0de-0000-4000-8000-0000000b0001',
  vendorUuid: 'beef0000-0000-4000-8000-000000000101',
  /** The customer persona's user id (customer@example.com): the `wishlist_customer_id` the client sends for them. */
  customerId: 1,
  /** The deals of the vendor-deals states. */
  vendorDealUuid: 'dea1c0de-0000-4000-8000-0000000c0001',
  heldDealUuid: 'dea1c0de-0000-4000-8000-0000000c0002',
  sentBackDealUuid: 'dea1c0de-0000-4000-8000-0000000c0003',
  /** The social sign-in grant of the socialGrant state. */
  socialToken: 'pact-social-token-0001',
  /** The orders of customerHasOrders. */
  orderId: 1,
  orderTid: '1767225600000000001',
  cashOrderId: 2,
  orderCode: 'PACTCODE42',
  redeemedCode: 'PACTDONE01',
  /** The commission of vendorOwesCommission: orders 3 (redeemed now) and 4 (last month), ₹29.80 due on each. */
  redeemedOrderId: 3,
  lastMonthOrderId: 4,
  lastMonthCode: 'PACTLAST01',
  commissionDue: 59.6,
  paymentId: 1,
  /** The ads of vendorBuysAds. */
  adId: 2,
  adUuid: 'ad500000-0000-4000-8000-000000000002',
  adDealUuid: 'dea1c0de-0000-4000-8000-0000000ad001',
  inactiveDealUuid: 'dea1c0de-0000-4000-8000-0000000ad002',
  /** The order the state places (the seed's paid order is 1). */
  adOrderId: 2,
  adAmount: 848.54,
  adRequestedId: 5,
  adApprovedId: 6,
  adApprovedUuid: 'ad600000-0000-4000-8000-000000000006',
  adRejectedId: 7,
  adPaidRequestId: 8,
  adPaidOrderId: 1,
  /**
   * The day the pacts' examples are dated (a fixed day, so a pact is the same bytes on any day): requests whose days
   * the provider decides are injected from its state set-up's calendar (`${today}`, `${lastMonth}`, ...).
   */
  exampleDay: '2026-01-15',
  /** The student card's expiry month the sign-up sends (MM/YYYY): fixed, inside "this month to 5 years ahead" until then. */
  cardExpiry: '12/2030',
  /** The notifications of hasNotifications: the signed-in persona's, and the other persona's. */
  notificationUuid: '0071f1ca-0000-4000-8000-00000000a001',
  othersNotificationUuid: '0071f1ca-0000-4000-8000-00000000a002',
} as const

import { OPEN_DEAL_SLUG, categorySlug, dealSlug } from './slug'

/**
 * Every in-app route of spec 1 §2 (the route table uses these patterns) and every in-app link, built from typed
 * parameters. URLs stay exactly the spec's; a screen never writes a path as a template string.
 */
export const ROUTES = {
  home: '/',
  notFound: '/404',
  inquiry: '/inquiry',
  deal: '/deal/:dealName/:id',
  reviews: '/reviews-and-ratings/:dealName/:id',
  review: '/review/:dealName/:id',
  category: '/c/:categoriesName',
  vendor: '/vendor/vendor-deals/:id',
  product: '/product/product-deals/:id',
  search: '/deals/deals-search/:id',
  keyword: '/keyword/keyword-deals/:id',
  contentPreview: '/content/preview/:contenttype',
  unsubscribe: '/unsubscribe/:id',
  verifyEmail: '/verify-email/:type/:id',
  myAccount: '/my-account',
  dashboard: '/dashboard',
  addDeal: '/add-deal',
  /** The vendor's correction of one deal, field by field (spec 2 §2 leaves its path open: docs/decisions/vendor-deals.md). */
  correctDeal: '/correct-deal/:id',
  myWishlist: '/my-wishlist',
  notification: '/notification',
  payment: '/payment/:id',
  myDeals: '/my-deals',
  myOrders: '/my-orders',
  referrals: '/referrals',
  orderDetails: '/my-order-details/:dealName/:id',
  statementDetails: '/statement-details',
  statement: '/statement',
  redeemDetails: '/redem-deal-details',
  redeem: '/redem-deal',
  reportedDeals: '/reported-deals',
  advertisement: '/advertisement',
  advertisementDetails: '/advertisement-details/:id',
  advertisementPayment: '/advertisement-payment/:id',
  advertisementHistory: '/advertisement-history',
  advertisementRequest: '/advertisement-request',
  orderHistory: '/order-history',
  commission: '/commission',
  commissionPayment: '/commission-payment',
  membershipPayment: '/membership-payment/:id',
  paymentsMobile: '/payments-mobile',
  /** The mock's simulated card gateway page (demo and tests only; docs/decisions/gateway.md). */
  simulatedGateway: '/gateway/card-payment',
  mobileMap: '/mobile-map',
  contentPage: '/:slag',
} as const

export type RoutePattern = (typeof ROUTES)[keyof typeof ROUTES]

/** The parameter names of a pattern: '/deal/:dealName/:id' → 'dealName' | 'id'. */
export type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** What a route hands its screen: each parameter of its pattern, missing when the URL leaves it out (`/c/`). */
export type RouteParams<P extends string> = { [K in ParamName<P>]?: string }

/** The props of a route's screen. */
export type ScreenProps<P extends string> = { params: RouteParams<P> }

/** Fills a pattern's parameters (each URI-encoded). */
export function fillRoute<P extends string>(pattern: P, params: Record<ParamName<P>, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name]!))
}

/** The query parameter of a referral code's share link (docs/decisions/referrals.md). */
export const REFERRAL_PARAM = 'ref'

type DealRef = { name: string; uuid: string }
/** A deal's slug in its routes; a name with no letters or digits still gets one. */
const dealName = (deal: DealRef) => dealSlug(deal.name) || 'deal'

export const paths = {
  home: () => ROUTES.home,
  /** Where a 406 answer sends the user (spec 1 §8). */
  notFound: () => ROUTES.notFound,
  inquiry: () => ROUTES.inquiry,
  dashboard: () => ROUTES.dashboard,
  /** /dashboard#your-deals: the vendor's own deals, a section of their dashboard (docs/decisions/vendor-deals.md). */
  yourDeals: () => `${ROUTES.dashboard}#your-deals`,
  myAccount: () => ROUTES.myAccount,
  /** /my-account#membership-plans: Choose Your Membership Plan, where an expired student renews (spec 1 §2). */
  myAccountPlans: () => `${ROUTES.myAccount}#membership-plans`,
  myDeals: () => ROUTES.myDeals,
  myWishlist: () => ROUTES.myWishlist,
  /** /deal/{slug}/{uuid} */
  deal: (deal: DealRef) => fillRoute(ROUTES.deal, { dealName: dealName(deal), id: deal.uuid }),
  /** /reviews-and-ratings/{slug}/{uuid} */
  reviews: (deal: DealRef) => fillRoute(ROUTES.reviews, { dealName: dealName(deal), id: deal.uuid }),
  /** /review/{slug}/{uuid}: the deal reviews route, target of the card's edit action. */
  review: (deal: DealRef) => fillRoute(ROUTES.review, { dealName: dealName(deal), id: deal.uuid }),
  /** /c/{category-slug} */
  category: (name: string) => fillRoute(ROUTES.category, { categoriesName: categorySlug(name) }),
  /** /c/opendeal: the open deals, listed like a category. */
  openDeals: () => fillRoute(ROUTES.category, { categoriesName: OPEN_DEAL_SLUG }),
  /** /keyword/keyword-deals/{name} */
  keyword: (name: string) => fillRoute(ROUTES.keyword, { id: name }),
  /** /vendor/vendor-deals/{vendor uuid} */
  vendor: (vendor: { uuid: string }) => fillRoute(ROUTES.vendor, { id: vendor.uuid }),
  /** /deals/deals-search/{deal uuid}: a search suggestion's listing. */
  searchResult: (deal: { uuid: string }) => fillRoute(ROUTES.search, { id: deal.uuid }),
  /** /product/product-deals/{product uuid} */
  product: (product: { uuid: string }) => fillRoute(ROUTES.product, { id: product.uuid }),
  /** /payment/{deal uuid}: Pay for the Deal Now. */
  payment: (deal: { uuid: string }) => fillRoute(ROUTES.payment, { id: deal.uuid }),
  /** /membership-payment/{plan uuid}: Buy Now on a membership plan. */
  membershipPayment: (plan: { uuid: string }) => fillRoute(ROUTES.membershipPayment, { id: plan.uuid }),
  /** /verify-email/{type}/{id}: the link of the email-verification email. */
  verifyEmail: (type: string, id: string) => fillRoute(ROUTES.verifyEmail, { type, id }),
  /** /unsubscribe/{id}: the newsletter email's unsubscribe link. */
  unsubscribe: (id: string) => fillRoute(ROUTES.unsubscribe, { id }),
  /** /{content_type}: a content page (about us, terms, …). */
  contentPage: (contentType: string) => fillRoute(ROUTES.contentPage, { slag: contentType }),
  addDeal: () => ROUTES.addDeal,
  reportedDeals: () => ROUTES.reportedDeals,
  /** /correct-deal/{deal uuid}: the vendor's correction page. */
  correctDeal: (deal: { uuid: string }) => fillRoute(ROUTES.correctDeal, { id: deal.uuid }),
  /** The correction page opened from Reported Deals' Edit: the report pressed on is marked beside the fields. */
  correctReportedDeal: (deal: { uuid: string }, reportId: number) =>
    `${fillRoute(ROUTES.correctDeal, { id: deal.uuid })}?report=${reportId}`,
  myOrders: () => ROUTES.myOrders,
  /** /redem-deal-details?order_id={id}: the order's code, QR and voucher (the order is in the address, so it survives a reload). */
  redeemDetails: (order: { id: number }) => `${ROUTES.redeemDetails}?order_id=${order.id}`,
  /** /my-order-details/{deal slug}/{order id} */
  orderDetails: (order: { id: number; dealName: string }) =>
    fillRoute(ROUTES.orderDetails, { dealName: dealSlug(order.dealName) || 'deal', id: String(order.id) }),
  redeem: () => ROUTES.redeem,
  advertisement: () => ROUTES.advertisement,
  /** /advertisement-details/{package id} */
  advertisementDetails: (ad: { id: number }) => fillRoute(ROUTES.advertisementDetails, { id: String(ad.id) }),
  /** /advertisement-payment/{package uuid} */
  advertisementPayment: (ad: { uuid: string }) => fillRoute(ROUTES.advertisementPayment, { id: ad.uuid }),
  advertisementRequest: () => ROUTES.advertisementRequest,
  advertisementHistory: () => ROUTES.advertisementHistory,
  statement: () => ROUTES.statement,
  commission: () => ROUTES.commission,
  commissionPayment: () => ROUTES.commissionPayment,
  statementDetails: () => ROUTES.statementDetails,
  referrals: () => ROUTES.referrals,
  /** /?ref={code}: a referral code's share link; a visitor who opens it gets the sign-up with the code filled in. */
  referralShare: (code: string) => `${ROUTES.home}?${REFERRAL_PARAM}=${encodeURIComponent(code)}`,
  notification: () => ROUTES.notification,
} as const

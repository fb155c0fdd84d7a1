import { lazy, type ComponentType } from 'react'
import { parse } from 'regexparam'
import { matchRoute } from 'wouter'
import { ROUTES, paths, type RoutePattern } from '../lib/paths'
import type { Role } from '../lib/user-type'
import { viewerOf, type Viewer } from '../state/session'
import type { RefusalReason } from './role-refusals'
import { lazyWithPreload, type PreloadableLazy } from '../ui/lazy-with-preload'

type ScreenComponent = ComponentType<{ params: Record<string, string | undefined> }>
type Screen = PreloadableLazy<ScreenComponent>

/** A link of the signed-in menu (spec 3 §2) to its route, or to a part of it. */
type MenuEntry = { label: string; viewers: Array<Exclude<Viewer, 'guest'>>; href?: string }

export type RouteDef = {
  /** A pattern of the one paths module, so links and the table cannot disagree. */
  path: RoutePattern
  /** The screen the route renders (each loads lazily, on its own route only)… */
  screen?: Screen
  /** …or, for a screen of later work (listed in the README), the title of its coming-soon page. */
  comingSoon?: string
  /** Who may open it: anyone, anyone signed in, or one role (signed in as that role). */
  access: 'public' | 'auth' | Role
  /** A role's route: what anyone else signed in reads instead (its heading, why the screen is not theirs). */
  refusal?: { title: string; reason: RefusalReason }
  layout: 'shell' | 'blank'
  /** The last segment may be missing (`/c/`): the screen then gets no id and says 'Something went wrong' (spec 2 §2). */
  idOptional?: boolean
  /** The route's links in the signed-in menu, which lists them in this table's order (shell/menu.ts). */
  menu?: MenuEntry[]
}

/**
 * A line of the table: what the route renders (a screen or a coming-soon title, never both nor neither), and where it
 * differs from a signed-in page in the shell.
 */
/** Whether the route opens for this session: a public route for anyone, else signed in (and as its role, if it has one). */
export function opensFor(route: Pick<RouteDef, 'access'>, who: Parameters<typeof viewerOf>[0]) {
  const signedIn = route.access === 'public' || who.userLoggedIn
  const theirs = route.access === 'public' || route.access === 'auth' || viewerOf(who) === route.access
  return { signedIn, theirs, allowed: signedIn && theirs }
}

type RouteLine = Omit<RouteDef, 'access' | 'layout' | 'screen' | 'comingSoon'> &
  Partial<Pick<RouteDef, 'access' | 'layout'>> &
  ({ screen: Screen; comingSoon?: never } | { comingSoon: string; screen?: never })

const everyone = (label: string): MenuEntry[] => [{ label, viewers: ['customer', 'vendor'] }]
const customers = (label: string): MenuEntry[] => [{ label, viewers: ['customer'] }]
const vendors = (label: string): MenuEntry[] => [{ label, viewers: ['vendor'] }]
const open = { access: 'public' } as const
const listing = { access: 'public', idOptional: true } as const
/**
 * A vendor's screen (spec 3 §6: advertisements and commission are an outlet's): a student who opens one is told why it
 * is not theirs, under the screen's own heading, and no vendor call is made for them (it would only be refused).
 */
const forVendors = (title: string, reason: RefusalReason) => ({ access: 'vendor', refusal: { title, reason } }) as const
const adsScreen = (title: string) => forVendors(title, 'ads')
const commissionScreen = (title: string) => forVendors(title, 'commission')

/**
 * Every route of spec 1 §2: what it renders (a screen, loaded lazily on its own route, or the coming-soon page of
 * later work), who may open it, its layout and its menu links. Match order; the signed-in routes follow the menu's
 * order (spec 3 §2), and `/{slag}` (content pages) stays last.
 */
const table: RouteLine[] = [
  {
    path: ROUTES.home,
    screen: lazyWithPreload(() => import('../features/catalogue/home-screen')),
    ...open,
    menu: everyone('Home'),
  },
  { path: ROUTES.notFound, screen: lazyWithPreload(() => import('./not-found')), ...open },
  { path: ROUTES.inquiry, screen: lazyWithPreload(() => import('../features/content/inquiry-screen')), ...open },
  { path: ROUTES.deal, screen: lazyWithPreload(() => import('../features/catalogue/deal-screen')), ...open },
  { path: ROUTES.reviews, screen: lazyWithPreload(() => import('../features/reviews/reviews-screen')), ...open },
  { path: ROUTES.review, screen: lazyWithPreload(() => import('../features/reviews/reviews-screen')), ...open },
  { path: ROUTES.category, screen: lazyWithPreload(() => import('../features/catalogue/category-screen')), ...listing },
  { path: ROUTES.vendor, screen: lazyWithPreload(() => import('../features/catalogue/vendor-screen')), ...listing },
  { path: ROUTES.product, screen: lazyWithPreload(() => import('../features/catalogue/product-screen')), ...listing },
  {
    path: ROUTES.search,
    screen: lazyWithPreload(() => import('../features/catalogue/search-result-screen')),
    ...listing,
  },
  { path: ROUTES.keyword, screen: lazyWithPreload(() => import('../features/catalogue/keyword-screen')), ...listing },
  {
    path: ROUTES.contentPreview,
    screen: lazyWithPreload(() => import('../features/content/content-page-screen')),
    ...open,
  },
  {
    path: ROUTES.unsubscribe,
    screen: lazyWithPreload(() => import('../features/profile/unsubscribe-screen')),
    ...open,
  },
  {
    path: ROUTES.verifyEmail,
    screen: lazyWithPreload(() => import('../features/profile/verify-email-screen')),
    ...open,
  },
  {
    path: ROUTES.dashboard,
    screen: lazyWithPreload(() => import('./dashboard')),
    // The vendor's own deals live on their dashboard (docs/decisions/vendor-deals.md); their orders are My Orders (glossary).
    menu: [...everyone('Dashboard'), { label: 'Your Deals', viewers: ['vendor'], href: paths.yourDeals() }],
  },
  { path: ROUTES.myAccount, screen: lazyWithPreload(() => import('./my-account')), menu: everyone('My Account') },
  {
    path: ROUTES.myDeals,
    screen: lazyWithPreload(() => import('../features/customer-deals/my-deals-screen')),
    menu: customers('My Deals'),
  },
  {
    path: ROUTES.redeem,
    screen: lazyWithPreload(() => import('../features/redemption/redeem-screen')),
    menu: vendors('Redeem Deal'),
  },
  { path: ROUTES.redeemDetails, screen: lazyWithPreload(() => import('./deal-code')) },
  {
    path: ROUTES.advertisement,
    screen: lazyWithPreload(() => import('../features/ads/ads-screen')),
    ...adsScreen('Advertisement'),
    menu: vendors('Advertisement'),
  },
  {
    path: ROUTES.advertisementDetails,
    screen: lazyWithPreload(() => import('../features/ads/ad-details-screen')),
    ...adsScreen('Advertisement details'),
  },
  {
    path: ROUTES.advertisementPayment,
    screen: lazyWithPreload(() => import('../features/ads/ad-payment-screen')),
    ...adsScreen('Advertisement payment'),
  },
  {
    path: ROUTES.advertisementHistory,
    screen: lazyWithPreload(() => import('../features/ads/ad-history-screen')),
    ...adsScreen('Advertisement History'),
  },
  {
    path: ROUTES.advertisementRequest,
    screen: lazyWithPreload(() => import('../features/ads/ad-request-screen')),
    ...adsScreen('Advertisement Request'),
  },
  {
    path: ROUTES.orderHistory,
    screen: lazyWithPreload(() => import('../features/ads/ad-history-screen')),
    ...adsScreen('Advertisement History'),
  },
  {
    path: ROUTES.myWishlist,
    screen: lazyWithPreload(() => import('../features/customer-deals/my-wishlist-screen')),
    menu: customers('My Wishlist'),
  },
  { path: ROUTES.myOrders, screen: lazyWithPreload(() => import('./my-orders')), menu: everyone('My Orders') },
  { path: ROUTES.orderDetails, screen: lazyWithPreload(() => import('../features/orders/order-details-screen')) },
  {
    path: ROUTES.statement,
    screen: lazyWithPreload(() => import('./statement')),
    menu: everyone('Wallet'),
  },
  {
    path: ROUTES.statementDetails,
    screen: lazyWithPreload(() => import('../features/wallet/statement-details-screen')),
  },
  {
    path: ROUTES.commission,
    screen: lazyWithPreload(() => import('./commission')),
    ...commissionScreen('Commission List'),
  },
  {
    path: ROUTES.commissionPayment,
    screen: lazyWithPreload(() => import('../features/commission/commission-payment-screen')),
    ...commissionScreen('Commission payment'),
  },
  {
    path: ROUTES.referrals,
    screen: lazyWithPreload(() => import('../features/referrals/referrals-screen')),
    menu: everyone('Referrals'),
  },
  {
    path: ROUTES.reportedDeals,
    screen: lazyWithPreload(() => import('../features/vendor-deals/reported-deals-screen')),
    menu: vendors('Reported Deals'),
  },
  {
    path: ROUTES.notification,
    screen: lazyWithPreload(() => import('../features/notifications/notifications-screen')),
    menu: everyone('Notifications'),
  },
  { path: ROUTES.addDeal, screen: lazyWithPreload(() => import('../features/vendor-deals/add-deal-screen')) },
  {
    path: ROUTES.correctDeal,
    screen: lazyWithPreload(() => import('../features/vendor-deals/correct-deal-screen')),
    ...forVendors('Correct deal', 'correct-deal'),
  },
  { path: ROUTES.payment, screen: lazyWithPreload(() => import('../features/checkout/payment-screen')) },
  {
    path: ROUTES.membershipPayment,
    screen: lazyWithPreload(() => import('../features/checkout/membership-payment-screen')),
  },
  {
    path: ROUTES.paymentsMobile,
    screen: lazyWithPreload(() => import('../features/checkout/payments-mobile-screen')),
    ...open,
    layout: 'blank',
  },
  {
    path: ROUTES.mobileMap,
    screen: lazyWithPreload(() => import('../features/profile/mobile-map-screen')),
    layout: 'blank',
  },
  {
    path: ROUTES.simulatedGateway,
    // The mock's card page exists only where the mock does (demo, development, tests): a real gateway has its own, so
    // with mocking off the address is not found and the page's code is left out of the build.
    screen: lazyWithPreload(() =>
      import.meta.env.VITE_API_MOCKING !== 'off'
        ? import('../features/checkout/simulated-gateway-screen')
        : import('./not-found'),
    ),
    ...open,
    layout: 'blank',
  },
  {
    path: ROUTES.contentPage,
    screen: lazyWithPreload(() => import('../features/content/content-page-screen')),
    ...open,
  },
]

export const routes: RouteDef[] = table.map((r) => ({ access: 'auth', layout: 'shell', ...r }))

/**
 * The route at `path` and its parameters, found as the router finds it (wouter's Switch: its `matchRoute` with its
 * default pattern parser, regexparam), for the page's load to start the route's chunk and data before React renders.
 */
export function routeAt(path: string): { route: RouteDef; params: Record<string, string | undefined> } | null {
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.idOptional ? `${route.path}?` : route.path, path)
    if (matches) return { route, params: params as Record<string, string | undefined> }
  }
  return null
}

/** The route at `path` with its parameters when this session may open it (the route guard's rule), else null. */
export function openingRoute(path: string, who: Parameters<typeof opensFor>[1]) {
  const at = routeAt(path)
  return at && opensFor(at.route, who).allowed ? at : null
}

// Loaded only when a coming-soon route is opened: none is left in the table, so home's entry need not carry it.
const ComingSoon = lazy(() => import('./coming-soon').then((m) => ({ default: m.ComingSoon })))

export function renderScreen(route: RouteDef, params: Record<string, string | undefined>) {
  if (route.screen) {
    const S = route.screen
    return <S params={params} />
  }
  return <ComingSoon title={route.comingSoon ?? 'Coming soon'} />
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { ROUTES, paths, type RoutePattern } from '../lib/paths'
import type { Viewer } from '../state/session'
import { ComingSoon } from './coming-soon'

type ScreenComponent = ComponentType<{ params: Record<string, string | undefined> }>
type Screen = ScreenComponent | LazyExoticComponent<ScreenComponent>

/** A link of the signed-in menu (spec 3 §2) to its route, or to a part of it. */
export type MenuEntry = { label: string; viewers: Array<Exclude<Viewer, 'guest'>>; href?: string }

export type RouteDef = {
  /** A pattern of the one paths module, so links and the table cannot disagree. */
  path: RoutePattern
  /** The screen the route renders (each loads lazily, on its own route only)… */
  screen?: Screen
  /** …or, for a screen of later work (listed in the README), the title of its coming-soon page. */
  comingSoon?: string
  access: 'public' | 'auth'
  layout: 'shell' | 'blank'
  /** The last segment may be missing (`/c/`): the screen then gets no id and says 'Something went wrong' (spec 2 §2). */
  idOptional?: boolean
  /** The route's links in the signed-in menu, which lists them in this table's order (shell/menu.ts). */
  menu?: MenuEntry[]
}

type Options = Partial<Pick<RouteDef, 'access' | 'layout' | 'idOptional' | 'menu'>>

/** A built screen, loaded when its route is first opened. */
const screen = (load: () => Promise<{ default: ScreenComponent }>) => ({ screen: lazy(load) })
/** A screen of later work: its coming-soon page, titled. */
const soon = (title: string) => ({ comingSoon: title })
const route = (
  path: RoutePattern,
  renders: { screen: Screen } | { comingSoon: string },
  options: Options = {},
): RouteDef => ({ path, access: 'auth', layout: 'shell', ...renders, ...options })

const everyone = (label: string): MenuEntry[] => [{ label, viewers: ['customer', 'vendor'] }]
const customers = (label: string): MenuEntry[] => [{ label, viewers: ['customer'] }]
const vendors = (label: string): MenuEntry[] => [{ label, viewers: ['vendor'] }]
const open = { access: 'public' } as const
const openListing = { access: 'public', idOptional: true } as const

/**
 * Every route of spec 1 §2: what it renders, who may open it, its layout and its menu links. Match order; the signed-in
 * routes follow the menu's order (spec 3 §2), and `/{slag}` (content pages) stays last.
 */
export const routes: RouteDef[] = [
  route(
    ROUTES.home,
    screen(() => import('../features/discovery/home-screen')),
    { ...open, menu: everyone('Home') },
  ),
  route(
    ROUTES.notFound,
    screen(() => import('./not-found')),
    open,
  ),
  route(
    ROUTES.inquiry,
    screen(() => import('../features/content/inquiry-screen')),
    open,
  ),
  route(
    ROUTES.deal,
    screen(() => import('../features/discovery/deal-screen')),
    open,
  ),
  route(
    ROUTES.reviews,
    screen(() => import('../features/reviews/reviews-screen')),
    open,
  ),
  route(
    ROUTES.review,
    screen(() => import('../features/reviews/reviews-screen')),
    open,
  ),
  route(
    ROUTES.category,
    screen(() => import('../features/discovery/category-screen')),
    openListing,
  ),
  route(
    ROUTES.vendor,
    screen(() => import('../features/discovery/vendor-screen')),
    openListing,
  ),
  route(
    ROUTES.product,
    screen(() => import('../features/discovery/product-screen')),
    openListing,
  ),
  route(
    ROUTES.search,
    screen(() => import('../features/discovery/search-result-screen')),
    openListing,
  ),
  route(
    ROUTES.keyword,
    screen(() => import('../features/discovery/keyword-screen')),
    openListing,
  ),
  route(
    ROUTES.contentPreview,
    screen(() => import('../features/content/content-page-screen')),
    open,
  ),
  route(
    ROUTES.unsubscribe,
    screen(() => import('../features/profile/unsubscribe-screen')),
    open,
  ),
  route(
    ROUTES.verifyEmail,
    screen(() => import('../features/profile/verify-email-screen')),
    open,
  ),
  route(
    ROUTES.dashboard,
    screen(() => import('./dashboard')),
    {
      menu: [
        ...everyone('Dashboard'),
        // The vendor's own deals live on their dashboard (docs/decisions/vendor-deals.md); their orders are My Orders (glossary).
        { label: 'Your Deals', viewers: ['vendor'], href: paths.yourDeals() },
      ],
    },
  ),
  route(
    ROUTES.myAccount,
    screen(() => import('./my-account')),
    { menu: everyone('My Account') },
  ),
  route(
    ROUTES.myDeals,
    screen(() => import('../features/customer-deals/my-deals-screen')),
    {
      menu: customers('My Deals'),
    },
  ),
  route(
    ROUTES.redeem,
    screen(() => import('../features/redemption/redeem-screen')),
    { menu: vendors('Redeem Deal') },
  ),
  route(
    ROUTES.redeemDetails,
    screen(() => import('../features/redemption/redemption-details-screen')),
  ),
  route(ROUTES.advertisement, soon('Advertisements'), { menu: vendors('Advertisement') }),
  route(ROUTES.advertisementDetails, soon('Advertisement details')),
  route(ROUTES.advertisementPayment, soon('Advertisement payment')),
  route(ROUTES.advertisementHistory, soon('Advertisement history')),
  route(ROUTES.advertisementRequest, soon('Advertisement requests')),
  route(ROUTES.orderHistory, soon('Advertisement history')),
  route(
    ROUTES.myWishlist,
    screen(() => import('../features/customer-deals/my-wishlist-screen')),
    {
      menu: customers('My Wishlist'),
    },
  ),
  route(
    ROUTES.myOrders,
    screen(() => import('./my-orders')),
    { menu: everyone('My Orders') },
  ),
  route(
    ROUTES.orderDetails,
    screen(() => import('../features/orders/order-details-screen')),
  ),
  route(ROUTES.statement, soon('Wallet'), { menu: everyone('Wallet') }),
  route(ROUTES.statementDetails, soon('Statement details')),
  route(ROUTES.commission, soon('Commission')),
  route(ROUTES.commissionPayment, soon('Commission payment')),
  route(ROUTES.referrals, soon('Referrals'), { menu: everyone('Referrals') }),
  route(
    ROUTES.reportedDeals,
    screen(() => import('../features/vendor-deals/reported-deals-screen')),
    {
      menu: vendors('Reported Deals'),
    },
  ),
  route(ROUTES.notification, soon('Notifications'), { menu: everyone('Notifications') }),
  route(
    ROUTES.addDeal,
    screen(() => import('../features/vendor-deals/add-deal-screen')),
  ),
  route(
    ROUTES.correctDeal,
    screen(() => import('../features/vendor-deals/correct-deal-screen')),
  ),
  route(
    ROUTES.payment,
    screen(() => import('../features/checkout/payment-screen')),
  ),
  route(
    ROUTES.membershipPayment,
    screen(() => import('../features/checkout/membership-payment-screen')),
  ),
  route(
    ROUTES.paymentsMobile,
    screen(() => import('../features/checkout/payments-mobile-screen')),
    {
      ...open,
      layout: 'blank',
    },
  ),
  route(
    ROUTES.mobileMap,
    screen(() => import('../features/profile/mobile-map-screen')),
    { layout: 'blank' },
  ),
  // The mock's card page exists only where the mock does (demo, development, tests): a real gateway has its own, so
  // with mocking off the address is not found and the page's code is left out of the build.
  route(
    ROUTES.simulatedGateway,
    screen(() =>
      import.meta.env.VITE_API_MOCKING !== 'off'
        ? import('../features/checkout/simulated-gateway-screen')
        : import('./not-found'),
    ),
    { ...open, layout: 'blank' },
  ),
  route(
    ROUTES.contentPage,
    screen(() => import('../features/content/content-page-screen')),
    open,
  ),
]

export function renderScreen(route: RouteDef, params: Record<string, string | undefined>) {
  if (route.screen) {
    const S = route.screen
    return <S params={params} />
  }
  return <ComingSoon title={route.comingSoon ?? 'Coming soon'} />
}

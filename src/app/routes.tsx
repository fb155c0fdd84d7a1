import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { ROUTES, type RoutePattern } from '../lib/paths'
import { ComingSoon } from './coming-soon'

type Screen =
  | ComponentType<{ params: Record<string, string | undefined> }>
  | LazyExoticComponent<ComponentType<{ params: Record<string, string | undefined> }>>

export type RouteDef = {
  /** A pattern of the one paths module, so links and the table cannot disagree. */
  path: RoutePattern
  /** Screen component; `comingSoon` names the screen of later work instead. */
  screen?: Screen
  comingSoon?: string
  access: 'public' | 'auth'
  layout: 'shell' | 'blank'
  /** The last segment may be missing (`/c/`): the screen then gets no id and says 'Something went wrong' (spec 2 §2). */
  idOptional?: boolean
}

const soon = (
  path: RoutePattern,
  title: string,
  access: RouteDef['access'] = 'auth',
  layout: RouteDef['layout'] = 'shell',
): RouteDef => ({ path, comingSoon: title, access, layout })

/** The route table of spec 1 §2, in match order. `/{slag}` (content pages) stays last. */
export const routes: RouteDef[] = [
  soon(ROUTES.home, 'Home', 'public'),
  { path: ROUTES.notFound, screen: lazy(() => import('./not-found')), access: 'public', layout: 'shell' },
  soon(ROUTES.inquiry, 'Contact us', 'public'),
  soon(ROUTES.deal, 'Deal details', 'public'),
  soon(ROUTES.reviews, 'Reviews and ratings', 'public'),
  soon(ROUTES.review, 'Deal reviews', 'public'),
  { ...soon(ROUTES.category, 'Category deals', 'public'), idOptional: true },
  { ...soon(ROUTES.vendor, 'Vendor deals', 'public'), idOptional: true },
  { ...soon(ROUTES.product, 'Product deals', 'public'), idOptional: true },
  { ...soon(ROUTES.search, 'Search result', 'public'), idOptional: true },
  { ...soon(ROUTES.keyword, 'Keyword deals', 'public'), idOptional: true },
  soon(ROUTES.contentPreview, 'Content preview', 'public'),
  soon(ROUTES.unsubscribe, 'Unsubscribe', 'public'),
  soon(ROUTES.verifyEmail, 'Email verification', 'public'),
  soon(ROUTES.myAccount, 'My account'),
  soon(ROUTES.dashboard, 'Dashboard'),
  soon(ROUTES.addDeal, 'Add deal'),
  soon(ROUTES.correctDeal, 'Correct deal'),
  soon(ROUTES.myWishlist, 'My Wishlist'),
  soon(ROUTES.notification, 'Notifications'),
  soon(ROUTES.payment, 'Payment'),
  soon(ROUTES.myDeals, 'My Deals'),
  soon(ROUTES.myOrders, 'My Orders'),
  soon(ROUTES.referrals, 'Referrals'),
  soon(ROUTES.orderDetails, 'Order details'),
  soon(ROUTES.statementDetails, 'Statement details'),
  soon(ROUTES.statement, 'Wallet'),
  soon(ROUTES.redeemDetails, 'Deal redemption'),
  soon(ROUTES.redeem, 'Redeem a deal'),
  soon(ROUTES.reportedDeals, 'Reported Deals'),
  soon(ROUTES.advertisement, 'Advertisements'),
  soon(ROUTES.advertisementDetails, 'Advertisement details'),
  soon(ROUTES.advertisementPayment, 'Advertisement payment'),
  soon(ROUTES.advertisementHistory, 'Advertisement history'),
  soon(ROUTES.advertisementRequest, 'Advertisement requests'),
  soon(ROUTES.orderHistory, 'Advertisement history'),
  soon(ROUTES.commission, 'Commission'),
  soon(ROUTES.commissionPayment, 'Commission payment'),
  soon(ROUTES.membershipPayment, 'Membership payment'),
  soon(ROUTES.paymentsMobile, 'Payment', 'public', 'blank'),
  soon(ROUTES.mobileMap, 'Map', 'auth', 'blank'),
  soon(ROUTES.simulatedGateway, 'Card payment', 'public', 'blank'),
  soon(ROUTES.contentPage, 'Content page', 'public'),
]

/** Replaces the screen of a route (features register theirs in app/screens.ts). */
export function withScreens(table: RouteDef[], screens: Partial<Record<RoutePattern, Screen>>): RouteDef[] {
  return table.map((r) => (screens[r.path] ? { ...r, screen: screens[r.path], comingSoon: undefined } : r))
}

export function renderScreen(route: RouteDef, params: Record<string, string | undefined>) {
  if (route.screen) {
    const S = route.screen
    return <S params={params} />
  }
  return <ComingSoon title={route.comingSoon ?? 'Coming soon'} />
}

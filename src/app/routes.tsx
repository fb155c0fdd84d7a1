import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { ComingSoon } from './coming-soon'

type Screen = ComponentType<{ params: Record<string, string | undefined> }> | LazyExoticComponent<ComponentType<{ params: Record<string, string | undefined> }>>

export type RouteDef = {
  path: string
  /** Screen component; `comingSoon` names the screen of later work instead. */
  screen?: Screen
  comingSoon?: string
  access: 'public' | 'auth'
  layout: 'shell' | 'blank'
  /** The last segment may be missing (`/c/`): the screen then gets no id and says 'Something went wrong' (spec 2 §2). */
  idOptional?: boolean
}

const soon = (path: string, title: string, access: RouteDef['access'] = 'auth', layout: RouteDef['layout'] = 'shell'): RouteDef => ({ path, comingSoon: title, access, layout })

/** The route table of spec 1 §2, in match order. `/{slag}` (content pages) stays last. */
export const routes: RouteDef[] = [
  soon('/', 'Home', 'public'),
  { path: '/404', screen: lazy(() => import('./not-found')), access: 'public', layout: 'shell' },
  soon('/inquiry', 'Contact us', 'public'),
  soon('/deal/:dealName/:id', 'Deal details', 'public'),
  soon('/reviews-and-ratings/:dealName/:id', 'Reviews and ratings', 'public'),
  soon('/review/:dealName/:id', 'Deal reviews', 'public'),
  { ...soon('/c/:categoriesName', 'Category deals', 'public'), idOptional: true },
  { ...soon('/vendor/vendor-deals/:id', 'Vendor deals', 'public'), idOptional: true },
  { ...soon('/product/product-deals/:id', 'Product deals', 'public'), idOptional: true },
  { ...soon('/deals/deals-search/:id', 'Search result', 'public'), idOptional: true },
  { ...soon('/keyword/keyword-deals/:id', 'Keyword deals', 'public'), idOptional: true },
  soon('/content/preview/:contenttype', 'Content preview', 'public'),
  soon('/unsubscribe/:id', 'Unsubscribe', 'public'),
  soon('/verify-email/:type/:id', 'Email verification', 'public'),
  soon('/my-account', 'My account'),
  soon('/dashboard', 'Dashboard'),
  soon('/add-deal', 'Add deal'),
  soon('/my-wishlist', 'My Wishlist'),
  soon('/notification', 'Notifications'),
  soon('/payment/:id', 'Payment'),
  soon('/my-deals', 'My Deals'),
  soon('/my-orders', 'My Orders'),
  soon('/referrals', 'Referrals'),
  soon('/my-order-details/:dealName/:id', 'Order details'),
  soon('/statement-details', 'Statement details'),
  soon('/statement', 'Wallet'),
  soon('/redem-deal-details', 'Deal redemption'),
  soon('/redem-deal', 'Redeem a deal'),
  soon('/reported-deals', 'Reported Deals'),
  soon('/advertisement', 'Advertisements'),
  soon('/advertisement-details/:id', 'Advertisement details'),
  soon('/advertisement-payment/:id', 'Advertisement payment'),
  soon('/advertisement-history', 'Advertisement history'),
  soon('/advertisement-request', 'Advertisement requests'),
  soon('/order-history', 'Advertisement history'),
  soon('/commission', 'Commission'),
  soon('/commission-payment', 'Commission payment'),
  soon('/membership-payment/:id', 'Membership payment'),
  soon('/payments-mobile', 'Payment', 'public', 'blank'),
  soon('/mobile-map', 'Map', 'auth', 'blank'),
  soon('/:slag', 'Content page', 'public'),
]

/** Replaces the screen of a route (features register theirs in app/screens.ts). */
export function withScreens(table: RouteDef[], screens: Record<string, Screen>): RouteDef[] {
  return table.map((r) => (screens[r.path] ? { ...r, screen: screens[r.path], comingSoon: undefined } : r))
}

export function renderScreen(route: RouteDef, params: Record<string, string | undefined>) {
  if (route.screen) {
    const S = route.screen
    return <S params={params} />
  }
  return <ComingSoon title={route.comingSoon ?? 'Coming soon'} />
}

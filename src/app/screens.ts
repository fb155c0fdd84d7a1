import { lazy } from 'react'
import { ROUTES, type RoutePattern } from '../lib/paths'
import type { RouteDef } from './routes'

type Screen = NonNullable<RouteDef['screen']>

/** The feature screens that exist so far, by route path (each loads lazily, on its own route only). */
export const screens: Partial<Record<RoutePattern, Screen>> = {
  [ROUTES.home]: lazy(() => import('../features/discovery/home-screen')),
  [ROUTES.category]: lazy(() => import('../features/discovery/category-screen')),
  [ROUTES.keyword]: lazy(() => import('../features/discovery/keyword-screen')),
  [ROUTES.product]: lazy(() => import('../features/discovery/product-screen')),
  [ROUTES.vendor]: lazy(() => import('../features/discovery/vendor-screen')),
  [ROUTES.search]: lazy(() => import('../features/discovery/search-result-screen')),
  [ROUTES.deal]: lazy(() => import('../features/discovery/deal-screen')),
  [ROUTES.dashboard]: lazy(() => import('./dashboard')),
  [ROUTES.myDeals]: lazy(() => import('../features/customer-deals/my-deals-screen')),
  [ROUTES.myWishlist]: lazy(() => import('../features/customer-deals/my-wishlist-screen')),
  [ROUTES.inquiry]: lazy(() => import('../features/content/inquiry-screen')),
  [ROUTES.reviews]: lazy(() => import('../features/reviews/reviews-screen')),
  [ROUTES.review]: lazy(() => import('../features/reviews/reviews-screen')),
  [ROUTES.addDeal]: lazy(() => import('../features/vendor-deals/add-deal-screen')),
  [ROUTES.correctDeal]: lazy(() => import('../features/vendor-deals/correct-deal-screen')),
  [ROUTES.reportedDeals]: lazy(() => import('../features/vendor-deals/reported-deals-screen')),
  [ROUTES.contentPreview]: lazy(() => import('../features/content/content-page-screen')),
  [ROUTES.myAccount]: lazy(() => import('./my-account')),
  [ROUTES.verifyEmail]: lazy(() => import('../features/profile/verify-email-screen')),
  [ROUTES.unsubscribe]: lazy(() => import('../features/profile/unsubscribe-screen')),
  [ROUTES.mobileMap]: lazy(() => import('../features/profile/mobile-map-screen')),
  [ROUTES.payment]: lazy(() => import('../features/checkout/payment-screen')),
  // The mock's card page exists only where the mock does (demo, development, tests): a real gateway has its own.
  [ROUTES.simulatedGateway]:
    import.meta.env.VITE_API_MOCKING !== 'off'
      ? lazy(() => import('../features/checkout/simulated-gateway-screen'))
      : undefined,
  [ROUTES.redeemDetails]: lazy(() => import('../features/redemption/redemption-details-screen')),
  [ROUTES.myOrders]: lazy(() => import('./my-orders')),
  [ROUTES.orderDetails]: lazy(() => import('../features/orders/order-details-screen')),
  [ROUTES.redeem]: lazy(() => import('../features/redemption/redeem-screen')),
  [ROUTES.membershipPayment]: lazy(() => import('../features/checkout/membership-payment-screen')),
  [ROUTES.paymentsMobile]: lazy(() => import('../features/checkout/payments-mobile-screen')),
  [ROUTES.contentPage]: lazy(() => import('../features/content/content-page-screen')),
}

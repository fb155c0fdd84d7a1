import { lazy } from 'react'
import type { RouteDef } from './routes'

type Screen = NonNullable<RouteDef['screen']>

/** The feature screens that exist so far, by route path (each loads lazily, on its own route only). */
export const screens: Record<string, Screen> = {
  '/': lazy(() => import('../features/discovery/home-screen')),
  '/c/:categoriesName': lazy(() => import('../features/discovery/category-screen')),
  '/keyword/keyword-deals/:id': lazy(() => import('../features/discovery/keyword-screen')),
  '/product/product-deals/:id': lazy(() => import('../features/discovery/product-screen')),
  '/vendor/vendor-deals/:id': lazy(() => import('../features/discovery/vendor-screen')),
  '/deals/deals-search/:id': lazy(() => import('../features/discovery/search-result-screen')),
  '/deal/:dealName/:id': lazy(() => import('../features/discovery/deal-screen')),
  '/dashboard': lazy(() => import('../features/dashboard/dashboard-screen')),
  '/my-deals': lazy(() => import('../features/my-deals/my-deals-screen')),
  '/my-wishlist': lazy(() => import('../features/my-deals/my-wishlist-screen')),
  '/inquiry': lazy(() => import('../features/content/inquiry-screen')),
  '/reviews-and-ratings/:dealName/:id': lazy(() => import('../features/reviews/reviews-screen')),
  '/review/:dealName/:id': lazy(() => import('../features/reviews/reviews-screen')),
  '/content/preview/:contenttype': lazy(() => import('../features/content/content-page-screen')),
  '/:slag': lazy(() => import('../features/content/content-page-screen')),
}

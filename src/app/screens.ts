import { lazy } from 'react'
import type { RouteDef } from './routes'

type Screen = NonNullable<RouteDef['screen']>

/** The feature screens that exist so far, by route path (each loads lazily, on its own route only). */
export const screens: Record<string, Screen> = {
  '/dashboard': lazy(() => import('../features/dashboard/dashboard-screen')),
  '/my-deals': lazy(() => import('../features/my-deals/my-deals-screen')),
  '/my-wishlist': lazy(() => import('../features/my-deals/my-wishlist-screen')),
}

import type { RoutePattern } from '../lib/paths'
import { ROUTES } from '../lib/paths'
import type { MenuCategoryResponse } from '../api/schemas/deals'
import { prefetchDeal } from '../state/deal-detail'
import { loadMenu } from '../state/menu'
import { prefetchPageActions } from './deal-slots'

/**
 * What a route can start as soon as its address is known, in parallel with its screen's chunk (which the screen's own
 * request would otherwise wait for). The screens take these answers over (deal-load.ts), so nothing is asked twice.
 */
export const routeData: Partial<Record<RoutePattern, (params: Record<string, string | undefined>) => void>> = {
  // main.tsx starts this before React renders; home's screen and the footer take the same answer (state/menu.ts).
  [ROUTES.home]: () => void loadMenu().then(preloadFeaturedBanner, () => {}),
  [ROUTES.deal]: (params) => {
    prefetchDeal(params.id)
    prefetchPageActions()
  },
}

/**
 * Home's largest paint is the first featured slide's banner, known only from menu-category's answer: fetched from the
 * moment the answer is in, while home's chunk may still be loading and before React has drawn the slide.
 */
function preloadFeaturedBanner(menu: MenuCategoryResponse) {
  const href = menu.featured_vendor[0]?.banner_image.path
  if (!href || document.head.querySelector(`link[rel=preload][href="${href}"]`)) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = href
  link.fetchPriority = 'high'
  document.head.append(link)
}

/**
 * A signed-in screen's first call, from a chunk a visitor's page never loads (signed-in-data.ts), started as the page
 * loads (main.tsx). Not again on navigation: home's up-front budget had no room for it, and within the app the
 * screen's chunk is the only wait before its call.
 */
export function startSignedInData(path: string) {
  void import('./signed-in-data').then((data) => data.startSignedInData(path))
}

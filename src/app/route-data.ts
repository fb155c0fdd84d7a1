import type { RoutePattern } from '../lib/paths'
import { ROUTES } from '../lib/paths'
import { prefetchDeal } from '../state/deal-detail'
import { loadMenu } from '../state/menu'
import { prefetchPageActions } from './deal-slots'

/**
 * What a route can start as soon as its address is known, in parallel with its screen's chunk (which the screen's own
 * request would otherwise wait for). The screens take these answers over (deal-load.ts), so nothing is asked twice.
 */
export const routeData: Partial<Record<RoutePattern, (params: Record<string, string | undefined>) => void>> = {
  // main.tsx starts this before React renders; home's screen and the footer take the same answer (state/menu.ts).
  [ROUTES.home]: () =>
    void loadMenu().then(
      (menu) => preloadLargestImage(menu.featured_vendor[0]?.banner_image.path),
      () => {},
    ),
  [ROUTES.deal]: (params) => {
    void prefetchDeal(params.id)?.then(
      (answer) => preloadLargestImage(answer.deal.banner_image.path),
      () => {},
    )
    prefetchPageActions()
  },
}

/**
 * A page's largest paint is a banner known only from its first answer (home's first featured slide, the deal's own
 * banner): fetched from the moment the answer is in, while the screen's chunk may still be loading and before React
 * has drawn it.
 */
function preloadLargestImage(href: string | undefined) {
  if (!href || document.head.querySelector(`link[rel=preload][href="${href}"]`)) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.href = href
  link.setAttribute('as', 'image')
  link.setAttribute('fetchpriority', 'high')
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

import type { RoutePattern } from '../lib/paths'
import { ROUTES } from '../lib/paths'
import { prefetchDeal } from '../state/deal-detail'
import { loadPageActions } from './deal-slots'

/**
 * What a route can start as soon as its address is known, in parallel with its screen's chunk (which the screen's own
 * request would otherwise wait for). The screens take these answers over (deal-load.ts), so nothing is asked twice.
 */
export const routeData: Partial<Record<RoutePattern, (params: Record<string, string | undefined>) => void>> = {
  [ROUTES.deal]: (params) => {
    prefetchDeal(params.id)
    void loadPageActions()
  },
}

import { adsList } from '../api/ads'
import { getCustomer, getVendor } from '../api/auth'
import { orderToPay } from '../api/commission'
import { dealDetail } from '../api/deals'
import { orderList } from '../api/orders'
import { COMMISSION_PER_PAGE } from '../features/commission/page-size'
import { ORDERS_PER_REQUEST } from '../features/orders/page-size'
import { roleOfViewer } from '../lib/user-type'
import { ROUTES, type RoutePattern } from '../lib/paths'
import { startEarly } from '../state/early-calls'
import { session, viewerOf } from '../state/session'
import { openingRoute } from './routes'

/**
 * The first call of the signed-in screens a person opens most, started as the page loads (main.tsx, in a chunk of its
 * own so a visitor's page carries none of it), in parallel with the screen's chunk. Each is the very call its screen
 * makes first, which takes the answer over (state/early-calls.ts): signed-in-data.test.tsx checks that each screen
 * asks nothing twice.
 */
const firstCalls: Partial<Record<RoutePattern, (params: Record<string, string | undefined>) => void>> = {
  [ROUTES.myOrders]: () =>
    startEarly(orderList, roleOfViewer(viewerOf(session)), { page: 1, rowsPerPage: ORDERS_PER_REQUEST }),
  [ROUTES.commission]: () => startEarly(orderToPay, { page: 1, rowsPerPage: COMMISSION_PER_PAGE }),
  [ROUTES.advertisement]: () => startEarly(adsList),
  [ROUTES.addDeal]: () => startEarly(getVendor),
  [ROUTES.payment]: ({ id }) => {
    if (!id) return
    startEarly(dealDetail, { id })
    startEarly(getCustomer)
  },
}

/** Starts the first call of the screen at `path`, when it has one and the session may open it. */
export function startSignedInData(path: string) {
  if (!session.userLoggedIn) return
  const at = openingRoute(path, session)
  if (at) firstCalls[at.route.path]?.(at.params)
}

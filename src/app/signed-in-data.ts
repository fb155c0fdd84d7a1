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
import { opensFor, routes } from './routes'

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

/**
 * The parameters of `path` under `pattern` (`/payment/:id`, segments only, as the route table writes them), or null.
 * Not wouter's `matchRoute`: from this chunk it made the entry export it and its parser, past home's up-front budget.
 */
function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/')
  const have = path.split('/')
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    // Kept as the address writes it, as the router hands it to the screen.
    if (part.startsWith(':')) params[part.slice(1)] = have[i]!
    else if (part !== have[i]) return null
  }
  return params
}

/** Starts the first call of the screen at `path`, when it has one and the session may open it. */
export function startSignedInData(path: string) {
  if (!session.userLoggedIn) return
  for (const route of routes) {
    const start = firstCalls[route.path]
    if (!start) continue
    const params = paramsOf(route.path, path)
    if (params && opensFor(route, session).allowed) return start(params)
  }
}

import { areaList } from './areas'
import { controlHandlers } from './control/handlers'
import { endpointOf, type EndpointInfo } from './kit/endpoint'
import { dispatchingHandler } from './kit/dispatch'

/** The control API first (its paths are under __mock/), then every area's routes (mock-server/areas). */
const routes = [...controlHandlers, ...areaList.flatMap((a) => ('handlers' in a ? a.handlers : []))]

/** What every route promises (method, path, access, body and response schemas): the 405 answer and the tests read it. */
export const endpoints: EndpointInfo[] = routes.map((h) => {
  const info = endpointOf(h)
  if (!info) throw new Error(`${h.info.header} was not made with endpoint()`)
  return info
})

/** The mock as msw handlers: one that dispatches through the routes in this order, and answers 404/405 for the rest. */
export const handlers = [dispatchingHandler(routes)]

import { areaList } from './areas'
import { controlHandlers } from './control/handlers'
import type { EndpointInfo, Route } from './kit/endpoint'
import { dispatcher, dispatchingHandler } from './kit/dispatch'

/** The control API first (its paths are under __mock/), then every area's routes (mock-server/areas). */
const routes: Route[] = [...controlHandlers, ...areaList.flatMap((a) => ('handlers' in a ? a.handlers : []))]

/** What every route promises (its table entry, access, body and response schemas): the OpenAPI document and the tests read it. */
export const endpoints: readonly EndpointInfo[] = routes

/** The mock as msw handlers: one that dispatches through the routes in this order, and answers 404/405 for the rest. */
export const handlers = [dispatchingHandler(routes)]

/** The same dispatch without msw around it, for the standalone server (kit/dispatch.ts). */
export const answer = dispatcher(routes)

/** The endpoint a request's method and path reach (the dispatcher's first match), if any. */
export function endpointFor(method: string, pathname: string): EndpointInfo | undefined {
  return endpoints.find((e) => e.method === method && e.match(pathname))
}

import { http, type HttpHandler } from 'msw'
import type { Route } from './endpoint'
import { apiPathOf } from './route-match'
import { unmatchedAnswer } from './unmatched'

/**
 * One msw handler for the whole API, dispatching through our own route table. Given ~150 handlers msw tries each in
 * turn, and each try parses the request's cookies (in the page: `document.cookie`, once per handler tried) and runs
 * its matcher: the CPU profile of the demo's start-up showed 185 ms at 4x CPU in those reads alone. Here msw tries
 * one handler; the table is walked in the routes' order (first match wins, as before), matching each endpoint's
 * method and compiled path; a path under the API's base that none takes gets the unmatched answer (404, 405).
 * Every runtime (page, Node tests, standalone server) serves this same handler.
 */
export function dispatchingHandler(routes: readonly Route[]): HttpHandler {
  const answer = dispatcher(routes)
  return http.all(
    ({ request }) => apiPathOf(new URL(request.url).pathname) !== null,
    ({ request }) => answer(request),
  )
}

/**
 * The same dispatch without msw around it: the answer of the first route that takes the request, the unmatched
 * answer for the API's other paths, undefined outside the API. The standalone server calls it directly: msw's
 * getResponse copies each request for its handler and arms an abort signal, about a tenth of the server's CPU per
 * answer under load, for nothing a server needs (docs/decisions/mock-data-store.md).
 */
export function dispatcher(routes: readonly Route[]) {
  return (request: Request): Response | Promise<Response> | undefined => {
    const pathname = new URL(request.url).pathname
    if (apiPathOf(pathname) === null) return undefined
    for (const route of routes) {
      if (route.method !== request.method) continue
      const found = route.match(pathname)
      if (found) return route.answer(request, found.params)
    }
    return unmatchedAnswer(routes, request)
  }
}

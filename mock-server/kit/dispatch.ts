import { http, type HttpHandler } from 'msw'
import { answerOf, endpointOf, type EndpointInfo, type RouteAnswer } from './endpoint'
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
export function dispatchingHandler(routes: readonly HttpHandler[]): HttpHandler {
  const table: { info: EndpointInfo; answer: RouteAnswer }[] = routes.map((h) => {
    const info = endpointOf(h)
    const answer = answerOf(h)
    if (!info || !answer) throw new Error(`${h.info.header} was not made with endpoint()`)
    return { info, answer }
  })
  const endpoints = table.map((r) => r.info)
  return http.all(
    ({ request }) => apiPathOf(new URL(request.url).pathname) !== null,
    ({ request }) => {
      const pathname = new URL(request.url).pathname
      for (const { info, answer } of table) {
        if (info.method !== request.method) continue
        const found = info.match(pathname)
        if (found) return answer(request, found.params)
      }
      return unmatchedAnswer(endpoints, request)
    },
  )
}

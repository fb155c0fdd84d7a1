import { HttpResponse } from 'msw'
import type { EndpointInfo } from './endpoint'
import { apiPathOf, currentApiBasePath } from './route-match'

/**
 * The answer for an API path no endpoint took, the dispatching handler's last resort (dispatch.ts), as Laravel's router answers it: a known
 * path with the wrong method is a 405 with an Allow header; anything else under the API's base (an unknown path, or a parameter
 * with a malformed percent escape that no route can decode) is a 404 in JSON, in every runtime. In the page this also
 * keeps an unknown /api/ call from reaching the static server, which would answer with the app's HTML.
 */
export function unmatchedAnswer(endpoints: readonly EndpointInfo[], request: Request): Response {
  const pathname = new URL(request.url).pathname
  const route = `${currentApiBasePath().replace(/^\//, '')}/${apiPathOf(pathname) ?? ''}`.replace(/^\//, '')
  const allowed = [...new Set(endpoints.filter((e) => e.match(pathname)).map((e) => e.method))]
  if (allowed.length > 0 && !allowed.includes(request.method as EndpointInfo['method'])) {
    return HttpResponse.json(
      {
        message: `The ${request.method} method is not supported for route ${route}. Supported methods: ${allowed.join(', ')}.`,
      },
      { status: 405, headers: { Allow: allowed.join(', ') } },
    )
  }
  // Long hostile paths are cut in the message; the status says all a client needs.
  return HttpResponse.json({ message: `The route ${route.slice(0, 200)} could not be found.` }, { status: 404 })
}

/**
 * Matches a request's path against an endpoint path such as `customer/check-deal/:id`, under `/api/` on any origin and
 * base path. msw's own matcher decodes parameters with decodeURIComponent and lets a malformed escape (`%zz`, `%ff`, a
 * lone `%`) throw, which every runtime turned into a 500. Here such a parameter simply does not match, so the request
 * falls through to the unmatched-route answer: a 404, as Laravel gives for a path it cannot route.
 */
export type RouteMatch = { matches: true; params: Record<string, string> } | null

export function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The part of a URL path after `/api/`, or null when the path is not under the API. */
export function apiPathOf(pathname: string): string | null {
  const at = pathname.indexOf('/api/')
  return at < 0 ? null : pathname.slice(at + 5)
}

export function compileRoute(path: string): (pathname: string) => RouteMatch {
  const pattern = path.split('/')
  return (pathname) => {
    const rest = apiPathOf(pathname)
    if (rest === null) return null
    const segments = rest.split('/')
    if (segments.length !== pattern.length) return null
    const params: Record<string, string> = {}
    for (let i = 0; i < pattern.length; i++) {
      const want = pattern[i]!
      const got = segments[i]!
      if (want.startsWith(':')) {
        const value = got === '' ? null : safeDecode(got)
        if (value === null) return null
        params[want.slice(1)] = value
      } else if (want !== got) return null
    }
    return { matches: true, params }
  }
}

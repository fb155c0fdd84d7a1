/**
 * Matches a request's path against an endpoint path such as `customer/check-deal/:id`, under the API's base path (a
 * prefix, as the client builds its URLs) on any origin. msw's own matcher decodes parameters with decodeURIComponent
 * and lets a malformed escape (`%zz`, `%ff`, a lone `%`) throw, which every runtime turned into a 500. Here such a parameter simply does not match, so the request
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

/**
 * The path prefix the API lives under, from a base URL as the client takes it (`/api`, `https://backend.example/api/`):
 * `/api`. The root gives '' (every path is the API's).
 */
export function apiBasePathOf(base: string | undefined): string {
  const raw = base?.trim() || '/api'
  let path = raw
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    try {
      path = new URL(raw).pathname
    } catch {
      path = '/api'
    }
  }
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** The base the app was built with (VITE_API_BASE_URL, default /api): the page's mock, Node tests and the standalone server read the same. */
function configuredBase(): string | undefined {
  const fromVite = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_API_BASE_URL
  if (fromVite) return fromVite
  return typeof process === 'undefined' ? undefined : process.env?.VITE_API_BASE_URL
}

let apiBasePath = apiBasePathOf(configuredBase())

/** The prefix every runtime answers under; '/api' unless the app is built for another base. */
export function currentApiBasePath(): string {
  return apiBasePath
}

/** Points the mock at another base (tests; a runtime told its base explicitly). Returns the previous one. */
export function setApiBase(base: string | undefined): string {
  const before = apiBasePath
  apiBasePath = apiBasePathOf(base)
  return before
}

/**
 * The part of a URL path after the API's base, or null when the path is not under it. Only a prefix counts: the dev
 * server's modules (`/src/api/client.ts`, `/node_modules/.vite/deps/…`) contain `/api/` too and must pass untouched.
 */
export function apiPathOf(pathname: string, basePath: string = apiBasePath): string | null {
  const prefix = `${basePath}/`
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null
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

/**
 * Stands in for `tough-cookie` in the browser build of the mock (vite.config.ts aliases it here).
 *
 * msw keeps cookies that handlers set in a jar built on tough-cookie, which pulls in a 140 KB public-suffix list:
 * together about a third of the demo's mock chunk. Our handlers never set a cookie (the app signs in with a bearer
 * token, spec 3 §1), so the jar stays empty: a request's own Cookie header and document.cookie still reach handlers.
 * The Node mock (tests, contracts, the standalone server) keeps the real library.
 */
type CookieIndex = Record<string, Record<string, Record<string, unknown>>>

export class Cookie {
  key = ''
  value = ''
  static fromJSON(): Cookie | null {
    return null
  }
}

export class MemoryCookieStore {
  idx: CookieIndex = {}
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return []
  }
  async setCookie(): Promise<void> {
    throw new Error('The demo mock keeps no cookies: a handler set one (see mock-server/shims/tough-cookie.ts).')
  }
}

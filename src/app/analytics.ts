/**
 * Page views are tracked only when an analytics id is configured (spec 1 §2): VITE_ANALYTICS_ID, a Google tag id
 * such as G-XXXXXXX. With an id, the Google tag is loaded once (async, so it never blocks the page) and each route
 * change sends a page_view event; without one nothing is loaded, created or sent.
 */

type Gtag = (...args: unknown[]) => void
type TaggedWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag }

const GTAG_URL = 'https://www.googletagmanager.com/gtag/js'

/** The configured id, read at call time (so tests can stub it). */
function configuredAnalyticsId(): string | undefined {
  const id = (import.meta.env.VITE_ANALYTICS_ID as string | undefined)?.trim()
  return id || undefined
}

const started = new Set<string>()

/** Loads the Google tag for `id` once and configures it; page views are sent by hand, one per route change. */
function startTag(id: string): Gtag {
  const w = window as TaggedWindow
  w.dataLayer ??= []
  if (!w.gtag) {
    // The standard shim: the tag reads `arguments` objects from the data layer, not arrays.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
  }
  if (!started.has(id)) {
    started.add(id)
    const src = `${GTAG_URL}?id=${encodeURIComponent(id)}`
    if (!document.head.querySelector(`script[src="${src}"]`)) {
      const script = document.createElement('script')
      script.async = true
      script.src = src
      document.head.append(script)
    }
    w.gtag('js', new Date())
    // The router reports every navigation, the first one included, so the tag must not count one itself.
    w.gtag('config', id, { send_page_view: false })
  }
  return w.gtag
}

/** One page view for `path` (the router calls this on every location change). */
export function trackPageView(path: string, id: string | undefined = configuredAnalyticsId()) {
  if (!id) return
  const gtag = startTag(id)
  const here = window.location.pathname === path ? window.location.href : new URL(path, window.location.origin).href
  gtag('event', 'page_view', { page_path: path, page_location: here, page_title: document.title })
}

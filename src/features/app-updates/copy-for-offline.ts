/** How long after the page's load the app's files are copied when nothing asked sooner. */
export const COPY_AFTER_MS = 10_000

/**
 * Asks the service worker to copy the app's files for offline use (src/sw/sw.ts; it copies once, what is missing).
 * Asked by the screens a student opens before going where the signal is weak (My Orders, the deal-code page), when
 * the page is hidden (the person switches away), and otherwise some time after load: copying on every first visit at
 * once would compete with what the visitor came for.
 */
export function copyForOffline() {
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ type: 'PRECACHE' }))
}

/** Copies after a while, or when the page is hidden, whichever comes first. */
export function copyForOfflineSoon() {
  const copy = () => {
    window.clearTimeout(timer)
    document.removeEventListener('visibilitychange', hidden)
    copyForOffline()
  }
  const hidden = () => document.visibilityState === 'hidden' && copy()
  const timer = window.setTimeout(copy, COPY_AFTER_MS)
  document.addEventListener('visibilitychange', hidden)
}

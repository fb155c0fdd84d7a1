export { DEMO_CITY } from './demo-city'

/** Lets the page paint and handle input between two steps of the start-up (each step then is its own task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Starts the mock backend inside the page: the service worker forwards /api calls to these handlers.
 *
 * Its modules are evaluated in steps, each in its own task, instead of one task of ~1-2 s at a phone's speed that
 * froze the page (a repeat visit's Total Blocking Time): arktype's own start (its keyword scope, about half), then the
 * database with its record schemas and the restore or seed, then the handlers with the wire schemas. The chunks all
 * download with the entry (vite.config.ts, preloadMock); only their evaluation is spread out.
 */
export async function startBrowserMock() {
  await import('arktype')
  await nextTask()
  const { loadOrSeed, saveIfChanged, watchChanges } = await import('./db/persistence')
  await nextTask()
  // The built demo restores its own saves without validating every row again (this chunk's URL names the build);
  // development validates them all.
  await loadOrSeed(localStorage, import.meta.env.DEV ? null : import.meta.url)
  watchChanges()
  await nextTask()
  const [{ setupWorker }, { handlers }, { lifecycle, responseChecks }, { logExchangesOf }] = await Promise.all([
    import('msw/browser'),
    import('./handlers'),
    import('./handlers/kit'),
    import('./control/request-log'),
  ])
  const worker = setupWorker(...handlers)
  logExchangesOf(worker.events)
  // Answers are checked against their response schemas while developing; the built demo skips the cost.
  responseChecks.enabled = import.meta.env.DEV
  // Data is saved before each answer that changed it leaves, so it survives reloads (the app reloads after sign-in by design).
  lifecycle.afterRequest = () => saveIfChanged(localStorage)
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  // The app's "today" starts where the saved demo clock stands (src/lib/app-clock.ts).
  const { clockOffset } = await import('./domain/clock')
  return { worker, clockOffsetMs: clockOffset() }
}

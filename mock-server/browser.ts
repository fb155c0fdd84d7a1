import { setupWorker } from 'msw/browser'
import { loadOrSeed, saveIfChanged, watchChanges } from './db/persistence'
import { handlers } from './handlers'
import { lifecycle, responseChecks } from './handlers/kit'

export { DEMO_CITY } from './demo-city'

/** Starts the mock backend inside the page: the service worker forwards /api calls to these handlers. */
export async function startBrowserMock() {
  // The built demo restores its own saves without validating every row again (its chunk's URL names the build);
  // development validates them all.
  await loadOrSeed(localStorage, import.meta.env.DEV ? null : import.meta.url)
  watchChanges()
  const worker = setupWorker(...handlers)
  // Answers are checked against their response schemas while developing; the built demo skips the cost.
  responseChecks.enabled = import.meta.env.DEV
  // Data is saved before each answer that changed it leaves, so it survives reloads (the app reloads after sign-in by design).
  lifecycle.afterRequest = () => saveIfChanged(localStorage)
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return worker
}

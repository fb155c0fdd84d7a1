import { setupWorker } from 'msw/browser'
import { loadOrSeed, saveIfChanged, watchChanges } from './db/persistence'
import { handlers } from './handlers'

/** Starts the mock backend inside the page: the service worker forwards /api calls to these handlers. */
export async function startBrowserMock() {
  await loadOrSeed(localStorage)
  watchChanges()
  const worker = setupWorker(...handlers)
  // Every answer that changed data is followed by a save, so the data survives reloads (the app reloads after sign-in by design).
  worker.events.on('response:mocked', () => saveIfChanged(localStorage))
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  return worker
}

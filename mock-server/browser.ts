import { setupWorker } from 'msw/browser'
import { CITIES } from './db/catalogue-data'
import { loadOrSeed, saveIfChanged, watchChanges } from './db/persistence'
import { handlers } from './handlers'
import { logExchangesOf } from './control/request-log'
import { lifecycle, responseChecks } from './handlers/kit'

const demoCity = CITIES[0]!
/** Where a first visit to the demo starts: Bengaluru, the city the seed gives the most outlets. */
export const DEMO_CITY = {
  id: demoCity.id,
  name: demoCity.name,
  latitude: demoCity.latitude,
  longitude: demoCity.longitude,
}

/** Starts the mock backend inside the page: the service worker forwards /api calls to these handlers. */
export async function startBrowserMock() {
  await loadOrSeed(localStorage)
  watchChanges()
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
  return worker
}

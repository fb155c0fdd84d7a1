import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { setUpClient } from './app/client-setup'
import { routeData, startSignedInData } from './app/route-data'
import { openingRoute } from './app/routes'
import { ROUTES } from './lib/paths'
import { followDemoClock } from './lib/app-clock'
import { rememberSessionAtHydration, session, startInCity } from './state/session'
import type { CityHit } from './api/schemas/lookups'
import './styles.css'

/**
 * Whether the page is in the state index.html's prerendered shell was drawn for (vite.config.ts, `prerenderShell`):
 * home, a visitor, the build's starting place. Then React hydrates it; otherwise it renders afresh over it.
 */
function asPrerendered(root: HTMLElement, city: CityHit | null) {
  return (
    root.hasChildNodes() &&
    window.location.pathname === ROUTES.home &&
    !session.userLoggedIn &&
    !session.latlong &&
    (session.currentPosition?.id ?? null) === (city?.id ?? null)
  )
}

async function start() {
  setUpClient()
  // The first screen's chunk starts with the page, not when React reaches it (docs/decisions/performance.md, "The first
  // screen").
  const first = openingRoute(window.location.pathname, session)
  const screen = first?.route.screen?.preload()
  let startCity: CityHit | null = null
  // The mock backend runs in the page unless mocking is turned off (VITE_API_MOCKING=off); then this import is dropped from the build.
  if (import.meta.env.VITE_API_MOCKING === 'shared') {
    // One mock server for everyone in the room (npm run demo:shared): no mock in the page.
    const [{ startSharedDemo }, { DEMO_CITY }] = await Promise.all([
      import('./app/shared-demo'),
      import('../mock-server/demo-city'),
    ])
    await startSharedDemo()
    startInCity(DEMO_CITY)
    startCity = DEMO_CITY
  } else if (import.meta.env.VITE_API_MOCKING !== 'off') {
    const [{ startBrowserMock, DEMO_CITY }, { demoSaveRefused }] = await Promise.all([
      import('../mock-server/browser'),
      import('./state/demo-storage'),
    ])
    const { clockOffsetMs } = await startBrowserMock({ onSaveRefused: (refused) => (demoSaveRefused.value = refused) })
    followDemoClock(clockOffsetMs)
    // The demo starts in its busiest city, so distances mean something before location is granted.
    startInCity(DEMO_CITY)
    startCity = DEMO_CITY
  }
  // The first screen's data starts now, in parallel with its chunk and React's first render, not after them; a
  // signed-in screen's first call too (app/route-data.ts).
  if (first) routeData[first.route.path]?.(first.params)
  if (first && session.userLoggedIn && first.route.path !== ROUTES.home) startSignedInData(window.location.pathname)
  const root = document.getElementById('root')!
  const prerendered = asPrerendered(root, startCity)
  // A fresh render waits for the screen's chunk, up to 300 ms: rendered in the same pass, the screen shows at once,
  // whereas a Suspense fallback, once shown, holds the screen back until 300 ms after it (React's fallback throttle),
  // so waiting longer gains nothing. Hydration does not wait: the painted shell comes alive at once, and home's screen
  // hydrates when its chunk is in. A chunk that failed is asked again by the screen itself, which then says so.
  if (!prerendered) await Promise.race([screen?.catch(() => {}), new Promise((done) => setTimeout(done, 300))])
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  // As a transition, so React renders (or hydrates) the app in slices of ~5 ms, yielding to the browser between them:
  // a default-priority first render is one task (400 ms at 4x CPU on the deal page, the longest of its load).
  // docs/decisions/performance.md, "The first paint".
  if (prerendered) rememberSessionAtHydration()
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
}

void start()

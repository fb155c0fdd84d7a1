import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { setUpClient } from './app/client-setup'
import { routeData, startSignedInData } from './app/route-data'
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
  // Home's data starts now, in parallel with React's first render and home's chunk, not after them.
  if (window.location.pathname === ROUTES.home) routeData[ROUTES.home]?.({})
  // A signed-in screen's first call too (app/route-data.ts).
  else if (session.userLoggedIn) startSignedInData(window.location.pathname)
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  )
  // As a transition, so React renders (or hydrates) the app in slices of ~5 ms, yielding to the browser between them:
  // a default-priority first render is one task (400 ms at 4x CPU on the deal page, the longest of its load).
  // docs/decisions/performance.md, "The first paint".
  const prerendered = asPrerendered(root, startCity)
  if (prerendered) rememberSessionAtHydration()
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app)
    else createRoot(root).render(app)
  })
}

void start()

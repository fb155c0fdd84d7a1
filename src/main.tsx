import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { setUpClient } from './app/client-setup'
import { startInCity } from './state/session'
import './styles.css'

async function start() {
  setUpClient()
  // The mock backend runs in the page unless mocking is turned off (VITE_API_MOCKING=off); then this import is dropped from the build.
  if (import.meta.env.VITE_API_MOCKING !== 'off') {
    const { startBrowserMock, DEMO_CITY } = await import('../mock-server/browser')
    await startBrowserMock()
    // The demo starts in its busiest city, so distances mean something before location is granted.
    startInCity(DEMO_CITY)
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()

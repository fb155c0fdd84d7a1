import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { setUpClient } from './app/client-setup'
import './styles.css'

async function start() {
  setUpClient()
  // The mock backend runs in the page unless mocking is turned off (VITE_API_MOCKING=off); then this import is dropped from the build.
  if (import.meta.env.VITE_API_MOCKING !== 'off') {
    const { startBrowserMock } = await import('../mock-server/browser')
    await startBrowserMock()
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()

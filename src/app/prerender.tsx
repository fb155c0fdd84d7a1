import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import type { CityHit } from '../api/schemas/lookups'
import { session } from '../state/session'
import { App } from './app'

/**
 * The shell as a first visitor on home sees it before any data: header, home's heading and loading line, footer (and
 * the demo's panel button in a demo build). Rendered at build time into index.html (`prerenderShell` in
 * vite.config.ts), so the first paint needs no JavaScript; main.tsx hydrates it when the visitor is in the state it was
 * rendered for (`city`: the demo's starting city, none in production), and renders afresh otherwise.
 */
export async function renderShell(city: CityHit | null): Promise<string> {
  session.currentPosition = city
  const { prelude } = await prerender(
    <Router ssrPath="/">
      <StrictMode>
        <App />
      </StrictMode>
    </Router>,
  )
  const reader = prelude.getReader()
  const decoder = new TextDecoder()
  let html = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    html += decoder.decode(value, { stream: true })
  }
  return html + decoder.decode()
}

import { configureClient, storedToken } from '../api/client'
import { announceLiveEvent, type LiveEvent } from '../lib/live-events'
import { mockControl } from '../api/mock-control'
import { followDemoClock } from '../lib/app-clock'

/**
 * The shared demo (`npm run demo:shared`, VITE_API_MOCKING=shared): the app talks to the one mock server every device
 * in the room shares, instead of a mock in the page. The presenter's link carries the control token (`?control=`),
 * kept for this tab and sent on the control API's calls (reset, clock, faults, staff); a participant's link has none,
 * so the server refuses those (docs/demo.md). The server's live events reach the screens (src/api/live-events.ts).
 */
const CONTROL_KEY = 'hola-mock-control-token'
const CONTROL_HEADER = 'X-Mock-Control-Token'

function keepControlToken(): string | null {
  const address = new URL(window.location.href)
  const given = address.searchParams.get('control')
  if (given) {
    sessionStorage.setItem(CONTROL_KEY, given)
    // Out of the address bar, so a link copied from it is a participant's.
    address.searchParams.delete('control')
    window.history.replaceState(window.history.state, '', address)
  }
  return sessionStorage.getItem(CONTROL_KEY)
}

const followServerClock = () =>
  mockControl.clock().then(
    (c) => followDemoClock(c.offset_ms),
    () => {},
  )

/** Opens the server's event stream; EventSource reconnects by itself (the server asks for 1 s) and says nothing. */
function listen(apiBase: string) {
  const token = storedToken()
  const source = new EventSource(`${apiBase}/__mock/events${token ? `?token=${encodeURIComponent(token)}` : ''}`)
  source.onmessage = (message: MessageEvent<string>) => {
    let event: LiveEvent
    try {
      event = JSON.parse(message.data) as LiveEvent
    } catch {
      return
    }
    if (event.name === 'clock.moved' && typeof event.offset_ms === 'number') followDemoClock(event.offset_ms)
    if (event.name === 'data.reset') void followServerClock()
    announceLiveEvent(event)
  }
  return source
}

export async function startSharedDemo(apiBase = '/api') {
  const control = keepControlToken()
  if (control)
    configureClient({
      hooks: {
        extraHeaders: (path): Record<string, string> =>
          path.startsWith('__mock') ? { [CONTROL_HEADER]: control } : {},
      },
    })
  await followServerClock()
  listen(apiBase)
}

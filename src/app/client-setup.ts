import { navigate } from 'wouter/use-browser-location'
import { FALLBACK_LOCATION, configureClient } from '../api/client'
import { resetDeals, resetSession, session } from '../state/session'
import { busyCalls } from '../state/ui'

/** Plugs the session, the router and the loader into the typed client (the client knows none of them). */
export function setUpClient() {
  configureClient({
    hooks: {
      onUnauthorized: () => {
        // 401: the session is reset and the user goes to the root (spec 1 §8).
        if (!session.userLoggedIn) return
        resetSession()
        resetDeals()
        navigate('/', { replace: true })
      },
      onNotAcceptable: () => navigate('/404'),
      onBusyChange: (delta) => (busyCalls.value = Math.max(0, busyCalls.value + delta)),
      location: () => session.latlong ?? FALLBACK_LOCATION,
    },
  })
}

import { navigate } from 'wouter/use-browser-location'
import { configureClient } from '../api/client'
import { distanceOrigin, resetDeals, resetSession, session } from '../state/session'
import { busyCalls } from '../state/ui'
import { paths } from '../lib/paths'

/** Plugs the session, the router and the loader into the typed client (the client knows none of them). */
export function setUpClient() {
  configureClient({
    hooks: {
      onUnauthorized: () => {
        // 401: the session is reset and the user goes to the root (spec 1 §8).
        if (!session.userLoggedIn) return
        resetSession()
        resetDeals()
        navigate(paths.home(), { replace: true })
      },
      onNotAcceptable: () => navigate(paths.notFound()),
      onBusyChange: (delta) => (busyCalls.value = Math.max(0, busyCalls.value + delta)),
      location: () => {
        // The visitor's position, else the chosen city's centre, else the country's (never "near you" by accident).
        const { latitude, longitude } = distanceOrigin()
        return { latitude, longitude }
      },
    },
  })
}

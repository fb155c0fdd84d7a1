import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { busyCalls } from '../state/ui'

/** How long no call may run before the page counts as settled: longer than the gap between a screen's chunk and its calls. */
export const SETTLED_MS = 1000

/**
 * True once the page has what the person came for: its load event has fired and then no call has run for
 * SETTLED_MS. For work the person did not ask for (the service worker's registration): an app's load event comes
 * before its screen's data, so waiting for load alone put that work beside the first screen's. It stays true.
 */
export function usePageSettled(): boolean {
  useSignals()
  const [loaded, setLoaded] = useState(false)
  const [settled, setSettled] = useState(false)
  const busy = busyCalls.value > 0
  // Once per page: the load event comes once, and a late call of setLoaded is harmless.
  useEffect(() => {
    if (document.readyState === 'complete') setLoaded(true)
    else window.addEventListener('load', () => setLoaded(true), { once: true })
  }, [])
  useEffect(() => {
    if (!loaded || busy || settled) return
    const timer = setTimeout(() => setSettled(true), SETTLED_MS)
    return () => clearTimeout(timer)
  }, [loaded, busy, settled])
  return settled
}

import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { busyCalls } from '../state/ui'

/** How long no call may run before the page counts as settled: longer than the gap between a screen's chunk and its calls. */
export const SETTLED_MS = 1000

/**
 * True once the page has what the person came for: its load event has fired, no call has run for SETTLED_MS, and the
 * browser then had an idle moment. For work the person did not ask for (the service worker's registration): an SPA's
 * load event comes before its screen's data, so waiting for load alone put that work beside the first screen's.
 * It stays true once reached.
 */
export function usePageSettled(): boolean {
  useSignals()
  const [loaded, setLoaded] = useState(false)
  const [settled, setSettled] = useState(false)
  const busy = busyCalls.value > 0

  useEffect(() => {
    if (document.readyState === 'complete') return setLoaded(true)
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad, { once: true })
    return () => window.removeEventListener('load', onLoad)
  }, [])

  useEffect(() => {
    if (!loaded || busy || settled) return
    let idle: number | undefined
    const timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback: there the quiet second is enough.
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => setSettled(true), { timeout: 2000 })
      else setSettled(true)
    }, SETTLED_MS)
    return () => {
      window.clearTimeout(timer)
      if (idle !== undefined) window.cancelIdleCallback(idle)
    }
  }, [loaded, busy, settled])

  return settled
}

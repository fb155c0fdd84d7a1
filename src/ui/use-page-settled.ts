import { useEffect, useState } from 'react'
import { busyCalls } from '../state/ui'

/** How long no call may run before the page counts as settled: longer than the gap between a screen's chunk and its calls. */
export const SETTLED_MS = 1000

/**
 * True once the page has what the person came for: its load event has fired and then no call has run for
 * SETTLED_MS. For work the person did not ask for (the service worker's registration): an app's load event comes
 * before its screen's data, so waiting for load alone put that work beside the first screen's. It stays true.
 *
 * The calls in flight are followed outside React, so the component renders once more, when settled, and not on
 * every call's start and end (each was a synchronous re-render during the first page's hydration;
 * docs/decisions/performance.md, "The bench's host").
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The document is complete from its load event on.
    const wait = () => {
      clearTimeout(timer)
      if (document.readyState === 'complete' && busyCalls.value === 0) timer = setTimeout(setSettled, SETTLED_MS, true)
    }
    window.addEventListener('load', wait)
    // Called at once with the current count, then on each change.
    const stop = busyCalls.subscribe(wait)
    return () => {
      stop()
      clearTimeout(timer)
      window.removeEventListener('load', wait)
    }
  }, [])
  return settled
}

import { startTransition, useEffect, useState } from 'react'
import { busyCalls } from '../state/ui'

/**
 * Whether any call is in flight, for a component that waits for quiet (no spinner depends on it). Updated as a
 * transition: a signal read in render re-renders synchronously on every call's start and end, and during the first
 * page's hydration such a render was in the way of the first screen (docs/decisions/performance.md, "The bench's
 * host"). False until the component has mounted.
 */
export function useCallsInFlight(): boolean {
  const [busy, setBusy] = useState(false)
  useEffect(() => busyCalls.subscribe((n) => startTransition(() => setBusy(n > 0))), [])
  return busy
}

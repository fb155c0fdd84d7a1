import { useEffect, useRef } from 'react'
import { concerns, onLiveEvent, type LiveInterest } from '../lib/live-events'

/** Runs `react` when the demo tells of an event this screen is interested in (src/api/live-events.ts). */
export function useLiveEvents(interest: LiveInterest, react: () => void) {
  const latest = useRef(react)
  latest.current = react
  const key = typeof interest === 'string' ? interest : interest.join()
  useEffect(
    () => onLiveEvent((event) => concerns(interest, event) && latest.current()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  )
}

import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../api/client'
import { concerns, onLiveEvent, type LiveInterest } from '../lib/live-events'

export type CallState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'done'; data: T; error: undefined }
  | { status: 'failed'; data: T | undefined; error: ApiError }

/**
 * Runs a typed call when `key` changes and keeps its latest answer. Older answers that arrive late are dropped,
 * so fast route or city changes never show stale data. With `live`, the call runs again, quietly (the answer on
 * screen stays until the new one arrives), when the demo tells of an event it names (src/api/live-events.ts).
 */
export function useCall<T>(run: () => Promise<T>, key: unknown[], live?: LiveInterest) {
  const [state, setState] = useState<CallState<T>>({ status: 'loading', data: undefined, error: undefined })
  const seq = useRef(0)
  const runRef = useRef(run)
  runRef.current = run
  const load = useCallback((quietly?: unknown) => {
    const mine = ++seq.current
    if (quietly !== true) setState((s) => ({ status: 'loading', data: s.data, error: undefined }))
    runRef.current().then(
      // The answer's screen renders as a transition: in slices, yielding to the browser, instead of one task (home's
      // rows and cards, the deal page: 150-300 ms at 4x CPU). docs/decisions/performance.md, "The first paint".
      (data) => mine === seq.current && startTransition(() => setState({ status: 'done', data, error: undefined })),
      (e: unknown) =>
        mine === seq.current &&
        setState((s) => ({
          status: 'failed',
          data: s.data,
          error: e instanceof ApiError ? e : new ApiError(0, String(e)),
        })),
    )
  }, [])
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, key)
  useLiveReload(live, load)
  return { ...state, reload: load, setData: (data: T) => setState({ status: 'done', data, error: undefined }) }
}

/**
 * With `live`, runs the call again when the demo tells of an event it names. Only the demo announces live events
 * (src/lib/live-events.ts): with mocking off this is nothing at all, and the event tables stay out of home's entry
 * (docs/decisions/performance.md).
 */
const useLiveReload =
  import.meta.env.VITE_API_MOCKING === 'off'
    ? () => {}
    : (live: LiveInterest | undefined, load: (quietly?: unknown) => void) => {
        const liveKey = typeof live === 'string' ? live : live?.join()
        useEffect(() => {
          if (!live) return
          return onLiveEvent((event) => concerns(live, event) && load(true))
          // eslint-disable-next-line react-hooks/exhaustive-deps
        }, [liveKey, load])
      }

/**
 * The app's own "today" ("A demo clock"): every date picker's limit, relative age and default day reads
 * `appNow()`. In production it is the real time. With mocking on, main.tsx and the demo panel's Clock section make it
 * follow the mock's clock (`followDemoClock`), so a week moved forward in the panel is a week on every screen; the
 * mock's code never enters the production bundle for it (only a number crosses).
 */
let offsetMs = 0
const listeners = new Set<() => void>()

/** Now, as the app reads it: real time, plus the demo clock's offset when mocking is on. */
export const appNow = (): number => Date.now() + offsetMs

/** How far the app's now runs ahead of real time (0 in production); screens key their loads on it. */
export const appClockOffset = (): number => offsetMs

/** Demo only: follow the mock's clock (its offset from real time, in ms). */
export function followDemoClock(offset: number) {
  if (offset === offsetMs) return
  offsetMs = offset
  for (const l of listeners) l()
}

/** Calls `listener` whenever the app's clock moves (useSyncExternalStore's subscribe). */
export function onAppClockMove(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

import { session } from './session'

/**
 * A screen's first call, started before the screen exists: when a signed-in page loads, its route's call leaves with
 * the app's entry (src/app/signed-in-data.ts) instead of after the screen's chunk, its dependencies and the first
 * render (My Orders: 1.5 s later at 4x CPU). The screen's identical call takes that answer over, once.
 */
type Started = { answer: Promise<unknown>; at: number; taken: boolean }

/** Longer than a slow signed-in page takes to reach its screen; an answer older than this is asked again. */
const FRESH_MS = 10_000

const started = new Map<string, Started>()

/** A call's identity: the endpoint, its arguments and who asks (another person's answer is never handed over). */
const idOf = (fn: { entry: { key: string } }, args: unknown[]) => {
  const who = session.userInfo as { id?: number; userType?: number }
  return JSON.stringify([fn.entry.key, args, who.id ?? null, who.userType ?? null])
}

const fresh = (s: Started | undefined): s is Started => s !== undefined && Date.now() - s.at < FRESH_MS

function remember(id: string, entry: Started) {
  for (const [other, s] of started) if (!fresh(s)) started.delete(other)
  started.set(id, entry)
}

/** Starts the call unless the same one was started or made moments ago. */
export function startEarly<A extends unknown[], R>(
  fn: ((...args: A) => Promise<R>) & { entry: { key: string } },
  ...args: A
) {
  const id = idOf(fn, args)
  if (fresh(started.get(id))) return
  const answer = fn(...args)
  // Whoever takes it handles a failure; one nobody takes is not an unhandled rejection.
  answer.catch(() => {})
  remember(id, { answer, at: Date.now(), taken: false })
}

/** The screen's call: the answer started early for the same call (once, while fresh), else a new call. */
export function early<A extends unknown[], R>(
  fn: ((...args: A) => Promise<R>) & { entry: { key: string } },
  ...args: A
): Promise<R> {
  const id = idOf(fn, args)
  const before = started.get(id)
  if (fresh(before) && !before.taken) {
    before.taken = true
    return before.answer as Promise<R>
  }
  const answer = fn(...args)
  // Made now: a start for the same call that comes after (the route's, once the screen was quicker) is not repeated.
  remember(id, { answer, at: Date.now(), taken: true })
  return answer
}

/** Tests start with nothing started. */
export function forgetEarlyCalls() {
  started.clear()
}

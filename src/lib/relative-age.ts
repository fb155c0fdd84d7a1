import { appNow } from './app-clock'

/** Review ages (spec 2 §2, §9; spec 3 §9): months are 30 days and years 365 days; under one second is "Just now". */

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
const MONTH = 30 * DAY
const YEAR = 365 * DAY

const UNITS: ReadonlyArray<readonly [ms: number, name: string]> = [
  [YEAR, 'year'],
  [MONTH, 'month'],
  [WEEK, 'week'],
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
  [SECOND, 'second'],
]

/**
 * How long ago `then` was, as a reader says it: "Just now", "1 minute ago", "3 weeks ago", "2 years ago".
 * A time in the future (a clock a little ahead of ours) reads as "Just now" rather than a negative age.
 */
export function relativeAge(then: Date | string | number, now: Date | number = appNow()): string {
  const thenMs = then instanceof Date ? then.getTime() : typeof then === 'string' ? Date.parse(then) : then
  const nowMs = now instanceof Date ? now.getTime() : now
  if (!Number.isFinite(thenMs)) return ''
  const elapsed = nowMs - thenMs
  for (const [ms, name] of UNITS) {
    if (elapsed >= ms) {
      const n = Math.floor(elapsed / ms)
      return `${n} ${name}${n === 1 ? '' : 's'} ago`
    }
  }
  return 'Just now'
}

import { db } from '../store/db'
import { invalidField } from '../kit/http-error'

/**
 * The mock's notion of now and of randomness, in one place so tests can pin them. Every time-based rule (deal validity
 * and expiry, order and entry dates, statement windows, OTP and grant lifetimes, re-verification) reads `clock.now()`,
 * which runs ahead of real time by the demo clock's offset (Stripe's test clocks are the model).
 */
export const clock = {
  now: (): number => Date.now() + clockOffset(),
}

const DAY_MS = 86_400_000
/** The furthest one move goes: ten years is more than any rule in the product looks ahead. */
export const MAX_ADVANCE_DAYS = 3650

/** How far the demo clock runs ahead of real time, in ms (0: real time). */
export const clockOffset = (): number => db.demoClock.all()[0]?.offset_ms ?? 0

/** The clock as GET /api/__mock/clock answers it. */
export const clockState = () => ({ now: iso(clock.now()), offset_ms: clockOffset() })

async function setOffset(offsetMs: number) {
  await db.demoClock.deleteMany((q) => q.where({ id: 1 }))
  if (offsetMs > 0) await db.demoClock.create({ id: 1, offset_ms: offsetMs })
}

/** Moves the demo clock forward by whole days. Time never runs backwards (entries already dated would come before now). */
export async function advanceClock(days: number | undefined) {
  if (days === undefined)
    throw invalidField(
      'advance_days',
      `Say how far to move the clock: { "advance_days": 1 to ${MAX_ADVANCE_DAYS} } (whole days), or { "reset": true } for real time.`,
    )
  if (!Number.isInteger(days)) throw invalidField('advance_days', 'The advance days must be a whole number of days.')
  if (days > MAX_ADVANCE_DAYS)
    throw invalidField('advance_days', `The demo clock moves at most ${MAX_ADVANCE_DAYS} days at a time.`)
  if (days < 1)
    throw invalidField('advance_days', `The demo clock only moves forward: from 1 to ${MAX_ADVANCE_DAYS} days.`)
  await setOffset(clockOffset() + days * DAY_MS)
  return clockState()
}

/** Back to real time (the panel's "Back to real time"; a reset of the data empties the table, which does the same). */
export async function resetClock() {
  await setOffset(0)
  return clockState()
}

export const iso = (ms: number) => new Date(ms).toISOString()

/** Unguessable token: 40 random bytes as hex. */
export function randomToken(bytes = 40): string {
  const a = new Uint8Array(bytes)
  crypto.getRandomValues(a)
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A 4-digit one-time password, uniformly drawn. */
export function randomOtp(): string {
  const a = new Uint32Array(1)
  crypto.getRandomValues(a)
  return String(a[0]! % 10000).padStart(4, '0')
}

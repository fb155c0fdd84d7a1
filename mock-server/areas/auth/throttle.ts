import { db } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { HttpError } from '../../kit/http-error'

/**
 * The sign-in throttle. Without it each new challenge gave five more guesses at a 4-digit code, so the code fell to a
 * few thousand calls. Per account, the counts come from the data itself (codes in the outbox, wrong codes on the
 * challenges), so they survive a page reload and reset with the seed. Per client address (known only to the standalone
 * server; the page and the tests are one client, bounded by the account limits) they are kept here, in memory.
 */
export const THROTTLE = {
  /** Codes sent to one account (sign-ins and resends). */
  accountCodes: { limit: 5, windowMs: 10 * 60_000 },
  /** Wrong codes entered for one account, over all its challenges open during the window. */
  accountWrongCodes: { limit: 10, windowMs: 60 * 60_000 },
  /** Codes requested from one address, for any accounts. */
  addressCodes: { limit: 20, windowMs: 10 * 60_000 },
  /** Wrong codes entered from one address, for any accounts. */
  addressWrongCodes: { limit: 30, windowMs: 60 * 60_000 },
} as const

type Rule = { limit: number; windowMs: number }
/** Something that counts against a rule until `at + windowMs`. */
type Event = { at: number; weight: number }

/** A 429 whose answer carries Retry-After (seconds), and a message that says when to try again. */
export class Throttled extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super(429, `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`)
  }
}

/** Refuses when the events inside the window reach the limit; Retry-After is when enough of them have aged out. */
function enforce(rule: Rule, events: Event[], now: number) {
  const live = events.filter((e) => e.at > now - rule.windowMs).sort((a, b) => a.at - b.at)
  let total = live.reduce((sum, e) => sum + e.weight, 0)
  if (total < rule.limit) return
  for (const e of live) {
    total -= e.weight
    if (total < rule.limit) throw new Throttled(Math.max(1, Math.ceil((e.at + rule.windowMs - now) / 1000)))
  }
}

const codesSentTo = (user: UserRecord): Event[] =>
  db.outbox
    .findMany((q) => q.where({ otp: (o) => o !== null }))
    .filter((m) => m.to === user.email || m.to === user.phone)
    .map((m) => ({ at: Date.parse(m.created_at), weight: 1 }))

/** A challenge's wrong codes count until an hour after it stopped being usable (its expiry). */
const wrongCodesOf = (user: UserRecord): Event[] =>
  db.otpChallenges
    .findMany((q) => q.where({ user_id: user.id }))
    .filter((c) => c.failed_attempts > 0)
    .map((c) => ({ at: c.expires_at, weight: c.failed_attempts }))

const byAddress = { codes: new Map<string, number[]>(), wrongCodes: new Map<string, number[]>() }
const eventsOf = (log: Map<string, number[]>, client: string): Event[] =>
  (log.get(client) ?? []).map((at) => ({ at, weight: 1 }))

function note(log: Map<string, number[]>, rule: Rule, client: string | null, now: number) {
  if (client === null) return
  // Only the window's entries are kept, so the log stays as small as the limit allows.
  log.set(client, [...(log.get(client) ?? []).filter((at) => at > now - rule.windowMs), now])
}

/** Before a code is sent (authenticate, resend-otp): refused once the account or the address has had its share. */
export function assertMaySendCode(user: UserRecord, client: string | null, now: number) {
  enforce(THROTTLE.accountCodes, codesSentTo(user), now)
  enforce(THROTTLE.accountWrongCodes, wrongCodesOf(user), now)
  if (client !== null) {
    enforce(THROTTLE.addressCodes, eventsOf(byAddress.codes, client), now)
    enforce(THROTTLE.addressWrongCodes, eventsOf(byAddress.wrongCodes, client), now)
  }
}

/** Before a code is compared (verify-otp): refused once the account or the address has guessed wrong too often. */
export function assertMayGuess(user: UserRecord, client: string | null, now: number) {
  enforce(THROTTLE.accountWrongCodes, wrongCodesOf(user), now)
  if (client !== null) enforce(THROTTLE.addressWrongCodes, eventsOf(byAddress.wrongCodes, client), now)
}

export const noteCodeSent = (client: string | null, now: number) =>
  note(byAddress.codes, THROTTLE.addressCodes, client, now)
export const noteWrongCode = (client: string | null, now: number) =>
  note(byAddress.wrongCodes, THROTTLE.addressWrongCodes, client, now)

/** POST /api/__mock/reset and provider states: the per-address counts go with the data. */
export function clearThrottle() {
  byAddress.codes.clear()
  byAddress.wrongCodes.clear()
}

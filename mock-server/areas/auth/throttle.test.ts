import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../store/db'
import { authenticate, resendOtp, verifyOtp } from './rules'
import { THROTTLE, Throttled, clearThrottle } from './throttle'
import { clock } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'

const CUSTOMER = 'customer@example.com'
const T0 = Date.UTC(2026, 5, 1, 9, 0, 0)
const at = (ms: number) => vi.spyOn(clock, 'now').mockReturnValue(ms)
const outboxSize = () => db.outbox.count()

async function refusal(run: () => Promise<unknown>): Promise<Throttled> {
  try {
    await run()
  } catch (e) {
    if (e instanceof Throttled) return e
    throw e
  }
  throw new Error('expected a 429')
}

afterEach(() => {
  vi.restoreAllMocks()
  clearThrottle()
})

describe('sign-in throttle', () => {
  it(`sends at most ${THROTTLE.accountCodes.limit} codes to an account in 10 minutes; the sixth is a 429 that says when, and sends nothing`, async () => {
    at(T0)
    for (let i = 0; i < THROTTLE.accountCodes.limit; i++) {
      at(T0 + i * 60_000)
      await authenticate('customer', CUSTOMER)
    }
    const sent = outboxSize()
    at(T0 + 5 * 60_000)
    const e = await refusal(() => authenticate('customer', CUSTOMER))
    expect(e.status).toBe(429)
    // The first code ages out of the window at T0 + 10 min: five minutes from now.
    expect(e.retryAfterSeconds).toBe(5 * 60)
    expect(e.message).toBe('Too many sign-in attempts. Please try again in 5 minutes.')
    expect(outboxSize()).toBe(sent)
    // Resends count as codes sent, so they cannot be used to go round the limit.
    const { id } = db.otpChallenges.findFirst((q) => q.where({ user_id: 1 }), { strict: true })
    await expect(resendOtp('customer', id)).rejects.toBeInstanceOf(Throttled)
    expect(outboxSize()).toBe(sent)
  })

  it('lets the account in again once the window has passed', async () => {
    for (let i = 0; i < THROTTLE.accountCodes.limit; i++) {
      at(T0)
      await authenticate('customer', CUSTOMER)
    }
    at(T0 + THROTTLE.accountCodes.windowMs - 1000)
    expect((await refusal(() => authenticate('customer', CUSTOMER))).retryAfterSeconds).toBe(1)
    at(T0 + THROTTLE.accountCodes.windowMs + 1)
    await expect(authenticate('customer', CUSTOMER)).resolves.toMatchObject({ via: 'email' })
  })

  it(`refuses codes, even the right one, after ${THROTTLE.accountWrongCodes.limit} wrong codes in an hour over any number of challenges`, async () => {
    let wrong = 0
    let last = ''
    for (let round = 0; wrong < THROTTLE.accountWrongCodes.limit; round++) {
      at(T0 + round * 11 * 60_000) // a new window for codes sent each round
      const { id } = await authenticate('customer', CUSTOMER)
      last = id
      for (let i = 0; i < 4 && wrong < THROTTLE.accountWrongCodes.limit; i++, wrong++) {
        const code = db.otpChallenges.findFirst((q) => q.where({ id }), { strict: true }).code
        await expect(verifyOtp('customer', id, code === '0000' ? '0001' : '0000')).rejects.toBeInstanceOf(HttpError)
      }
    }
    const challenge = db.otpChallenges.findFirst((q) => q.where({ id: last }), { strict: true })
    const e = await refusal(() => verifyOtp('customer', last, challenge.code))
    expect(e.status).toBe(429)
    expect(e.retryAfterSeconds).toBeGreaterThan(0)
    const sent = outboxSize()
    await expect(authenticate('customer', CUSTOMER)).rejects.toBeInstanceOf(Throttled)
    expect(outboxSize()).toBe(sent)
  })

  it('counts per client address across accounts, and reset forgets the address', async () => {
    at(T0)
    const accounts = db.users.findMany((q) => q.where({ userType: 2 }))
    let requested = 0
    outer: for (const user of accounts) {
      for (let i = 0; i < THROTTLE.accountCodes.limit; i++) {
        if (requested === THROTTLE.addressCodes.limit) break outer
        await authenticate('customer', user.email, T0, '203.0.113.7')
        requested++
      }
    }
    expect(requested).toBe(THROTTLE.addressCodes.limit)
    const fresh = accounts.find((u) => db.outbox.findMany((q) => q.where({ to: u.email })).length === 0)!
    await expect(authenticate('customer', fresh.email, T0, '203.0.113.7')).rejects.toBeInstanceOf(Throttled)
    // Another address is not held back by this one; after a reset, neither is this one.
    await expect(authenticate('customer', fresh.email, T0, '198.51.100.1')).resolves.toBeTruthy()
    clearThrottle()
    await expect(authenticate('customer', fresh.email, T0, '203.0.113.7')).resolves.toBeTruthy()
  })
})

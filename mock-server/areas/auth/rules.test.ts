import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../store/db'
import { personaOf } from '../../store/personas'
import { post } from '../../testing/test-kit'
import { clock } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'
import {
  OTP_MAX_FAILURES,
  OTP_TTL_MS,
  authenticate,
  authenticated,
  authorized,
  logout,
  resendOtp,
  verifyOtp,
} from './rules'

const CUSTOMER = personaOf('customer')
const VENDOR = personaOf('vendor')
const T0 = Date.UTC(2026, 0, 15, 10, 0, 0)

/** Pins the mock's clock to `ms` (domain functions read `clock.now()` when no `now` is passed). */
const at = (ms: number) => vi.spyOn(clock, 'now').mockReturnValue(ms)

/** The code of the newest OTP message sent to `to` (the outbox stands in for SMS and email). */
function lastOtpTo(to: string): string {
  const m = db.outbox.findMany((q) => q.where({ to }), { orderBy: { id: 'desc' } })[0]
  if (!m?.otp) throw new Error(`no OTP was sent to ${to}`)
  return m.otp
}

/** A code that is not `code`. */
const wrong = (code: string) => (code === '0000' ? '1111' : '0000')

/** Runs `fn`, which must throw an HttpError, and returns it. */
async function httpError(fn: () => unknown): Promise<HttpError> {
  try {
    await fn()
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError)
    return e as HttpError
  }
  throw new Error('expected an HttpError')
}

/** Signs a persona in through the HTTP endpoints (authenticate, then the code from the outbox) and returns its token. */
async function signIn(role: 'customer' | 'vendor', who: { email: string }): Promise<string> {
  const auth = await post(`${role}/authenticate`, { username: who.email })
  expect(auth.status).toBe(200)
  const res = await post(`${role}/verify-otp`, { id: auth.body.id, otp: lastOtpTo(who.email) })
  expect(res.status).toBe(200)
  return res.body.access_token as string
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('OTP sign-in rules', () => {
  it('sends the code to the channel of the username: email or phone', async () => {
    await authenticate('customer', CUSTOMER.email)
    expect(lastOtpTo(CUSTOMER.email)).toMatch(/^\d{4}$/)
    await authenticate('customer', `+91 ${CUSTOMER.phone}`)
    const sms = db.outbox.findMany((q) => q.where({ to: CUSTOMER.phone }))
    expect(sms).toHaveLength(1)
    expect(sms[0]!.channel).toBe('sms')
  })

  it('accepts the code once', async () => {
    const { id } = await authenticate('customer', CUSTOMER.email)
    const code = lastOtpTo(CUSTOMER.email)
    const { token, user } = await verifyOtp('customer', id, code)
    expect(user.email).toBe(CUSTOMER.email)
    expect(authenticated(token).user.id).toBe(user.id)

    const again = await httpError(() => verifyOtp('customer', id, code))
    expect(again.status).toBe(422)
    expect(again.fieldErrors?.otp).toBeDefined()
  })

  it('accepts the code until 10 minutes have passed, not after', async () => {
    at(T0)
    const first = await authenticate('customer', CUSTOMER.email)
    const firstCode = lastOtpTo(CUSTOMER.email)
    const second = await authenticate('customer', CUSTOMER.email)
    const secondCode = lastOtpTo(CUSTOMER.email)

    at(T0 + OTP_TTL_MS)
    await expect(verifyOtp('customer', first.id, firstCode)).resolves.toMatchObject({ user: { email: CUSTOMER.email } })

    at(T0 + OTP_TTL_MS + 1)
    const expired = await httpError(() => verifyOtp('customer', second.id, secondCode))
    expect(expired.status).toBe(422)
    expect(expired.fieldErrors?.otp?.[0]).toMatch(/expired/i)
  })

  it(`locks the challenge after ${OTP_MAX_FAILURES} wrong codes (429), even for the right code`, async () => {
    const { id } = await authenticate('customer', CUSTOMER.email)
    const code = lastOtpTo(CUSTOMER.email)
    for (let i = 1; i < OTP_MAX_FAILURES; i++) {
      const e = await httpError(() => verifyOtp('customer', id, wrong(code)))
      expect(e.status).toBe(422)
      expect(e.fieldErrors?.otp).toEqual(['The OTP you entered is invalid.'])
    }
    expect((await httpError(() => verifyOtp('customer', id, wrong(code)))).status).toBe(429)
    expect((await httpError(() => verifyOtp('customer', id, code))).status).toBe(429)
    expect((await httpError(() => resendOtp('customer', id))).status).toBe(429)
  })

  it('answers 429 over HTTP once locked', async () => {
    const auth = await post('customer/authenticate', { username: CUSTOMER.email })
    const code = lastOtpTo(CUSTOMER.email)
    const statuses: number[] = []
    for (let i = 0; i < OTP_MAX_FAILURES; i++)
      statuses.push((await post('customer/verify-otp', { id: auth.body.id, otp: wrong(code) })).status)
    expect(statuses).toEqual([422, 422, 422, 422, 429])
    const locked = await post('customer/verify-otp', { id: auth.body.id, otp: code })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/too many/i)
  })

  it('resend sends a new code and the old one stops working', async () => {
    const { id } = await authenticate('vendor', VENDOR.phone)
    const old = lastOtpTo(VENDOR.phone)
    let fresh = old
    // A new code is drawn at random: resend until it differs (1 chance in 10,000 that it does not, each time).
    for (let i = 0; i < 5 && fresh === old; i++) {
      await resendOtp('vendor', id)
      fresh = lastOtpTo(VENDOR.phone)
    }
    expect(fresh).not.toBe(old)

    const e = await httpError(() => verifyOtp('vendor', id, old))
    expect(e.status).toBe(422)
    expect(e.fieldErrors?.otp).toBeDefined()
    await expect(verifyOtp('vendor', id, fresh)).resolves.toMatchObject({ user: { email: VENDOR.email } })
  })

  it('resend restarts the 10 minutes but wrong codes keep counting, so guessing stays bounded', async () => {
    at(T0)
    const { id } = await authenticate('customer', CUSTOMER.email)
    for (let i = 1; i < OTP_MAX_FAILURES - 1; i++)
      await httpError(() => verifyOtp('customer', id, wrong(lastOtpTo(CUSTOMER.email))))
    at(T0 + OTP_TTL_MS - 1000)
    await resendOtp('customer', id)
    const code = lastOtpTo(CUSTOMER.email)
    at(T0 + 2 * OTP_TTL_MS - 2000)
    // The fourth wrong code overall: still a 422, and the new code is still valid ten minutes after the resend.
    expect((await httpError(() => verifyOtp('customer', id, wrong(code)))).status).toBe(422)
    await expect(verifyOtp('customer', id, code)).resolves.toBeDefined()
  })

  it('the fifth wrong code locks the challenge even across a resend', async () => {
    const { id } = await authenticate('customer', CUSTOMER.email)
    for (let i = 1; i < OTP_MAX_FAILURES; i++)
      await httpError(() => verifyOtp('customer', id, wrong(lastOtpTo(CUSTOMER.email))))
    await resendOtp('customer', id)
    expect((await httpError(() => verifyOtp('customer', id, wrong(lastOtpTo(CUSTOMER.email))))).status).toBe(429)
  })

  it('a challenge belongs to its role', async () => {
    const { id } = await authenticate('customer', CUSTOMER.email)
    const e = await httpError(() => verifyOtp('vendor', id, lastOtpTo(CUSTOMER.email)))
    expect(e.status).toBe(422)
    expect(e.fieldErrors?.id).toBeDefined()
  })
})

describe('roles and tokens', () => {
  it('a vendor account on customer/authenticate is a 422 on username', async () => {
    const res = await post('customer/authenticate', { username: VENDOR.email })
    expect(res.status).toBe(422)
    expect((res.body.errors as Record<string, string[]>).username?.[0]).toMatch(/vendor/i)
    // and the other way round, by phone
    const back = await post('vendor/authenticate', { username: CUSTOMER.phone })
    expect(back.status).toBe(422)
    expect((back.body.errors as Record<string, string[]>).username).toBeDefined()
    expect(db.outbox.count()).toBe(0)
  })

  it('a username longer than 230 characters is a 422 on username; 230 is not refused for its length', async () => {
    const TOO_LONG = ['The username field must not be greater than 230 characters.']
    // Padding the customer's phone with zeros keeps it the same phone (the last ten digits), so 230 signs in.
    const phoneOf = (length: number) => `${'0'.repeat(length - CUSTOMER.phone.length)}${CUSTOMER.phone}`
    const long = await post('customer/authenticate', { username: phoneOf(231) })
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({ username: TOO_LONG })
    expect(db.outbox.count()).toBe(0)
    expect((await httpError(() => authenticate('customer', `${'e'.repeat(219)}@example.com`))).fieldErrors).toEqual({
      username: TOO_LONG,
    })

    expect(phoneOf(230)).toHaveLength(230)
    const atLimit = await post('customer/authenticate', { username: phoneOf(230) })
    expect(atLimit.status).toBe(200)
    // An unknown 230-character email is refused, but for the account, not the length.
    const unknown = await httpError(() => authenticate('customer', `${'e'.repeat(218)}@example.com`))
    expect(unknown.fieldErrors?.username).not.toEqual(TOO_LONG)
    expect(unknown.fieldErrors?.username?.[0]).toMatch(/no account/i)
  })

  it('an unknown account is a 422 on username', async () => {
    const e = await httpError(() => authenticate('customer', 'nobody@example.com'))
    expect(e.status).toBe(422)
    expect(e.fieldErrors?.username).toBeDefined()
  })

  it("a customer's token on vendor/get-user is a 403, on customer/get-user a 200", async () => {
    const token = await signIn('customer', CUSTOMER)
    expect((await post('vendor/get-user', undefined, { token })).status).toBe(403)
    expect((await post('vendor/logout', undefined, { token })).status).toBe(403)
    const own = await post('customer/get-user', undefined, { token })
    expect(own.status).toBe(200)
    expect((own.body.user as { email: string }).email).toBe(CUSTOMER.email)
    expect(() => authorized(token, 'vendor')).toThrow(expect.objectContaining({ status: 403 }))
  })

  it('get-user without a token, or with an unknown one, is a 401', async () => {
    const none = await post('customer/get-user')
    expect(none.status).toBe(401)
    expect(none.body).toEqual({ message: 'Unauthenticated.' })
    expect((await post('vendor/get-user', undefined, { token: 'not-a-token' })).status).toBe(401)
  })

  it('logout revokes the token', async () => {
    const token = await signIn('vendor', VENDOR)
    expect((await post('vendor/get-user', undefined, { token })).status).toBe(200)
    const out = await post('vendor/logout', undefined, { token })
    expect(out.status).toBe(200)
    expect((await post('vendor/get-user', undefined, { token })).status).toBe(401)
    expect((await post('vendor/logout', undefined, { token })).status).toBe(401)
    expect(() => authenticated(token)).toThrow(expect.objectContaining({ status: 401 }))
  })

  it('logout revokes only that token', async () => {
    const first = await signIn('customer', CUSTOMER)
    const second = await signIn('customer', CUSTOMER)
    await logout(first)
    expect(() => authenticated(first)).toThrow()
    expect(authenticated(second).user.email).toBe(CUSTOMER.email)
  })
})

describe('request bodies', () => {
  it('malformed JSON is a 422, not a 500', async () => {
    const res = await post('customer/authenticate', '{"username": ')
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('The request body is not valid JSON.')
    expect(res.body.errors).toEqual({ body: ['The request body is not valid JSON.'] })
  })

  it('a multipart body that does not parse, or has no boundary, is a 422, not a 500', async () => {
    for (const contentType of ['multipart/form-data; boundary=x', 'multipart/form-data']) {
      const res = await post('customer/authenticate', 'junk', { headers: { 'Content-Type': contentType } })
      expect(res.status, contentType).toBe(422)
      expect(res.body).toEqual({
        message: 'The request body is not valid form data.',
        errors: { body: ['The request body is not valid form data.'] },
      })
    }
  })

  it('a missing field is a Laravel-style 422', async () => {
    const res = await post('customer/verify-otp', { id: 'x' })
    expect(res.status).toBe(422)
    expect((res.body.errors as Record<string, string[]>).otp).toEqual(['The otp field is required.'])
  })
})

import { sendMessage } from '../../events/outbox'
import { roleOf, type Role } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { OtpChallengeRecord, UserRecord } from '../../store/records'
import { assertMayGuess, assertMaySendCode, noteCodeSent, noteWrongCode } from './throttle'
import { clock, iso, randomOtp, randomToken } from '../../clock/clock'
import { HttpError, forbidden, invalidField, unauthenticated } from '../../kit/http-error'

export const OTP_TTL_MS = 10 * 60_000
export const OTP_MAX_FAILURES = 5

const digits = (s: string) => s.replace(/\D/g, '')

/** Finds an account by email (case-insensitive) or by phone (last ten digits), in any role. */
export function findByUsername(username: string): UserRecord | undefined {
  const u = username.trim().toLowerCase()
  if (u.includes('@')) return db.users.findFirst((q) => q.where({ email: (e) => e.toLowerCase() === u }))
  const d = digits(u).slice(-10)
  if (d.length < 10) return undefined
  return db.users.findFirst((q) => q.where({ phone: (p) => digits(p).slice(-10) === d }))
}

/**
 * Opens an OTP challenge for the account and "sends" the code (to the outbox). Registration's challenge (`purpose`
 * 'registration', spec 1 §4) also verifies the phone or email the code went to when the right code comes back: the
 * person has just shown they hold it. A sign-in code verifies nothing (the profile's flow does that).
 */
export async function openChallenge(
  user: UserRecord,
  via: 'email' | 'sms',
  now = clock.now(),
  purpose: 'sign-in' | 'registration' = 'sign-in',
) {
  const id = randomToken(16)
  const code = randomOtp()
  const verifies = purpose === 'registration' ? (via === 'email' ? user.email : user.phone) : undefined
  await db.otpChallenges.create({
    id,
    user_id: user.id,
    userType: user.userType,
    code,
    expires_at: now + OTP_TTL_MS,
    failed_attempts: 0,
    status: 'open',
    ...(verifies ? { verifies } : {}),
  })
  await sendOtp(user, via, code, now)
  return id
}

/** The right code of a registration challenge marks the contact it went to verified (if the account still holds it). */
async function verifyContactOf(challenge: OtpChallengeRecord, user: UserRecord, now: number) {
  if (challenge.verifies === undefined) return user
  const phone = challenge.verifies === user.phone && user.is_verified !== 1
  const email = challenge.verifies === user.email && user.is_email_verified !== 1
  if (!phone && !email) return user
  await db.users.update((q) => q.where({ id: user.id }), {
    data(r) {
      if (phone) r.is_verified = 1
      if (email) {
        r.is_email_verified = 1
        r.email_verified_at = iso(now)
      }
    },
  })
  return db.users.findFirst((q) => q.where({ id: user.id }), { strict: true })
}

async function sendOtp(user: UserRecord, via: 'email' | 'sms', code: string, now: number) {
  await sendMessage(
    {
      channel: via,
      to: via === 'email' ? user.email : user.phone,
      subject: 'Your Hola Deals sign-in code',
      text: `${code} is your Hola Deals one-time password. It expires in 10 minutes. Do not share it with anyone.`,
      otp: code,
    },
    now,
  )
}

/** customer/authenticate, vendor/authenticate: email or phone of that role, then an OTP (throttled: auth-throttle.ts). */
export async function authenticate(role: Role, username: string, now = clock.now(), client: string | null = null) {
  if (username.length > 230)
    throw invalidField('username', 'The username field must not be greater than 230 characters.')
  const user = findByUsername(username)
  if (!user) throw invalidField('username', 'No account found with this email or phone number.')
  if (roleOf(user.userType) !== role) {
    throw invalidField(
      'username',
      role === 'customer'
        ? 'This account is registered as a vendor. Please sign in as a vendor.'
        : 'This account is registered as a customer. Please sign in as a customer.',
    )
  }
  assertMaySendCode(user, client, now)
  const via = username.includes('@') ? 'email' : 'sms'
  const id = await openChallenge(user, via, now)
  noteCodeSent(client, now)
  return { id, via }
}

function findChallenge(role: Role, id: string) {
  const c = db.otpChallenges.findFirst((q) => q.where({ id }))
  if (!c || roleOf(c.userType) !== role)
    throw invalidField('id', 'This sign-in request was not found. Please start again.')
  return c
}

/** verify-otp: accepts the open challenge's code once, within 10 minutes; five wrong codes lock it. */
export async function verifyOtp(role: Role, id: string, otp: string, now = clock.now(), client: string | null = null) {
  const c = findChallenge(role, id)
  assertMayGuess(
    db.users.findFirst((q) => q.where({ id: c.user_id }), { strict: true }),
    client,
    now,
  )
  if (c.status === 'locked') throw new HttpError(429, 'Too many wrong codes. Please sign in again to get a new code.')
  if (c.status !== 'open' || now > c.expires_at)
    throw invalidField('otp', 'This code has expired. Please resend the OTP.')
  if (c.code !== otp) {
    const failures = c.failed_attempts + 1
    const locked = failures >= OTP_MAX_FAILURES
    await db.otpChallenges.update(c, {
      data(r) {
        r.failed_attempts = failures
        if (locked) r.status = 'locked'
      },
    })
    noteWrongCode(client, now)
    if (locked) throw new HttpError(429, 'Too many wrong codes. Please sign in again to get a new code.')
    throw invalidField('otp', 'The OTP you entered is invalid.')
  }
  await db.otpChallenges.update(c, {
    data(r) {
      r.status = 'used'
    },
  })
  const user = await verifyContactOf(
    c,
    db.users.findFirst((q) => q.where({ id: c.user_id }), { strict: true }),
    now,
  )
  const token = await issueToken(user, now)
  return { token, user }
}

/** resend-otp: a new code for the same challenge; the old code stops working. Wrong codes keep counting across resends, so guessing stays bounded at five. */
export async function resendOtp(role: Role, id: string, now = clock.now(), client: string | null = null) {
  const c = findChallenge(role, id)
  if (c.status === 'locked') throw new HttpError(429, 'Too many wrong codes. Please sign in again to get a new code.')
  if (c.status === 'used') throw invalidField('id', 'This code was already used. Please sign in again.')
  const user = db.users.findFirst((q) => q.where({ id: c.user_id }), { strict: true })
  assertMaySendCode(user, client, now)
  const code = randomOtp()
  await db.otpChallenges.update(c, {
    data(r) {
      r.code = code
      r.expires_at = now + OTP_TTL_MS
      r.status = 'open'
    },
  })
  const last = db.outbox
    .findMany((q) => q.where({ otp: (o) => o !== null }), { orderBy: { id: 'desc' } })
    .find((m) => m.to === user.email || m.to === user.phone)
  await sendOtp(user, last?.to === user.email ? 'email' : 'sms', code, now)
  noteCodeSent(client, now)
}

export async function issueToken(user: UserRecord, now = clock.now(), token = randomToken()) {
  await db.tokens.create({ token, user_id: user.id, userType: user.userType, created_at: iso(now), revoked: false })
  return token
}

/** The caller behind a bearer token; 401 when missing, unknown or revoked. */
export function authenticated(bearer: string | null) {
  if (!bearer) throw unauthenticated()
  const t = db.tokens.findFirst((q) => q.where({ token: bearer, revoked: false }))
  if (!t) throw unauthenticated()
  const user = db.users.findFirst((q) => q.where({ id: t.user_id }))
  if (!user) throw unauthenticated()
  return { token: t.token, user }
}

/** As authenticated, and the caller must hold the role: a customer's token on a vendor endpoint is a 403. */
export function authorized(bearer: string | null, role: Role) {
  const who = authenticated(bearer)
  if (roleOf(who.user.userType) !== role) throw forbidden()
  return who
}

export async function logout(token: string) {
  await db.tokens.update((q) => q.where({ token }), {
    data(r) {
      r.revoked = true
    },
  })
}

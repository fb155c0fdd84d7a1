import { sendMessage } from '../../events/outbox'
import { emailError, indianMobile, phoneError } from '../../../src/lib/contact-forms'
import { CONTACT_CHANGE_TEXTS, canSendCode, type ContactKind } from '../../../src/lib/profile-contact'
import { db, nextId } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { findByUsername, OTP_MAX_FAILURES, OTP_TTL_MS } from '../auth/rules'
import { THROTTLE, Throttled, assertMaySendCode, noteCodeSent, noteWrongCode } from '../auth/throttle'
import { clock, iso, randomOtp } from '../../clock/clock'
import { HttpError, forbidden, invalidField } from '../../kit/http-error'

/**
 * Changing or verifying an email or phone from the profile (spec 1 §4): resend-phone-email-otp sends a code to the new
 * value, verify-phone takes the code and makes the value the account's, verified. Only an unverified or changed value
 * can be sent; a value another account holds is a 422 in the spec's words ('Email has already taken'), checked again
 * when the code comes back (someone may have taken it meanwhile). Codes follow the sign-in rules: 10 minutes, five
 * wrong codes lock one, and sending is throttled per account (auth-throttle.ts).
 */
type ContactRequest = { email: string; phone: string; id: string; is_email: 0 | 1 | '0' | '1' }

const kindOf = (body: ContactRequest): ContactKind => (String(body.is_email) === '1' ? 'email' : 'phone')
const TAKEN = { email: CONTACT_CHANGE_TEXTS.emailTaken, phone: CONTACT_CHANGE_TEXTS.phoneTaken } as const

/** The value as the account stores it: an email trimmed and lower-cased, a phone as its ten digits; null when invalid. */
function normalised(kind: ContactKind, raw: string): string | null {
  if (kind === 'email') return emailError(raw) ? null : raw.trim().toLowerCase()
  return indianMobile(raw)?.slice(3) ?? null
}

function checked(user: UserRecord, body: ContactRequest) {
  // `id` is the account's hash (the profile sends it); someone else's account is not this caller's to change.
  if (body.id !== user.hash && body.id !== String(user.id)) throw forbidden(CONTACT_CHANGE_TEXTS.notYours)
  const kind = kindOf(body)
  const raw = kind === 'email' ? body.email : body.phone
  const value = normalised(kind, raw)
  if (value === null) throw invalidField(kind, (kind === 'email' ? emailError(raw) : phoneError(raw))!)
  const current =
    kind === 'email'
      ? { value: user.email, verified: user.is_email_verified === 1 }
      : { value: user.phone, verified: user.is_verified === 1 }
  if (!canSendCode(current, value)) throw invalidField(kind, CONTACT_CHANGE_TEXTS.alreadyVerified)
  const holder = findByUsername(value)
  if (holder && holder.id !== user.id) throw invalidField(kind, TAKEN[kind])
  return { kind, value }
}

/** Codes sent to new values do not reach the sign-in throttle's count (it counts the account's own email and phone), so they
 * count here against the same per-account limit: five in ten minutes. */
function assertMaySendContactCode(user: UserRecord, now: number) {
  const { limit, windowMs } = THROTTLE.accountCodes
  const sent = db.contactChanges
    .findMany((q) => q.where({ user_id: user.id }))
    .map((c) => c.expires_at - OTP_TTL_MS)
    .filter((at) => at > now - windowMs)
    .sort((a, b) => a - b)
  if (sent.length >= limit)
    throw new Throttled(Math.max(1, Math.ceil((sent[sent.length - limit]! + windowMs - now) / 1000)))
}

/** {role}/resend-phone-email-otp: replaces any open code of the account for that kind and sends a new one. */
export async function sendContactCode(
  user: UserRecord,
  body: ContactRequest,
  now = clock.now(),
  client: string | null = null,
) {
  const { kind, value } = checked(user, body)
  assertMaySendCode(user, client, now)
  assertMaySendContactCode(user, now)
  await db.contactChanges.update((q) => q.where({ user_id: user.id, kind, status: 'open' }), {
    data(r) {
      r.status = 'replaced'
    },
  })
  const code = randomOtp()
  await db.contactChanges.create({
    id: nextId(db.contactChanges),
    user_id: user.id,
    kind,
    value,
    code,
    expires_at: now + OTP_TTL_MS,
    failed_attempts: 0,
    status: 'open',
  })
  await sendMessage(
    {
      channel: kind === 'email' ? 'email' : 'sms',
      to: value,
      subject: kind === 'email' ? 'Verify your email address' : 'Verify your phone number',
      text: `${code} is your Hola Deals code to verify this ${kind === 'email' ? 'email address' : 'phone number'}. It expires in 10 minutes.`,
      otp: code,
    },
    now,
  )
  noteCodeSent(client, now)
  return CONTACT_CHANGE_TEXTS.otpSent
}

/** {role}/verify-phone: the code sent for this value makes it the account's email or phone, verified. */
export async function verifyContactCode(
  user: UserRecord,
  body: ContactRequest & { otp: string },
  now = clock.now(),
  client: string | null = null,
) {
  const { kind, value } = checked(user, body)
  const change = db.contactChanges
    .findMany((q) => q.where({ user_id: user.id, kind, value, status: (s) => s !== 'replaced' }))
    .sort((a, b) => b.id - a.id)[0]
  if (!change) throw invalidField('otp', CONTACT_CHANGE_TEXTS.noCode)
  if (change.status === 'locked') throw new HttpError(429, 'Too many wrong codes. Please send a new code.')
  if (change.status !== 'open' || now > change.expires_at) throw invalidField('otp', CONTACT_CHANGE_TEXTS.otpExpired)
  if (change.code !== body.otp) {
    const failures = change.failed_attempts + 1
    await db.contactChanges.update(change, {
      data(r) {
        r.failed_attempts = failures
        if (failures >= OTP_MAX_FAILURES) r.status = 'locked'
      },
    })
    noteWrongCode(client, now)
    throw invalidField('otp', CONTACT_CHANGE_TEXTS.otpInvalid)
  }
  await db.contactChanges.update(change, {
    data(r) {
      r.status = 'used'
    },
  })
  await db.users.update((q) => q.where({ id: user.id }), {
    data(r) {
      if (kind === 'email') {
        r.email = value
        r.is_email_verified = 1
        r.email_verified_at = iso(now)
      } else {
        r.phone = value
        r.is_verified = 1
      }
    },
  })
  return kind === 'email' ? CONTACT_CHANGE_TEXTS.emailVerified : CONTACT_CHANGE_TEXTS.phoneVerified
}

import { sendMessage } from '../../events/outbox'
import type {
  ConfirmDetailsRequest,
  ResendVerifyEmailRequest,
  UnsubscribeRequest,
  VerifyEmailRequest,
} from '../../../src/api/schemas/profile'
import { EMAIL_LINK_TEXTS, EMAIL_LINK_TTL_MS, UNSUBSCRIBE_TEXTS } from '../../../src/lib/profile-links'
import { REVERIFICATION_TEXTS } from '../../../src/lib/profile-reverification'
import { roleOf } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { THROTTLE, Throttled } from '../auth/throttle'
import { clock, iso, randomToken } from '../../clock/clock'
import { HttpError, forbidden, invalidField } from '../../kit/http-error'

/**
 * The links the backend emails (spec 1 §2 routes /verify-email/{type}/{id} and /unsubscribe/{id}). The spec names
 * resend-verify-email and no call for either link; verify-email and unsubscribe are ours (docs/backend-team.md).
 * Tokens are long random strings, so a link cannot be guessed from another.
 */

/** resend-verify-email: a link to the account's address, at most five in ten minutes (the codes' limit). */
export async function sendVerificationLink(body: ResendVerifyEmailRequest, now = clock.now()) {
  const user = db.users.findFirst((q) => q.where({ hash: body.uuid }))
  if (!user || roleOf(user.userType) !== body.userType) throw new HttpError(404, EMAIL_LINK_TEXTS.noAccount)
  if (user.is_email_verified === 1) throw invalidField('email', EMAIL_LINK_TEXTS.alreadyVerified)
  const { limit, windowMs } = THROTTLE.accountCodes
  const recent = db.emailVerifications.findMany((q) =>
    q.where({ user_id: user.id, expires_at: (t) => t - EMAIL_LINK_TTL_MS > now - windowMs }),
  )
  if (recent.length >= limit) throw new Throttled(Math.ceil(windowMs / 1000))
  const token = randomToken(24)
  await db.emailVerifications.create({
    token,
    user_id: user.id,
    email: user.email,
    expires_at: now + EMAIL_LINK_TTL_MS,
    used_at: null,
  })
  await sendMessage(
    {
      to: user.email,
      subject: 'Verify your email address',
      text: `Hi ${user.full_name}, open this link to verify your email address: /verify-email/${body.userType}/${token} (it works once, for 24 hours).`,
    },
    now,
  )
  return EMAIL_LINK_TEXTS.sent
}

/** verify-email: the link's address becomes verified. Unknown links are a 404; used or expired ones a 409. */
export async function openVerificationLink(body: VerifyEmailRequest, now = clock.now()) {
  const link = db.emailVerifications.findFirst((q) => q.where({ token: body.id }))
  const user = link && db.users.findFirst((q) => q.where({ id: link.user_id }))
  if (!link || !user || roleOf(user.userType) !== body.type) throw new HttpError(404, EMAIL_LINK_TEXTS.unknown)
  if (link.used_at !== null) throw new HttpError(409, EMAIL_LINK_TEXTS.used)
  // A link for an address the account has since changed verifies nothing: it is as good as used.
  if (user.email.toLowerCase() !== link.email.toLowerCase()) throw new HttpError(409, EMAIL_LINK_TEXTS.used)
  if (now > link.expires_at) throw new HttpError(409, EMAIL_LINK_TEXTS.expired)
  await db.emailVerifications.update((q) => q.where({ token: link.token }), {
    data(r) {
      r.used_at = iso(now)
    },
  })
  await db.users.update((q) => q.where({ id: user.id }), {
    data(r) {
      r.is_email_verified = 1
      r.email_verified_at = iso(now)
    },
  })
  return EMAIL_LINK_TEXTS.verified
}

/** The unsubscribe link of newsletter emails to `email` (one per address, made on first use). */
export async function unsubscribePath(email: string, now = clock.now()) {
  const found = db.unsubscribeLinks.findFirst((q) => q.where({ email }))
  const token = found?.token ?? randomToken(24)
  if (!found) await db.unsubscribeLinks.create({ token, email, created_at: iso(now) })
  return `/unsubscribe/${token}`
}

/** unsubscribe: the address's subscription ends; a second visit says it already has. Unknown links are a 404. */
export async function openUnsubscribeLink(body: UnsubscribeRequest) {
  const link = db.unsubscribeLinks.findFirst((q) => q.where({ token: body.id }))
  if (!link) throw new HttpError(404, UNSUBSCRIBE_TEXTS.unknown)
  const subscribed = db.newsletterSubscriptions.findMany((q) => q.where({ email: link.email }))
  if (subscribed.length === 0) return UNSUBSCRIBE_TEXTS.already
  await db.newsletterSubscriptions.deleteMany((q) => q.where({ email: link.email }))
  return UNSUBSCRIBE_TEXTS.done
}

/** vendor/confirm-details: the vendor confirms their email and phone; the re-verification clock starts again. */
export async function confirmVendorDetails(user: UserRecord, body: ConfirmDetailsRequest, now = clock.now()) {
  if (body.id !== user.hash && body.id !== String(user.id)) throw forbidden(REVERIFICATION_TEXTS.notYours)
  await db.users.update((q) => q.where({ id: user.id }), {
    data(r) {
      r.email_verified_at = iso(now)
    },
  })
  return REVERIFICATION_TEXTS.confirmed
}

import type { SocialLoginRequest } from '../../../src/api/schemas/signup'
import { emailError } from '../../../src/lib/contact-forms'
import { SIGNUP_TEXTS } from '../../../src/lib/signup-texts'
import { roleOf, type Role } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import { findByUsername, issueToken } from '../auth/rules'
import { clock, randomToken } from '../../clock/clock'
import { invalidField } from '../../kit/http-error'

/**
 * Social sign-in (spec 1 §3, §7). Offline there is no Google or Facebook, so the mock plays the provider: the app's
 * consent dialog asks it for a grant (POST __mock/social/grant), a one-time token bound to the chosen account, and
 * {role}/social-login accepts only such a token, once, for that email and provider, within 10 minutes. A real backend
 * verifies the provider's own credential instead (docs/backend-team.md, social sign-in).
 */
export const SOCIAL_GRANT_TTL_MS = 10 * 60_000

const SOCIAL_TEXTS = {
  unknownEmail: 'No account is registered with this email. Please sign up first.',
  customerAccount: 'This account is registered as a customer. Please sign in as a customer.',
  vendorAccount: 'This account is registered as a vendor. Please sign in as a vendor.',
} as const

/** The stand-in provider's consent: a token for the account the person chose in the dialog. */
export async function grantSocialToken(
  grant: { social_type: 'Google' | 'Facebook'; email: string; full_name: string; image: string },
  now = clock.now(),
) {
  const problem = emailError(grant.email)
  if (problem) throw invalidField('email', problem)
  const token = `mock-${grant.social_type.toLowerCase()}-${randomToken(24)}`
  await db.socialGrants.create({
    token,
    social_type: grant.social_type,
    email: grant.email.trim().toLowerCase(),
    full_name: grant.full_name.trim(),
    image: grant.image,
    expires_at: now + SOCIAL_GRANT_TTL_MS,
    used: false,
  })
  return token
}

/**
 * {role}/social-login: the token must be a grant of this provider for this email, unused and in time (a forged or
 * reused token is a 422 on social_token). The account is found by email; an unknown email is refused, not created:
 * a student's sign-up needs the ID card and a vendor's the KYC documents (docs/decisions/sign-up.md).
 */
export async function socialLogin(role: Role, body: SocialLoginRequest, now = clock.now()) {
  const email = body.email.trim().toLowerCase()
  const grant = db.socialGrants.findFirst((q) => q.where({ token: body.social_token }))
  if (!grant || grant.social_type !== body.social_type || grant.email !== email || now > grant.expires_at)
    throw invalidField('social_token', SIGNUP_TEXTS.socialTokenRefused)
  if (grant.used) throw invalidField('social_token', SIGNUP_TEXTS.socialTokenUsed)
  const user = findByUsername(email)
  if (!user) throw invalidField('email', SOCIAL_TEXTS.unknownEmail)
  if (roleOf(user.userType) !== role)
    throw invalidField('email', role === 'customer' ? SOCIAL_TEXTS.vendorAccount : SOCIAL_TEXTS.customerAccount)
  await db.socialGrants.update((q) => q.where({ token: grant.token }), {
    data(g) {
      g.used = true
    },
  })
  // The provider vouches for the address: a social sign-in verifies the email.
  if (user.is_email_verified === 0)
    await db.users.update((q) => q.where({ id: user.id }), {
      data(u) {
        u.is_email_verified = 1
      },
    })
  const token = await issueToken(user, now)
  return { token, user: db.users.findFirst((q) => q.where({ id: user.id }), { strict: true }) }
}

/**
 * The email-verification link (/verify-email/{type}/{id}) and the newsletter's unsubscribe link (/unsubscribe/{id}):
 * what their pages say and the mock answers, written once. The spec names no call for either link; ours are
 * POST verify-email and POST unsubscribe (docs/backend-team.md).
 */
export const EMAIL_LINK_TEXTS = {
  sent: 'A verification link has been sent to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  noAccount: 'No account was found for this link.',
  verified: 'Your email address has been verified.',
  unknown: 'This verification link is not valid. Please ask for a new one from your profile.',
  used: 'This verification link has already been used.',
  expired: 'This verification link has expired. Please ask for a new one from your profile.',
} as const

export const UNSUBSCRIBE_TEXTS = {
  done: 'You have been unsubscribed from the Hola Deals newsletter.',
  already: 'You are already unsubscribed from the Hola Deals newsletter.',
  unknown: 'This unsubscribe link is not valid.',
} as const

/** A verification link works for a day. */
export const EMAIL_LINK_TTL_MS = 24 * 60 * 60_000

/** The link's {type}: the account's role. */
export const EMAIL_LINK_TYPES = ['customer', 'vendor'] as const
export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number]

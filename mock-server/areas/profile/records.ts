import { type } from '../../../src/api/schemas/lazy'

/**
 * A code sent to verify a new (or not yet verified) email or phone of an account, from the profile (spec 1 §4). The
 * value is what the account's email or phone becomes once the code is entered.
 */
export const contactChangeRecord = type({
  id: 'number',
  user_id: 'number',
  kind: "'email' | 'phone'",
  value: 'string',
  code: 'string',
  /** ms since epoch */
  expires_at: 'number',
  failed_attempts: 'number',
  status: "'open' | 'used' | 'replaced' | 'locked'",
})
export type ContactChangeRecord = typeof contactChangeRecord.infer

/** An email-verification link (resend-verify-email): /verify-email/{type}/{token}, usable once, for a day. */
export const emailVerificationRecord = type({
  token: 'string',
  user_id: 'number',
  /** The address the link verifies: a link for an address the account no longer has verifies nothing. */
  email: 'string',
  /** ms since epoch */
  expires_at: 'number',
  used_at: 'string | null',
})
export type EmailVerificationRecord = typeof emailVerificationRecord.infer

/** The unsubscribe link of newsletter emails to an address: /unsubscribe/{token}. */
export const unsubscribeLinkRecord = type({ token: 'string', email: 'string', created_at: 'string' })
export type UnsubscribeLinkRecord = typeof unsubscribeLinkRecord.infer

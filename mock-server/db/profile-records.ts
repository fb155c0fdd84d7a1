import { type } from 'arktype'

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

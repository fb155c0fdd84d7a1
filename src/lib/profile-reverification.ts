import { appNow } from './app-clock'

/**
 * Vendor re-verification (spec 1 §4, spec 3 §4): the prompt opens when the email-verified date is older than
 * `monthDuration` months (both given by vendor/get-user). An account without a verified date is not prompted: its
 * email shows as unverified on the profile instead.
 */
export function needsReverification(emailVerifiedAt: string | null, monthDuration: number, now = appNow()): boolean {
  if (!emailVerifiedAt || monthDuration <= 0) return false
  const verified = new Date(emailVerifiedAt)
  if (Number.isNaN(verified.getTime())) return false
  const due = new Date(verified)
  due.setUTCMonth(due.getUTCMonth() + monthDuration)
  return due.getTime() < now
}

/** The `monthDuration` the mock answers in vendor/get-user (the spec names the field, not its value). */
export const REVERIFICATION_MONTHS = 6

/** The prompt's and vendor/confirm-details' words, once for the dialog, the mock and the contract. */
export const REVERIFICATION_TEXTS = {
  title: 'Confirm your contact details',
  confirmed: 'Your details are confirmed. Thank you.',
  notYours: 'You can only confirm your own details.',
} as const

/** Where "Later" is remembered for the rest of the visit (sessionStorage): the account's hash. */
export const REVERIFICATION_LATER_KEY = 'hola_reverify_later'

/**
 * Vendor re-verification (spec 1 §4, spec 3 §4): the prompt opens when the email-verified date is older than
 * `monthDuration` months (both given by vendor/get-user). An account without a verified date is not prompted: its
 * email shows as unverified on the profile instead.
 */
export function needsReverification(emailVerifiedAt: string | null, monthDuration: number, now = Date.now()): boolean {
  if (!emailVerifiedAt || monthDuration <= 0) return false
  const verified = new Date(emailVerifiedAt)
  if (Number.isNaN(verified.getTime())) return false
  const due = new Date(verified)
  due.setUTCMonth(due.getUTCMonth() + monthDuration)
  return due.getTime() < now
}

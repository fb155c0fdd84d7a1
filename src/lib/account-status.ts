/**
 * What an account's flags allow, written once for the screens and the mock backend: verified contacts (spec 2 §2, §4:
 * My Deals, My Wishlist, buying and adding a deal need both the email and the phone verified) and an expired student
 * account (spec 1 §4: `approve_status` 4, shown with a warning; it may not buy).
 */

/** What the header and the profile say of an expired account (spec 1 §4's tooltip). */
export const EXPIRED_ACCOUNT_TEXT = 'Your account has been expired.'

/** `approve_status` of a customer account whose student validity has run out (spec 1 §4). */
const EXPIRED_APPROVE_STATUS = 4

/** Both the email (`is_email_verified`) and the phone (`is_verified`) are verified. */
export const hasVerifiedContacts = (account: { is_email_verified: number; is_verified: number }): boolean =>
  account.is_email_verified === 1 && account.is_verified === 1

/** A student account that has expired (vendors have no approve_status, so are never expired). */
export const isExpiredAccount = (account: object): boolean =>
  'approve_status' in account && account.approve_status === EXPIRED_APPROVE_STATUS

/** The mock's answer to an expired account's order (the one place it is worded). */
export const EXPIRED_ORDER_TEXT = 'Your account has expired. Please renew it to buy deals.'

/**
 * The plan an account holds, as Buy Now sees it (spec 1 §2 hides Buy Now on the current plan): none while the account
 * has expired, so any plan, its own included, renews it (docs/decisions/offers-and-refusals.md). My Account's plan cards and the mock's membership payment both ask this.
 */
export const planHeld = (account: { hola_category_id: number | null; approve_status?: number }): number | null =>
  isExpiredAccount(account) ? null : account.hola_category_id

/** approve_status of a student account in good standing: a renewed account returns to it. */
export const ACTIVE_APPROVE_STATUS = 1

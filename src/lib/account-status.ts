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

/** A contact a student verifies: the email (by its link) and the phone (by a code). */
export type Contact = 'email' | 'phone'

/** The contacts not verified yet, email first. */
export const unverifiedContacts = (account: { is_email_verified: number; is_verified: number }): Contact[] => [
  ...(account.is_email_verified === 1 ? [] : (['email'] as const)),
  ...(account.is_verified === 1 ? [] : (['phone'] as const)),
]

/**
 * What holds a student back before an action is offered (spec 2 §4: keeping and buying need both contacts verified;
 * spec 1 §4: an expired account may not buy). Keeping a deal needs only the contacts; buying needs an active account too.
 */
export type CustomerHold = { kind: 'unverified'; missing: Contact[] } | { kind: 'expired' }

type HeldAccount = { is_email_verified?: number; is_verified?: number; approve_status?: number }

/** The hold on keeping deals (My Deals, My Wishlist), or null when the student may keep them. */
export function keepingHold(account: HeldAccount): CustomerHold | null {
  const missing = unverifiedContacts({
    is_email_verified: account.is_email_verified ?? 0,
    is_verified: account.is_verified ?? 0,
  })
  return missing.length > 0 ? { kind: 'unverified', missing } : null
}

/** The hold on buying (place order, pay for a deal), or null when the student may buy. */
export function buyingHold(account: HeldAccount): CustomerHold | null {
  return keepingHold(account) ?? (isExpiredAccount(account) ? { kind: 'expired' } : null)
}

/** The mock's answer to an expired account's order (the one place it is worded). */
export const EXPIRED_ORDER_TEXT = 'Your account has expired. Please renew it to buy deals.'

const CONTACT_NAME: Record<Contact, string> = { email: 'email address', phone: 'phone number' }
const HOW_TO_VERIFY: Record<Contact, string> = {
  email: 'have My Account email you a link and open it',
  phone: 'enter the code My Account sends to your phone',
}

/**
 * What a hold says, before the action, and the way out: which contact is missing and how to verify it, or that the
 * account expired and a membership plan renews it. `link` names the place the way out starts (My Account).
 */
export function holdText(hold: CustomerHold): { text: string; link: string } {
  if (hold.kind === 'expired')
    return {
      text: 'Your account has expired. You can browse and keep deals; to buy one, renew your account by buying a membership plan.',
      link: 'Renew on My Account',
    }
  const names = hold.missing.map((c) => CONTACT_NAME[c]).join(' and ')
  const how = hold.missing.map((c) => HOW_TO_VERIFY[c]).join(', and ')
  return {
    text: `Your ${names} ${hold.missing.length > 1 ? 'are' : 'is'} not verified yet, so you cannot keep deals in My Deals or My Wishlist or buy them. To verify, ${how}.`,
    link: 'Verify on My Account',
  }
}

/**
 * The plan an account holds, as Buy Now sees it (spec 1 §2 hides Buy Now on the current plan): none while the account
 * has expired, so any plan, its own included, renews it (docs/decisions/offers-and-refusals.md). My Account's plan cards and the mock's membership payment both ask this.
 */
export const planHeld = (account: { hola_category_id: number | null; approve_status?: number }): number | null =>
  isExpiredAccount(account) ? null : account.hola_category_id

/** approve_status of a student account in good standing: a renewed account returns to it. */
export const ACTIVE_APPROVE_STATUS = 1

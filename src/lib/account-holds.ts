/**
 * The holds on keeping and buying, and what a screen says of them (spec 2 §4, spec 1 §4), built on
 * the account's flags (account-status.ts). Apart from them because only signed-in screens ask: the header, in home's
 * entry, needs the flags alone (docs/decisions/performance.md).
 */
import { isExpiredAccount } from './account-status'

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

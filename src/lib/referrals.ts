import { REFERRAL_PARAM } from './paths'
import { SIGNUP_LIMITS } from './signup-rules'

/** The referrals list's words (spec 3 §2, §8: the empty text is the spec's). */
export const REFERRAL_TEXTS = {
  empty: 'No Referral record found!',
  loadFailed: 'Your referrals could not be loaded.',
  active: 'Active',
  pending: 'Pending',
  note: 'People who signed up with your referral code. The Hola each brings you floats until they become a member (a student’s first deal redeemed, a vendor’s KYC approved), then it is yours to spend.',
} as const

/** The referred person of a referral or statement row: the student or the vendor, whichever the row names. */
export const referredOf = <P>(r: { refered_customer: P | null; refered_vendor: P | null }): P | null =>
  r.refered_customer ?? r.refered_vendor ?? null

/** The referral code a share link's query carries (`?ref=CODE`), or null: none, blank, or longer than sign-up takes. */
export function referralCodeIn(search: string): string | null {
  const code = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim() ?? ''
  return code && code.length <= SIGNUP_LIMITS.referral_by ? code : null
}

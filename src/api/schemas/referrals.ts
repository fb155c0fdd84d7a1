import { type } from './lazy'
import { referredPerson } from './wallet'

/**
 * Referrals (spec 3 §2, §3, §7): the people a user brought to Hola with their referral code, and the Hola
 * points each brought them. The wire keeps its spelling (`referrel`, `refered_*`). Not paged: the spec lists the
 * answer as `referrel`, where it marks the paged answers as such.
 */

/** One referral (spec 3 §3 Referral): the referred student or vendor under the field of their role, the other null. */
export const referralRow = type({
  /** The referral's id (the row's key). */
  id: 'number',
  refered_customer: referredPerson.or('null'),
  refered_vendor: referredPerson.or('null'),
  /** When they signed up with the code. */
  created_at: 'string',
  /** Hola Earned: the reward's points, floating or confirmed (0 when it was reversed or the plan pays none). */
  used_balance: 'number.integer >= 0',
})
export type ReferralRow = typeof referralRow.infer

/** POST customer/customer-referrel and vendor/vendor-referrel (no body): the caller's referrals, newest first. */
export const referralsResponse = type({ referrel: referralRow.array() })
export type ReferralsResponse = typeof referralsResponse.infer

import { referralsResponse } from '../../../src/api/schemas/referrals'
import type { UserRecord } from '../../store/records'
import { referralsOf } from './rules'
import { endpoint } from '../../kit/endpoint'
import { referredFields } from '../wallet/present-statement'
import { ENDPOINTS } from '../../../src/api/endpoints'

/** The caller's referrals as the wire names them (spec 3 §3 Referral), newest first. */
const present = (referrer: UserRecord) => ({
  referrel: referralsOf(referrer).map(({ referral, points }) => ({
    id: referral.id,
    ...referredFields(referral.referred_by_id, referral.user_id),
    created_at: referral.created_at,
    used_balance: points,
  })),
})

/** Spec 3 §7: each role's referrals list (no body; the wire's spelling `referrel`). */
export const referralHandlers = [
  endpoint(
    ENDPOINTS['POST customer/customer-referrel'],
    { reads: true, access: 'customer', response: referralsResponse },
    ({ caller }) => present(caller.user),
  ),
  endpoint(
    ENDPOINTS['POST vendor/vendor-referrel'],
    { reads: true, access: 'vendor', response: referralsResponse },
    ({ caller }) => present(caller.user),
  ),
]

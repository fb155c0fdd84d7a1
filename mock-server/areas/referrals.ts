import { referralStates } from '../control/referral-states'
import { seedReferrals } from '../db/referral-seed'
import { referralRewards } from '../domain/referrals'
import { referralHandlers } from '../handlers/referrals'
import { area } from './area'

/** Referrals (issue 20): each role's list, the rewards paid through the ledger on the domain's events, a history. */
export const referrals = area({
  handlers: referralHandlers,
  seed: ({ now }) => seedReferrals(now),
  providerStates: referralStates,
  subscribers: [referralRewards],
})

import { referralStates } from './states'
import { seedReferrals } from './seed'
import { referralRewards } from './rules'
import { referralHandlers } from './handlers'
import { area } from '../area'

/** Referrals: each role's list, the rewards paid through the ledger on the domain's events, a history. */
export const referrals = area({
  handlers: referralHandlers,
  seed: ({ now }) => seedReferrals(now),
  providerStates: referralStates,
  subscribers: [referralRewards],
})

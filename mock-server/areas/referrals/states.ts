import { PACT_VALUES, STATES } from '../../../contracts/states'
import { USER_TYPE } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import { userOf } from '../../store/persona-user'
import { signInWithToken, str, type StateSetUps } from '../../control/state-set-up'

/** Provider states of the referrals contracts (contracts/states.ts). */
export const referralStates = {
  // The seed's Chai Point referred Priya and Fresh Bites: the list keeps the outlet, so its rows share one shape.
  [STATES.vendorReferredOutlets]: async (params) => {
    await signInWithToken('vendor', str(params, 'token', PACT_VALUES.vendorToken))
    const vendor = userOf('vendor')
    const students = new Set(db.users.findMany((q) => q.where({ userType: USER_TYPE.customer })).map((u) => u.id))
    await db.referrals.deleteMany((q) => q.where({ referred_by_id: vendor.id, user_id: (id) => students.has(id) }))
  },
} satisfies StateSetUps

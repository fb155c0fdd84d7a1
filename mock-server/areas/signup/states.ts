import { PACT_VALUES, STATES } from '../../../contracts/states'
import { USER_TYPE } from '../../../src/lib/user-type'
import { db, nextId } from '../../store/db'
import { blankUser } from '../../store/blank-user'
import { SOCIAL_GRANT_TTL_MS } from './social-login'
import { clock, iso } from '../../clock/clock'
import { openChallengeFor, str, type StateSetUps } from '../../control/state-set-up'

/** The sign-up and social sign-in contracts' states. */
export const signupStates = {
  // The seed holds the states, the institutes and the personas (with their referral codes).
  [STATES.signupChoices]: () => {},
  [STATES.socialGrant]: async (params) => {
    const social_type = str(params, 'social_type', 'Google') === 'Facebook' ? 'Facebook' : 'Google'
    await db.socialGrants.create({
      token: str(params, 'token', PACT_VALUES.socialToken),
      social_type,
      email: str(params, 'email', 'customer@example.com').toLowerCase(),
      full_name: '',
      image: '',
      expires_at: clock.now() + SOCIAL_GRANT_TTL_MS,
      used: false,
    })
  },
  [STATES.registrationChallenge]: async (params) => {
    const user = await db.users.create({
      ...blankUser(iso(clock.now())),
      id: nextId(db.users),
      hash: 'c0ffee00-0000-4000-8000-0000000f0001',
      userType: USER_TYPE.customer,
      full_name: 'Meera Joshi',
      email: 'meera.joshi@example.com',
      phone: '9000012345',
      referral_code: 'MEERA0001',
      address: '5 MG Road',
      city: 'Bengaluru',
      pincode: '560001',
      state_id: 1,
      institute_id: 1,
    })
    // As registerCustomer opens it (openChallenge 'registration'), with the contract's id and code.
    await openChallengeFor(user, params, user.phone)
  },
} satisfies StateSetUps

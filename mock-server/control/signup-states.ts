import { PACT_VALUES, STATES } from '../../contracts/states'
import { db } from '../db'
import { SOCIAL_GRANT_TTL_MS } from '../domain/social-login'
import { clock } from '../domain/clock'
import { str, type StateSetUps } from './state-set-up'

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
} satisfies StateSetUps

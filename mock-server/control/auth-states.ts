import { PACT_VALUES, STATES } from '../../contracts/states'
import { db } from '../db'
import { userOf } from '../db/persona-user'
import type { PersonaKey } from '../db/personas'
import { OTP_TTL_MS } from '../domain/auth'
import { clock } from '../domain/clock'
import { signInWithToken, str, type StateParams, type StateSetUps } from './state-set-up'

/** The persona of the `role` parameter: the vendor persona for 'vendor', else the customer persona. */
const personaOfRole = (p: StateParams): PersonaKey => (p.role === 'vendor' ? 'vendor' : 'customer')

/** The sign-in contracts' states. */
export const authStates = {
  // The seed writes the personas.
  [STATES.personas]: () => {},
  [STATES.otpChallenge]: async (params) => {
    const user = userOf(personaOfRole(params))
    await db.otpChallenges.create({
      id: str(params, 'id', PACT_VALUES.challengeId),
      user_id: user.id,
      userType: user.userType,
      code: str(params, 'otp', PACT_VALUES.otp),
      expires_at: clock.now() + OTP_TTL_MS,
      failed_attempts: 0,
      status: 'open',
    })
  },
  [STATES.signedIn]: async (params) => {
    const persona = personaOfRole(params)
    await signInWithToken(persona, str(params, 'token', persona === 'vendor' ? PACT_VALUES.vendorToken : PACT_VALUES.customerToken))
  },
} satisfies StateSetUps

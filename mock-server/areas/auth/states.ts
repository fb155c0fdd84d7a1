import { PACT_VALUES, STATES } from '../../../contracts/states'
import { userOf } from '../../store/persona-user'
import type { PersonaKey } from '../../store/personas'
import { openChallengeFor, signInWithToken, str, type StateParams, type StateSetUps } from '../../control/state-set-up'

/** The persona of the `role` parameter: the vendor persona for 'vendor', else the customer persona. */
const personaOfRole = (p: StateParams): PersonaKey => (p.role === 'vendor' ? 'vendor' : 'customer')

/** The sign-in contracts' states. */
export const authStates = {
  // The seed writes the personas.
  [STATES.personas]: () => {},
  [STATES.otpChallenge]: async (params) => {
    await openChallengeFor(userOf(personaOfRole(params)), params)
  },
  [STATES.signedIn]: async (params) => {
    const persona = personaOfRole(params)
    await signInWithToken(
      persona,
      str(params, 'token', persona === 'vendor' ? PACT_VALUES.vendorToken : PACT_VALUES.customerToken),
    )
  },
} satisfies StateSetUps

import { PACT_VALUES, STATES } from '../../contracts/states'
import { db, nextId } from '../db'
import { userOf } from '../db/persona-user'
import { OTP_TTL_MS } from '../domain/auth'
import { clock } from '../domain/clock'
import { signInWithToken, str, type StateSetUps } from './state-set-up'

/** The profile contracts' states. */
export const profileStates = {
  [STATES.contactCodeSent]: async (params) => {
    const user = userOf('unverified-customer')
    await signInWithToken('unverified-customer', str(params, 'token', PACT_VALUES.unverifiedCustomerToken))
    await db.contactChanges.create({
      id: nextId(db.contactChanges),
      user_id: user.id,
      kind: 'phone',
      value: user.phone,
      code: str(params, 'otp', PACT_VALUES.otp),
      expires_at: clock.now() + OTP_TTL_MS,
      failed_attempts: 0,
      status: 'open',
    })
  },
} satisfies StateSetUps

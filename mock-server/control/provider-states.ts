import { STATES, type StateName } from '../../contracts/states'
import { seed } from '../db/seed'
import { HttpError } from '../domain/http-error'
import { authStates } from './auth-states'
import { catalogueStates } from './catalogue-states'
import { customerDealStates } from './customer-states'
import { profileStates } from './profile-states'
import { signupStates } from './signup-states'
import type { StateParams, StateSetUp } from './state-set-up'
import { visitorStates } from './visitor-states'
import { vendorDealStates } from './vendor-deal-states'
import { orderStates } from './order-states'

/**
 * Every provider state's set-up, by name. Adding a state: its name in contracts/states.ts and one entry in its group's
 * record; `satisfies` fails the typecheck while a name has no set-up.
 */
export const stateGroups = {
  authStates,
  customerDealStates,
  visitorStates,
  catalogueStates,
  vendorDealStates,
  profileStates,
  signupStates,
  orderStates,
}
export const STATE_SET_UPS = {
  ...authStates,
  ...customerDealStates,
  ...visitorStates,
  ...catalogueStates,
  ...vendorDealStates,
  ...profileStates,
  ...signupStates,
  ...orderStates,
} satisfies Record<StateName, StateSetUp>

const isStateName = (state: string): state is StateName => Object.values<string>(STATES).includes(state)

/** Sets up one provider state on top of a fresh seed. Unknown states are a 404 so a misspelt state fails loudly. */
export async function setUpProviderState(state: string, params: StateParams = {}) {
  if (!isStateName(state)) throw new HttpError(404, `Unknown provider state: ${state}`)
  await seed()
  await STATE_SET_UPS[state](params)
}

import { STATES, type StateName } from '../../contracts/states'
import { AREAS, areaList } from '../areas'
import { indiaDay } from '../../src/lib/dates'
import { invoiceMonths } from '../../src/lib/invoice-rules'
import { seed } from '../store/seed'
import { clock } from '../clock/clock'
import { HttpError } from '../kit/http-error'
import type { StateParams, StateSetUp } from './state-set-up'

type Areas = (typeof AREAS)[keyof typeof AREAS]
/** The union of every area's provider-state names. */
type SetUpName = Areas extends infer A ? (A extends { providerStates: infer S } ? keyof S : never) : never

/**
 * Every provider state's set-up, by name, gathered from the areas' manifests (mock-server/areas). Adding a state: its
 * name in contracts/states.ts and one entry in its area's set-ups; the check below fails the typecheck while a name
 * has no set-up, and provider-states.test.ts while one has two.
 */
export const STATE_SET_UPS = Object.assign(
  {},
  ...areaList.map((a) => ('providerStates' in a ? a.providerStates : {})),
) as Record<SetUpName, StateSetUp>
STATE_SET_UPS satisfies Record<StateName, StateSetUp>

const isStateName = (state: string): state is StateName => Object.values<string>(STATES).includes(state)

/** Sets up one provider state on top of a fresh seed. Unknown states are a 404 so a misspelt state fails loudly. */
export async function setUpProviderState(state: string, params: StateParams = {}) {
  if (!isStateName(state)) throw new HttpError(404, `Unknown provider state: ${state}`)
  await seed()
  await STATE_SET_UPS[state](params)
}

/**
 * The provider's calendar, which every state's set-up answers: the pacts fix no day of their own (they are the same
 * bytes on any day) and the verifier injects these into the requests that name a day or a month (`${today}`, ...).
 * `lastMonth` is the month before today's, `threeMonthsBack` the third before it (India's calendar).
 */
export function providerCalendar() {
  const today = indiaDay(clock.now())
  const [lastMonth, , threeBack] = invoiceMonths(today)
  return {
    today,
    lastMonth: lastMonth!.month,
    lastMonthYear: lastMonth!.year,
    threeMonthsBack: threeBack!.month,
    threeMonthsBackYear: threeBack!.year,
  }
}

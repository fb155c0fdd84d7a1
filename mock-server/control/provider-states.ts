import { STATES, type StateName } from '../../contracts/states'
import { AREAS, areaList } from '../areas'
import { indiaDay } from '../../src/lib/dates'
import { invoiceMonths } from '../../src/lib/invoice-rules'
import { freshSeed } from '../store/fresh-seed'
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

/**
 * Why a server that keeps a person's data in a file (`--data`) refuses provider states: every set-up reseeds the data,
 * so a verification against it replaced that person's orders with the contracts' and voided their tokens. One line,
 * the fix included; contracts:verify says the same before it replays anything (contracts/provider/verify.ts).
 */
export const statesRefusedOverDataFile = (file: string) =>
  `This mock keeps its data in ${file} (--data): provider states would replace that data with the contracts', so ` +
  'they are refused and the file is left as it is. Verify against a throwaway mock started without --data ' +
  '(npm run mock-server -- --port 4011).'

/** A 409 with that line when the server keeps a data file; nothing when it does not. Called before anything is touched. */
export function refuseStatesOverDataFile(dataFile: string | null) {
  if (dataFile !== null) throw new HttpError(409, statesRefusedOverDataFile(dataFile))
}

/**
 * Sets up one provider state on top of a fresh seed (a verification sets one per interaction: 251 reseeds, most of
 * its time, before the seed's rows were put back instead of written). Unknown states are a 404 so a misspelt state
 * fails loudly.
 */
export async function setUpProviderState(state: string, params: StateParams = {}) {
  if (!isStateName(state)) throw new HttpError(404, `Unknown provider state: ${state}`)
  await freshSeed()
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

/**
 * Every call the web client makes to the backend, read off the client's modules: each `src/api/<area>.ts` defines its
 * calls with `defineCall` (./define-call.ts), each carrying its entry. The table's type (./endpoints.ts) is derived from
 * this list of modules; the readers that walk every entry (the OpenAPI generator, the backend team's table, the tests
 * that every entry is served and documented) read `ENDPOINT_LIST`. Node and tests only: it imports the whole client,
 * so neither the app nor the in-browser mock imports it (docs/decisions/0001-endpoint-table.md).
 */
import * as ads from './ads'
import * as auth from './auth'
import * as checkout from './checkout'
import * as commission from './commission'
import * as content from './content'
import * as customerDeals from './customer-deals'
import * as deals from './deals'
import * as invoices from './invoices'
import * as lookups from './lookups'
import * as membership from './membership'
import * as notifications from './notifications'
import * as orders from './orders'
import * as profile from './profile'
import * as referrals from './referrals'
import * as reviewWriting from './review-writing'
import * as reviews from './reviews'
import * as search from './search'
import * as signup from './signup'
import * as vendorDeals from './vendor-deals'
import * as wallet from './wallet'
import type { EndpointEntry } from './endpoint-types'
import type { OperationText } from './operation-text'

/** The client's modules that call the backend, each with its calls and their texts (`OPERATIONS`). */
export const CLIENT_MODULES = {
  ads,
  auth,
  checkout,
  commission,
  content,
  customerDeals,
  deals,
  invoices,
  lookups,
  membership,
  notifications,
  orders,
  profile,
  referrals,
  reviewWriting,
  reviews,
  search,
  signup,
  vendorDeals,
  wallet,
} satisfies Record<string, { OPERATIONS: Readonly<Record<string, OperationText>> }>

const hasEntry = (value: unknown): value is { entry: EndpointEntry } => typeof value === 'function' && 'entry' in value

/** The entries some modules' functions carry, in their order; a key two functions are defined with is refused. */
export function entriesOf(modules: Readonly<Record<string, object>>): EndpointEntry[] {
  const list = Object.values(modules).flatMap((module) =>
    Object.values(module)
      .filter(hasEntry)
      .map((fn) => fn.entry),
  )
  const twice = list.filter((e, i) => list.findIndex((x) => x.key === e.key) !== i).map((e) => e.key)
  if (twice.length) throw new Error(`more than one client function calls ${twice.join(', ')}`)
  return list
}

/** Every entry the client's modules define. */
export const ENDPOINT_LIST: readonly EndpointEntry[] = entriesOf(CLIENT_MODULES)

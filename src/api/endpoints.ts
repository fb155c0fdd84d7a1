/**
 * The endpoint table (docs/decisions/0001-endpoint-table.md): every call the web client makes to the backend, its method
 * and path spelled once, as the spec's endpoint tables write it, where its client function is defined
 * (`defineCall('POST customer/order-detail', …)` in ./orders.ts). The table is derived from those definitions: its
 * keys are the type `EndpointKey`, read off the client's modules (./endpoint-list.ts) by type only, and `ENDPOINTS`
 * gives any of its entries by key. The mock's routes and the pact tests name their calls through it, so a key the
 * client does not define is a type error where it is written. What walks every entry reads ./endpoint-list.ts.
 */
import { entryOf, type Endpoint, type EndpointEntry } from './endpoint-types'
import type { CLIENT_MODULES } from './endpoint-list'

export * from './endpoint-types'

type Modules = typeof CLIENT_MODULES

/** The entries one module's exports carry. */
type EntriesOf<M> = {
  [N in keyof M]: M[N] extends { readonly entry: infer E extends EndpointEntry } ? E : never
}[keyof M]

/** Every key the client's functions are defined with: `'POST customer/order-detail' | 'POST {role}/order-list' | …`. */
export type EndpointKey = { [A in keyof Modules]: EntriesOf<Modules[A]> }[keyof Modules]['key']

/** The table: each key's entry (its method and path). */
export type EndpointTable = { readonly [K in EndpointKey]: Endpoint<K> }

const walk = () => {
  throw new Error('ENDPOINTS makes an entry from its key and cannot be walked: read ENDPOINT_LIST (./endpoint-list.ts)')
}

/**
 * The table's entries by key, each made from its key when read: the in-browser mock reads its routes' entries here
 * without importing the client's modules (and so without their code in its chunk). The typecheck holds every key read
 * here to the client's; src/api/endpoints.test.ts checks that each entry made here is the one the client defines.
 */
export const ENDPOINTS: EndpointTable = /* @__PURE__ */ new Proxy({} as EndpointTable, {
  get: (_, key) => (typeof key === 'string' && key.includes(' ') ? entryOf(key as EndpointKey) : undefined),
  has: walk,
  ownKeys: walk,
})

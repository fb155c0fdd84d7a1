/**
 * How the endpoint table (./endpoints.ts) is written, and what reads an entry: every call's method and path, spelled
 * once (docs/decisions/0001-endpoint-table.md). The typed
 * client's functions (`call(ENDPOINTS[…], …)`), the mock's `endpoint(ENDPOINTS[…], …)`, the pact tests' requests
 * (`contracts/consumer/pact.ts` `requestTo(…)`), the OpenAPI document and the backend team's table all read it, so a
 * path misspelt anywhere is a type error, not a contract test that fails later.
 *
 * A key is `METHOD path` as the spec writes it (documents 1–3, their endpoint tables): `{role}` is filled with
 * `customer` or `vendor` (the spec's "customer/x or vendor/x"), any other `{name}` is a path parameter. Nothing heavy
 * lives in these files (no schemas, no arktype). Production ships no table: each client function is defined from its
 * key (./define-call.ts), and ./endpoints.ts derives the table's type from those definitions. The mock's own control
 * API has its table beside it (mock-control-endpoints.ts), which production never imports.
 */
import type { Role } from '../lib/user-type'

export type Method = 'GET' | 'POST' | 'DELETE'

/** What the client adds to a call beyond its method and path, given where the call is defined (./define-call.ts). */
export type Facts = {
  /** Listing calls send the latitude and longitude headers (spec 1 §7): distances are measured from them. */
  readonly location?: true
}

export type Key = `${Method} ${string}`

/** The `{name}`s of a path: `vendor/ads-detail/{id}` → `'id'`. */
export type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer R}` ? N | ParamNames<R> : never

/** Only the tables below make entries: a call, a route or a request cannot name a path the table does not hold. */
declare const fromTable: unique symbol

/** Any entry of the tables: what `call()`, the mock's `endpoint()` and the pact helper take. */
export type EndpointEntry = Facts & {
  readonly key: string
  readonly method: Method
  readonly path: string
  readonly [fromTable]: true
}

/** One call: its table key, method and path (with `{role}` and `{param}` placeholders), and its facts. */
export type Endpoint<K extends string = Key> = K extends `${infer M extends Method} ${infer P}`
  ? EndpointEntry & { readonly key: K; readonly method: M; readonly path: P }
  : never

/** The values a call fills its path with: `role` is a role, any other parameter a string or number. */
export type PathParams<E extends { path: string }> = {
  readonly [N in ParamNames<E['path']>]: N extends 'role' ? Role : string | number
}

/** Whether a call's path has placeholders (and so needs its `params`). */
export type HasParams<E extends { path: string }> = [ParamNames<E['path']>] extends [never] ? false : true

/** An entry from its key, split into its method and path, with the facts the client adds. */
export function entryOf<K extends Key>(key: K, facts: Facts = {}): Endpoint<K> {
  const space = key.indexOf(' ')
  return { key, method: key.slice(0, space), path: key.slice(space + 1), ...facts } as never
}

/** Builds a table from its keys: each key split into its entry's method and path. */
export function table<const K extends Key>(keys: readonly K[]): { readonly [k in K]: Endpoint<k> } {
  return Object.fromEntries(keys.map((key) => [key, entryOf(key)])) as never
}

/** The roles a path is called with: both for `{role}/…`, else the role its first segment names, else a visitor's. */
export function rolesOf(path: string): ('customer' | 'vendor' | 'franchise' | 'visitor')[] {
  if (path.startsWith('{role}/')) return ['customer', 'vendor']
  const first = path.split('/')[0]
  return first === 'customer' || first === 'vendor' || first === 'franchise' ? [first] : ['visitor']
}

/** The path a call goes to, its placeholders filled (each parameter URL-encoded): `vendor/ads-detail/7`. */
export function pathOf(entry: { path: string }, params: Readonly<Record<string, string | number>> = {}): string {
  return entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${entry.path} needs its ${name}`)
    return encodeURIComponent(String(value))
  })
}

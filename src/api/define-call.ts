/**
 * How a client function is written: `defineCall('POST customer/order-detail', orderSchemas, 'orderDetailResponse',
 * (orderId: number) => ({ body: { order_id: orderId } }))`. The key `METHOD path` is written once, here, and the
 * function carries its entry (`customerOrderDetail.entry`); the endpoint table (./endpoints.ts) is derived from these
 * definitions, so production ships each key once, at its definition, and no table (docs/decisions/0001-endpoint-table.md).
 *
 * Both helpers have no side effects (the build is told so), so a client function nothing imports is dropped; the
 * schema is named (module and export name) rather than loaded by a call here, since the bundler would keep a definition
 * whose argument is a call it cannot prove pure. A module's `OPERATIONS`, plain data only the OpenAPI document reads,
 * is dropped too.
 */
import type { Type } from 'arktype'
import { call, callBlob, type CallOptions, type SchemaLoader, type SchemaNames } from './client'
import { entryOf, type Endpoint, type Facts, type HasParams, type Key, type PathParams } from './endpoint-types'

/** What a client function's arguments become: the call's options, with its `params` when its path has placeholders. */
type OptionsOf<K extends Key> =
  HasParams<Endpoint<K>> extends true ? CallOptions & { params: PathParams<Endpoint<K>> } : CallOptions

/** A client function: what its callers call, and its table entry (with the facts it was defined with). */
export type ClientCall<K extends Key, A extends unknown[], R> = {
  (...args: A): Promise<R>
  readonly entry: Endpoint<K>
}

/** The arguments after the schema: how the function's arguments make the call's options (needed when the path has placeholders), and its facts. */
type Rest<K extends Key, A extends unknown[]> =
  HasParams<Endpoint<K>> extends true
    ? [toOptions: (...args: A) => OptionsOf<K>, facts?: Facts]
    : [toOptions?: (...args: A) => OptionsOf<K>, facts?: Facts]

/** A client function answered with JSON, checked against the named schema of `schemas` (when checking is on). */
/* #__NO_SIDE_EFFECTS__ */
export function defineCall<const K extends Key, M, N extends SchemaNames<M>, A extends unknown[] = []>(
  key: K,
  schemas: SchemaLoader<M>,
  name: N,
  ...[toOptions, facts]: Rest<K, A>
): ClientCall<K, A, Extract<M[N], Type>['infer']> {
  const entry = entryOf(key, facts)
  const schema = schemas(name)
  const fn = (...args: A) => call(entry, schema, ...([toOptions?.(...args)] as never))
  return Object.assign(fn, { entry })
}

/** A client function answered with a file (a PDF): a POST without placeholders, its arguments making the body. */
/* #__NO_SIDE_EFFECTS__ */
export function defineBlobCall<const K extends `POST ${string}`, A extends unknown[]>(
  key: HasParams<Endpoint<K>> extends true ? never : K,
  toBody: (...args: A) => Record<string, unknown>,
): ((...args: A) => Promise<Blob>) & { readonly entry: Endpoint<K> } {
  const entry = entryOf(key as K)
  return Object.assign((...args: A) => callBlob(entry, toBody(...args)), { entry })
}

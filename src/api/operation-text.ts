/**
 * What an operation means, in the spec's words, for the OpenAPI document (contracts/openapi/operation-meaning.ts): each
 * client module exports its operations' texts as `OPERATIONS`, beside the functions that call them. Only the document
 * reads them, so the build drops them (docs/decisions/0001-endpoint-table.md). The texts follow spec 1 §7, spec 2 §7,
 * spec 3 §7, with the rules of each §5 and the error catalogues of each §8; this file holds their type and the phrases
 * several modules share.
 */
import type { Endpoint, Key } from './endpoint-types'

export type ErrorStatus = 403 | 404 | 409 | 422 | 429
export type OperationText = {
  summary: string
  description: string
  /** The refusals this operation gives besides the role's 401/403 and the body's 422, each with what it means. */
  errors?: Partial<Record<ErrorStatus, string>>
}

/** The keys of a module's calls (its exports that carry an entry), its `OPERATIONS` aside. */
type CallKeys<M> = {
  [N in keyof M]: M[N] extends { readonly entry: Endpoint<infer K extends Key> } ? K : never
}[keyof M]

/** A key, or the `{role}/…` key a `customer/…` or `vendor/…` call shares with the other role's. */
type TextKey<K extends string> =
  K | (K extends `${infer V} ${'customer' | 'vendor'}/${infer P}` ? `${V} {role}/${P}` : never)

/**
 * A client module's operation texts: `export const OPERATIONS = { … } satisfies OperationTexts<typeof import('./orders')>`.
 * Keyed `METHOD path` as the module's calls are; a pair the customer and the vendor both call is written once as
 * `{role}/…`. A key the module does not call is a type error; the OpenAPI generator refuses a call without a text.
 */
export type OperationTexts<M> = {
  readonly [K in TextKey<CallKeys<Omit<M, 'OPERATIONS'>>>]?: OperationText
}

export const THROTTLED = 'Too many attempts for this account or client; the answer carries Retry-After (seconds).'
export const DEAL_UUID = '`id` is the deal’s uuid (the `uuid` of a deal card), never its numeric id.'
export const NOT_VERIFIED =
  'The account’s phone or email is not verified yet (spec 3 §8: the user is sent to verify first).'
export const PAGED =
  'Paged as Laravel’s paginator: `page` and `rowsPerPage` in, `current_page`, `last_page`, `total` out.'
export const STATEMENT_BODY =
  'The filter is one of: a day range (`start_date`, `end_date`, YYYY-MM-DD, India’s calendar), or one of the flags `last_week`, `last_month`, `last_year` (0/1); `deal_id` narrows it to one deal. ' +
  PAGED

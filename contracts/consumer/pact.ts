/**
 * Shared helper for the consumer contract tests (contracts/consumer/<area>.pact.test.ts).
 *
 * Every area's test file does the same three things:
 *
 * ```ts
 * import { describe, expect, it } from 'vitest'
 * import { MatchersV3 } from '@pact-foundation/pact'
 * import { STATES, PACT_VALUES } from '../states'
 * import { ENDPOINTS } from '../../src/api/endpoints'
 * import { asCustomer, createPact, requestTo, runWithClient } from './pact'
 * import { myList } from '../../src/api/customer-deals'
 *
 * const pact = createPact()                              // 1. one PactV4 per test file
 *
 * it('lists the wishlist', () =>
 *   runWithClient(                                       // 2. one interaction per test...
 *     pact
 *       .addInteraction()
 *       .given(STATES.signedIn, { role: 'customer', token: PACT_VALUES.customerToken })
 *       .uponReceiving('a request for the customer wishlist')
 *       .withRequest(...requestTo(ENDPOINTS['POST customer/my-wishlist']), (b) =>   // the table's method and path
 *         b.headers(asCustomer).jsonBody({ cart_type: 0 }),
 *       )
 *       .willRespondWith(200, (b) => b.jsonBody({ my_deals: MatchersV3.eachLike({ id: MatchersV3.integer(1) }) })),
 *     async () => {                                      // 3. ...exercised through the real typed client
 *       const res = await myList(0)
 *       expect(res.my_deals.length).toBeGreaterThan(0)
 *     },
 *     { token: PACT_VALUES.customerToken },
 *   ))
 * ```
 *
 * Paths in the contract are relative to the API base (spec 1 §7: "The API base is a configured URL, default '/api'"):
 * an interaction's path is `/customer/authenticate`, not `/api/customer/authenticate`. The client is pointed at the
 * Pact mock server's root, and a provider is verified with `--provider-base-url` set to its API base, `/api` included
 * (e.g. http://127.0.0.1:4010/api). So the same pact file verifies a backend mounted under any prefix.
 *
 * Every executed interaction is merged into `contracts/pacts/hola-web-hola-api.json` (one file for all areas).
 * Interactions are keyed by description and provider states; if you rename or remove one, regenerate from scratch:
 * `rm contracts/pacts/*.json && npm run test:contracts`, and commit the result.
 */
import { fileURLToPath } from 'node:url'
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact'
import { expect } from 'vitest'
import { ApiError, TOKEN_KEY, configureClient, type ClientHooks } from '../../src/api/client'
import { pathOf, type EndpointEntry, type HasParams, type PathParams } from '../../src/api/endpoints'
import { COUNTRY_CENTRE } from '../../src/lib/distance'
import { PACT_VALUES } from '../states'

const { eachLike, regex, string } = MatchersV3

// Pact's native core sends anonymous usage events unless told not to; our runs stay offline and quiet.
process.env.PACT_DO_NOT_TRACK ??= 'true'

export const CONSUMER = 'hola-web'
export const PROVIDER = 'hola-api'
/**
 * Where the pact files are written (and read by the provider verification). Committed for the backend team.
 * PACT_OUT_DIR points a run elsewhere (contracts/provider/stable-pacts.test.ts writes two runs side by side).
 */
export const PACT_DIR = process.env.PACT_OUT_DIR || fileURLToPath(new URL('../pacts/', import.meta.url))

/** One PactV4 for a test file: consumer hola-web, provider hola-api, written to contracts/pacts/. */
export function createPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' })
}

/** An in-memory Storage: Node has no localStorage, and the client reads the bearer token from it. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>()
  get length() {
    return this.#items.size
  }
  clear() {
    this.#items.clear()
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.#items.delete(key)
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value))
  }
}

/**
 * Installs an in-memory `globalThis.localStorage` holding the bearer token under `access_token_user`
 * (or no token when `token` is null), so the client sends `Authorization: Bearer <token>` exactly as in the browser.
 */
export function useStoredToken(token: string | null): Storage {
  const storage = new MemoryStorage()
  if (token !== null) storage.setItem(TOKEN_KEY, token)
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true })
  return storage
}

const quietHooks = (): ClientHooks => ({
  onUnauthorized: () => {},
  onNotAcceptable: () => {},
  onBusyChange: () => {},
  location: () => COUNTRY_CENTRE,
})

/** The Pact mock server an interaction runs on (its `url` is the base the client is pointed at). */
export type MockServer = V3MockServer

/** An interaction ready to run: `pact.addInteraction()...willRespondWith(...)` (V4 does not export this type). */
export type ReadyInteraction = {
  executeTest<T>(testFn: (mockServer: MockServer) => Promise<T>): Promise<T | undefined>
}

export type RunOptions = {
  /** Bearer token the client sends (stored under access_token_user); none when omitted. */
  token?: string | null
  /** Client hooks for this test, e.g. a spy on onUnauthorized; the others stay no-ops. */
  hooks?: Partial<ClientHooks>
}

/**
 * Runs one interaction's test with the real typed client pointed at the Pact mock server, responses checked
 * against their arktype schemas (a schema/contract mismatch fails the test), and the optional bearer token stored.
 * The Pact mock server fails the test if the client's request does not match the interaction; on success the
 * interaction is written to contracts/pacts/.
 */
export async function runWithClient<T>(
  interaction: ReadyInteraction,
  test: (mockServer: MockServer) => Promise<T>,
  options: RunOptions = {},
): Promise<T | undefined> {
  return interaction.executeTest(async (mockServer) => {
    configureClient({ baseURL: mockServer.url, checkResponses: true, hooks: { ...quietHooks(), ...options.hooks } })
    useStoredToken(options.token ?? null)
    try {
      const result = await test(mockServer)
      // The native mock server records a match on its own event loop after it has answered; under CPU pressure the
      // verification could read before that and report the request "expected but not received"
      // (pact-core-mock-server issue 13). A short pause lets the bookkeeping land first.
      await new Promise((resolve) => setTimeout(resolve, MATCH_SETTLE_MS))
      return result
    } finally {
      useStoredToken(null)
      configureClient({ hooks: quietHooks() })
    }
  })
}

/** How long an interaction waits after its test for the mock server to record the match (see runWithClient). */
const MATCH_SETTLE_MS = 25

/**
 * An interaction's method and path from its endpoint table entry (src/api/endpoints.ts) and the values it fills in,
 * relative to the API base: `.withRequest(...requestTo(ENDPOINTS['POST {role}/order-list'], { role }), (b) => …)`.
 * The pact's request is the table's, so it cannot name a path the client does not call.
 */
export function requestTo<E extends EndpointEntry>(
  entry: E,
  ...[params]: HasParams<E> extends true ? [params: PathParams<E>] : []
): readonly [method: E['method'], path: string] {
  return [entry.method, `/${pathOf(entry, params)}`]
}

/** The convention headers every call carries (spec 1 §7); the backend relies on them to answer JSON, not redirects. */
export const requestHeaders = {
  Accept: 'application/json',
  'X-Requested-With': 'XMLHttpRequest',
} as const

/** Matches `Authorization: Bearer <anything>`; the example is the token the provider state sets up. */
export const bearer = (exampleToken: string) => regex(/^Bearer .+$/, `Bearer ${exampleToken}`)

/** The headers of a signed-in customer's or vendor's call (the tokens the signed-in provider state sets up). */
export const asCustomer = { ...requestHeaders, Authorization: bearer(PACT_VALUES.customerToken) }
export const asVendor = { ...requestHeaders, Authorization: bearer(PACT_VALUES.vendorToken) }

/** An ISO 8601 instant ('2026-01-15T10:00:00.000Z', any offset) and a calendar day ('2026-01-15'). */
export const isoInstant = (example: string) =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, example)
export const day = (example: string) => regex(/^\d{4}-\d{2}-\d{2}$/, example)

/** A Laravel validation answer (422): a message and, per field, a list of texts. */
export const validationErrorBody = (field: string, example: string) => ({
  message: string(example),
  errors: { [field]: eachLike(example) },
})

/** A message-only answer (401, 403, 404, 409, 429, and the `{message}` successes). */
export const messageBody = (example: string) => ({ message: string(example) })

/** A get-encrypt-key answer: where the hidden form goes and its two fields (the simulated gateway's, as examples). */
export const gatewaySessionBody = () => ({
  uri: regex(/^https?:\/\/.+/, 'https://secure.example-gateway.in/transaction'),
  data: string('4f1d0c9a'),
  access_code: string('AVSIMULATED0MOCK'),
})

/** Awaits a call that must fail and returns its ApiError (a success fails the test). */
export async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError)
    return e as ApiError
  }
  throw new Error('expected the call to fail')
}

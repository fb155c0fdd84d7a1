import { ofetch, FetchError, type FetchOptions } from 'ofetch'
import type { Type } from 'arktype'
import { COUNTRY_CENTRE } from '../lib/distance'
import { pathOf, type EndpointEntry, type HasParams, type PathParams } from './endpoint-types'

/** The token's key in localStorage (spec 1 §9). */
export const TOKEN_KEY = 'access_token_user'

/** What a failed call gives its caller: the status, the server's message and its per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly body: unknown = undefined,
  ) {
    super(message)
    this.name = 'ApiError'
  }
  /** First error text for a field, if the server sent one. */
  field(name: string): string | undefined {
    return this.errors[name]?.[0]
  }
  /** `msg` of the cart calls' 409s, else the message. */
  get serverText(): string {
    const b = this.body as { msg?: unknown } | undefined
    return typeof b?.msg === 'string' ? b.msg : this.message
  }
}

/** Hooks the app plugs in; the client itself knows nothing of the session store or the router. */
export type ClientHooks = {
  onUnauthorized: () => void
  onNotAcceptable: () => void
  onBusyChange: (delta: 1 | -1) => void
  location: () => { latitude: number; longitude: number }
  /** Headers a call to `path` adds (the shared demo's control token on the mock's control API). */
  extraHeaders?: (path: string) => Record<string, string>
}

const config: { baseURL: string; hooks: ClientHooks; checkResponses: boolean } = {
  baseURL: (import.meta.env?.VITE_API_BASE_URL as string | undefined) || '/api',
  hooks: {
    onUnauthorized: () => {},
    onNotAcceptable: () => {},
    onBusyChange: () => {},
    location: () => COUNTRY_CENTRE,
  },
  // Responses are checked against their schemas in development and tests; production trusts the wire.
  checkResponses: Boolean(import.meta.env?.DEV || import.meta.env?.MODE === 'test'),
}

export function configureClient(
  next: Partial<{ baseURL: string; hooks: Partial<ClientHooks>; checkResponses: boolean }>,
) {
  if (next.baseURL !== undefined) config.baseURL = next.baseURL
  if (next.checkResponses !== undefined) config.checkResponses = next.checkResponses
  Object.assign(config.hooks, next.hooks)
}

let warnedCsrf = false
function csrfToken(): string | null {
  if (typeof document === 'undefined') return null
  const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? null
  if (!token && !warnedCsrf) {
    warnedCsrf = true
    console.error('CSRF token not found: add <meta name="csrf-token" content="..."> to the page.')
  }
  return token
}

export function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) ?? null
  } catch {
    return null
  }
}

/** The headers every call carries (spec 1 §7). */
function conventionHeaders(withLocation: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' }
  const csrf = csrfToken()
  if (csrf) headers['X-CSRF-TOKEN'] = csrf
  const token = storedToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (withLocation) {
    const { latitude, longitude } = config.hooks.location()
    headers.latitude = String(latitude)
    headers.longitude = String(longitude)
  }
  return headers
}

export type CallOptions = {
  body?: Record<string, unknown> | FormData
  /** The query string (GET geo/reverse's lat and lng; the control API's filters). */
  query?: Readonly<Record<string, string | number>>
  signal?: AbortSignal
  /** A bearer token other than the session's (the mobile hand-off carries the app's access_token in its address). */
  bearer?: string
}

/** A call's options: its `params` are required exactly when its table path has placeholders (`{role}`, `{id}`). */
export type CallArgs<E extends EndpointEntry> =
  HasParams<E> extends true ? [options: CallOptions & { params: PathParams<E> }] : [options?: CallOptions]

/**
 * A response schema loaded only when answers are checked (development and tests): production, which trusts the wire,
 * never downloads the schemas or arktype (about half of the up-front JavaScript otherwise; docs/decisions/performance.md).
 */
export class LazySchema<S extends Type> {
  constructor(readonly load: () => Promise<S>) {}
}

export type SchemaNames<M> = { [K in keyof M]: M[K] extends Type ? K : never }[keyof M]

/** One schemas module's response schemas, by export name (what `lazySchemas` gives). */
export type SchemaLoader<M> = {
  <K extends SchemaNames<M>>(name: K): LazySchema<Extract<M[K], Type>>
  /** Never set: carries the module's type, so a call's definition can name its schema by a typed name. */
  readonly module?: M
}

/**
 * The response schemas of one schemas module, by export name, each loaded on first check: `const deals = lazySchemas(() => import('./schemas/deals'))`.
 * Without side effects, so a module's loader that nothing uses is dropped from the build.
 */
/* #__NO_SIDE_EFFECTS__ */
export function lazySchemas<M>(load: () => Promise<M>): SchemaLoader<M> {
  return <K extends SchemaNames<M>>(name: K) => new LazySchema(() => load().then((m) => m[name] as Extract<M[K], Type>))
}

/**
 * Laravel's validation answer (schemas/common's validationErrorResponse: a message, texts per field), read by hand
 * because every failed call needs it, in production too, where arktype is not loaded.
 */
function validationError(data: unknown): { message: string; errors: Record<string, string[]> } | null {
  if (typeof data !== 'object' || data === null) return null
  const { message, errors } = data as { message?: unknown; errors?: unknown }
  if (typeof message !== 'string') return null
  if (errors === undefined) return { message, errors: {} }
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null
  const texts = Object.values(errors).every((v) => Array.isArray(v) && v.every((t) => typeof t === 'string'))
  return texts ? { message, errors: errors as Record<string, string[]> } : null
}

/** What a call made offline says (the installable app's screens say it too). */
export const OFFLINE_TEXT = 'You are offline: this needs the network. Try again when you are connected.'

function toApiError(e: unknown): ApiError {
  if (e instanceof FetchError) {
    const status = e.status ?? 0
    const data = e.data as unknown
    const parsed = validationError(data)
    if (parsed) return new ApiError(status, parsed.message, parsed.errors, data)
    if (status === 0) return new ApiError(0, 'Cannot reach the server. Check your connection and try again.')
    return new ApiError(status, e.statusText || `Request failed (${status})`, {}, data)
  }
  if (e instanceof ApiError) return e
  return new ApiError(0, e instanceof Error ? e.message : String(e))
}

/**
 * One typed call to a table entry (src/api/endpoints.ts: its method, its path filled with `params`, its location
 * headers): sends the conventions, checks the answer against `schema` (when checking is on), maps failures to ApiError.
 */
export async function call<E extends EndpointEntry, S extends Type>(
  entry: E,
  schema: S | LazySchema<S>,
  ...[given]: CallArgs<E>
): Promise<S['infer']> {
  const options: CallOptions & { params?: Readonly<Record<string, string | number>> } = given ?? {}
  const path = pathOf(entry, options.params)
  const fetchOptions: FetchOptions<'json'> = {
    baseURL: config.baseURL,
    method: entry.method,
    query: options.query,
    headers: {
      ...conventionHeaders(Boolean(entry.location)),
      ...config.hooks.extraHeaders?.(path),
      ...(options.bearer ? { Authorization: `Bearer ${options.bearer}` } : {}),
    },
    body: options.body as FetchOptions<'json'>['body'],
    signal: options.signal,
    retry: 0,
  }
  // Offline, a call fails at once and says why, rather than waiting on a network that is not there.
  if (globalThis.navigator?.onLine === false) throw new ApiError(0, OFFLINE_TEXT)
  config.hooks.onBusyChange(1)
  let data: unknown
  try {
    data = await ofetch(path, fetchOptions)
  } catch (e) {
    const error = toApiError(e)
    if (error.status === 401) config.hooks.onUnauthorized()
    if (error.status === 406) config.hooks.onNotAcceptable()
    throw error
  } finally {
    config.hooks.onBusyChange(-1)
  }
  if (!config.checkResponses) return data as S['infer']
  const check = schema instanceof LazySchema ? await schema.load() : schema
  const checked = check(data)
  const { type } = await import('arktype')
  if (checked instanceof type.errors) {
    throw new ApiError(0, `The answer of ${path} does not match its schema: ${checked.summary}`, {}, data)
  }
  return checked as S['infer']
}

/** A blob answer (PDF downloads) of a table entry without placeholders. */
export async function callBlob(
  entry: EndpointEntry & { method: 'POST' },
  body: Record<string, unknown>,
): Promise<Blob> {
  if (globalThis.navigator?.onLine === false) throw new ApiError(0, OFFLINE_TEXT)
  config.hooks.onBusyChange(1)
  try {
    return await ofetch(pathOf(entry), {
      baseURL: config.baseURL,
      method: entry.method,
      headers: conventionHeaders(false),
      body,
      responseType: 'blob',
      retry: 0,
    })
  } catch (e) {
    // A refusal arrives as a blob too: its JSON is read, so a 422's field messages reach the form.
    if (e instanceof FetchError && typeof (e.data as Blob | undefined)?.text === 'function') {
      const data = await (e.data as Blob).text().then(
        (text) => JSON.parse(text) as unknown,
        () => undefined,
      )
      const parsed = validationError(data)
      if (parsed) throw new ApiError(e.status ?? 0, parsed.message, parsed.errors, data)
    }
    throw toApiError(e)
  } finally {
    config.hooks.onBusyChange(-1)
  }
}

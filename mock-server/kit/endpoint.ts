import { HttpResponse, delay } from 'msw'
import { type Type, type } from 'arktype'
import type { Role } from '../../src/lib/user-type'
import { authenticated, authorized } from '../areas/auth/rules'
import { Throttled } from '../areas/auth/throttle'
import { HttpError } from './http-error'
import { PLANNED_FAULT_HEADER, settings, takeFault } from '../control/settings'
import { readBody } from './read-body'
import { compileRoute, type RouteMatch } from './route-match'
import { firstMessage, laravelErrors } from './validation'
import { COUNTRY_CENTRE } from '../../src/lib/distance'
import type { EndpointEntry, ParamNames } from '../../src/api/endpoints'

/** Every mock route lives under this path on any origin (the browser app, the standalone server). */
export const API = '*/api'

export type Access = 'guest' | 'optional' | 'any' | Role
type Caller<A extends Access> = A extends 'guest'
  ? null
  : A extends 'optional'
    ? ReturnType<typeof authenticated> | null
    : ReturnType<typeof authenticated>

/** The path parameters a route reads, by the names its table entry gives them (`{id}` → `params.id`). */
type RouteParams<E extends EndpointEntry> = { readonly [N in Exclude<ParamNames<E['path']>, 'role'>]: string }

export type EndpointContext<B, A extends Access, P = Record<string, string>> = {
  body: B
  params: P
  request: Request
  caller: Caller<A>
  /** Location headers the listing calls carry (fallback: the country centre). */
  location: { latitude: number; longitude: number }
  /** The client's network address where the runtime knows it (the standalone server); null in the page and in tests. */
  client: string | null
}

/** Runs after every handled request and before its answer is sent: the browser runtime saves the data here, so a page
 * reload right after an answer (the app reloads after sign-in) always sees what the answer promised. */
export const lifecycle = { afterRequest: (): void => {} }

const json = (status: number, body: unknown, headers?: Record<string, string>) =>
  HttpResponse.json(body as never, { status, headers })

export function errorResponse(e: HttpError) {
  const body: Record<string, unknown> = { message: e.message, ...e.extra }
  if (e.fieldErrors) body.errors = e.fieldErrors
  return json(e.status, body, e instanceof Throttled ? { 'Retry-After': String(e.retryAfterSeconds) } : undefined)
}

const bearerOf = (request: Request) => {
  const h = request.headers.get('authorization') ?? ''
  return h.toLowerCase().startsWith('bearer ') ? h.slice(7).trim() || null : null
}

function locationOf(request: Request) {
  const lat = Number(request.headers.get('latitude'))
  const lng = Number(request.headers.get('longitude'))
  const ok =
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    request.headers.has('latitude')
  return ok ? { latitude: lat, longitude: lng } : COUNTRY_CENTRE
}

/** The header the standalone server sets to the socket's address (any copy the client sent is dropped first). */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address'

/**
 * What an endpoint promises, read by the dispatcher, the unmatched-route answer (405), the OpenAPI document and the
 * tests that enumerate every endpoint. `path` is the route the mock matches, made from the table entry's path: its
 * `{role}` filled with the route's role, each other `{name}` written `:name`.
 */
export type EndpointInfo = {
  /** The endpoint table's entry (src/api/endpoints.ts) the route serves. */
  entry: EndpointEntry
  /** The role a `{role}` entry is served for here (each role is its own route, with its own access). */
  role: Role | null
  method: EndpointEntry['method']
  path: string
  access: Access
  body?: Type
  response: Type
  /**
   * The endpoint only reads: the standalone server runs it alongside other reads instead of in the write queue
   * (one-at-a-time.ts). Declared, not guessed from the method: the spec makes most reads POSTs. Undeclared means
   * it may change data; `read-only-endpoints.test.ts` checks that a declared read changes nothing.
   */
  reads: boolean
  match: (pathname: string) => RouteMatch
}

/** An endpoint's whole answer to a request its path matched (the params decoded). */
export type RouteAnswer = (request: Request, params: Record<string, string>) => Promise<Response>

/** One route of the mock: what it promises and its answer, walked by the one dispatching handler (dispatch.ts). */
export type Route = EndpointInfo & { answer: RouteAnswer }

/**
 * Whether every JSON answer is checked against the endpoint's response schema: on in tests (vitest, NODE_ENV=test) and
 * in the browser in development (browser.ts), off in the built demo, where it would only cost time.
 */
export const responseChecks = {
  enabled: typeof process !== 'undefined' && (process.env.NODE_ENV === 'test' || Boolean(process.env.VITEST)),
}

/** A handler's answer that its response schema refuses: a bug in the mock, reported loudly (a 500 that names it). */
class ResponseDrift extends Error {}

function checkAnswer(info: EndpointInfo, result: unknown) {
  const out = info.response(result)
  if (out instanceof type.errors)
    throw new ResponseDrift(`${info.method} ${info.path} answered off its response schema: ${out.summary}`)
}

/** The handler's result: the response schema's wire shape, or a Response for files (PDFs) and other non-JSON answers. */
type Answer<Out> = NoInfer<Out> | Response

/**
 * One mock endpoint: checks the caller (401/403), then the body within BODY_LIMITS and against its wire schema (422
 * with Laravel field errors), then runs the handler, whose result is typed by (and in tests checked against) the same
 * response schema the typed client reads. Domain errors become their HTTP answers; nothing else escapes but a real bug.
 */
export function endpoint<E extends EndpointEntry, S extends Type | undefined, A extends Access, Out>(
  entry: E,
  options: { body?: S; access: A; response: Type<Out>; reads?: true } & ('role' extends ParamNames<E['path']>
    ? { role: Role }
    : { role?: never }),
  handle: (
    ctx: EndpointContext<S extends Type ? S['infer'] : unknown, A, RouteParams<E>>,
  ) => Promise<Answer<Out>> | Answer<Out>,
): Route {
  const role = options.role ?? null
  const path = entry.path.replace('{role}', role ?? '{role}').replace(/\{([^}]+)\}/g, ':$1')
  const match = compileRoute(path)
  const info: EndpointInfo = {
    entry,
    role,
    method: entry.method,
    path,
    access: options.access,
    body: options.body,
    response: options.response as Type,
    reads: options.reads === true,
    match,
  }
  const answer: RouteAnswer = async (request, params) => {
    // The demo panel's API delay, to show loaders (control routes answer at once).
    if (settings.latency_ms > 0 && !path.startsWith('__mock')) await delay(settings.latency_ms)
    // A planned fault (control API): the call answers with the planned status (503 unless named), as Laravel words it.
    const fault = path.startsWith('__mock') ? null : takeFault(path)
    if (fault) return json(fault.status, fault.body, { [PLANNED_FAULT_HEADER]: 'true' })
    try {
      const bearer = bearerOf(request)
      let caller: unknown = null
      if (options.access === 'any') caller = authenticated(bearer)
      else if (options.access === 'customer' || options.access === 'vendor') caller = authorized(bearer, options.access)
      else if (options.access === 'optional' && bearer) {
        try {
          caller = authenticated(bearer)
        } catch {
          caller = null
        }
      }
      const raw = await readBody(request)
      let body: unknown = raw
      if (options.body) {
        const out = (options.body as Type)(raw)
        if (out instanceof type.errors) {
          const errors = laravelErrors(out)
          return json(422, { message: firstMessage(errors), errors })
        }
        body = out
      }
      const result = await handle({
        body: body as never,
        params: params as RouteParams<E>,
        request,
        caller: caller as never,
        location: locationOf(request),
        client: request.headers.get(CLIENT_ADDRESS_HEADER),
      })
      if (result instanceof Response) {
        lifecycle.afterRequest()
        return result
      }
      if (responseChecks.enabled) checkAnswer(info, result)
      lifecycle.afterRequest()
      return json(200, result)
    } catch (e) {
      lifecycle.afterRequest()
      if (e instanceof HttpError) return errorResponse(e)
      console.error('[mock] unexpected error', request.method, request.url, e)
      return json(500, { message: e instanceof ResponseDrift ? e.message : 'Server Error' })
    }
  }
  return { ...info, answer }
}

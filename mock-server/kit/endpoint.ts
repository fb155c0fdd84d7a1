import { HttpResponse, delay, http, type HttpHandler } from 'msw'
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

/** Every mock route lives under this path on any origin (the browser app, the standalone server). */
export const API = '*/api'

export type Access = 'guest' | 'optional' | 'any' | Role
type Caller<A extends Access> = A extends 'guest'
  ? null
  : A extends 'optional'
    ? ReturnType<typeof authenticated> | null
    : ReturnType<typeof authenticated>

export type EndpointContext<B, A extends Access> = {
  body: B
  params: Record<string, string>
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

type Method = 'get' | 'post' | 'put' | 'delete'

/** The header the standalone server sets to the socket's address (any copy the client sent is dropped first). */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address'

/** What an endpoint promises, read by the unmatched-route answer (405) and by the tests that enumerate every endpoint. */
export type EndpointInfo = {
  method: Uppercase<Method>
  path: string
  access: Access
  body?: Type
  response: Type
  match: (pathname: string) => RouteMatch
}

const infos = new WeakMap<HttpHandler, EndpointInfo>()
/** The metadata of a handler made by endpoint() (undefined for any other handler). */
export const endpointOf = (handler: HttpHandler): EndpointInfo | undefined => infos.get(handler)

/** An endpoint's whole answer to a request its path matched (the params decoded), as its msw handler gives it. */
export type RouteAnswer = (request: Request, params: Record<string, string>) => Promise<Response>
const answers = new WeakMap<HttpHandler, RouteAnswer>()
/** The answer of a handler made by endpoint(), for the one dispatching handler (dispatch.ts). */
export const answerOf = (handler: HttpHandler): RouteAnswer | undefined => answers.get(handler)

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
export function endpoint<S extends Type | undefined, A extends Access, Out>(
  method: Method,
  path: string,
  options: { body?: S; access: A; response: Type<Out> },
  handle: (ctx: EndpointContext<S extends Type ? S['infer'] : unknown, A>) => Promise<Answer<Out>> | Answer<Out>,
): HttpHandler {
  const match = compileRoute(path)
  const info: EndpointInfo = {
    method: method.toUpperCase() as EndpointInfo['method'],
    path,
    access: options.access,
    body: options.body,
    response: options.response as Type,
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
        params,
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
  const handler = http[method](
    ({ request }) => match(new URL(request.url).pathname) ?? { matches: false, params: {} },
    ({ request, params }) => answer(request, params as Record<string, string>),
  )
  infos.set(handler, info)
  answers.set(handler, answer)
  return handler
}

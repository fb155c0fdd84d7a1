import { HttpResponse, delay, http, type HttpHandler } from 'msw'
import { type Type, type } from 'arktype'
import { authenticated, authorized, type Role } from '../domain/auth'
import { HttpError } from '../domain/http-error'
import { settings, takeFault } from '../control/settings'
import { firstMessage, laravelErrors } from './validation'

/** Every mock route lives under this path on any origin (the browser app, the standalone server). */
export const API = '*/api'

type Access = 'guest' | 'optional' | 'any' | Role
type Caller<A extends Access> = A extends 'guest' ? null : A extends 'optional' ? ReturnType<typeof authenticated> | null : ReturnType<typeof authenticated>

export type EndpointContext<B, A extends Access> = {
  body: B
  params: Record<string, string>
  request: Request
  caller: Caller<A>
  /** Location headers the listing calls carry (fallback: the country centre). */
  location: { latitude: number; longitude: number }
}

export const COUNTRY_CENTRE = { latitude: 20.5937, longitude: 78.9629 }

/** Runs after every handled request and before its answer is sent: the browser runtime saves the data here, so a page
 * reload right after an answer (the app reloads after sign-in) always sees what the answer promised. */
export const lifecycle = { afterRequest: (): void => {} }

const json = (status: number, body: unknown) => HttpResponse.json(body as never, { status })

export function errorResponse(e: HttpError) {
  const body: Record<string, unknown> = { message: e.message, ...e.extra }
  if (e.fieldErrors) body.errors = e.fieldErrors
  return json(e.status, body)
}

/** A body that cannot be parsed as its Content-Type says: a 422 on `body`, as Laravel words a broken field. */
const unreadable = (what: string) => {
  const text = `The request body is not valid ${what}.`
  return new HttpError(422, text, { body: [text] })
}

/** Reads JSON, multipart or url-encoded bodies into a plain object; `name[]` keys become arrays. A malformed body
 * (broken JSON, multipart that does not parse or has no boundary) is a 422. */
async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return {}
  const contentType = request.headers.get('content-type') ?? ''
  const text = contentType.includes('multipart/form-data') ? null : await request.clone().text()
  if (text !== null && text.trim() === '') return {}
  if (contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')) {
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw unreadable('form data')
    }
    const out: Record<string, unknown> = {}
    form.forEach((value, key) => {
      if (key.endsWith('[]')) ((out[key.slice(0, -2)] ??= []) as unknown[]).push(value)
      else out[key] = value
    })
    return out
  }
  try {
    return JSON.parse(text ?? '')
  } catch {
    throw unreadable('JSON')
  }
}

const bearerOf = (request: Request) => {
  const h = request.headers.get('authorization') ?? ''
  return h.toLowerCase().startsWith('bearer ') ? h.slice(7).trim() || null : null
}

function locationOf(request: Request) {
  const lat = Number(request.headers.get('latitude'))
  const lng = Number(request.headers.get('longitude'))
  const ok = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && request.headers.has('latitude')
  return ok ? { latitude: lat, longitude: lng } : COUNTRY_CENTRE
}

type Method = 'get' | 'post' | 'put' | 'delete'

/**
 * One mock endpoint: checks the caller (401/403), then the body against its wire schema (422 with Laravel field errors),
 * then runs the handler. Domain errors become their HTTP answers; nothing escapes as a 500 except a real bug.
 */
export function endpoint<S extends Type | undefined, A extends Access, R>(
  method: Method,
  path: string,
  options: { body?: S; access: A },
  handle: (ctx: EndpointContext<S extends Type ? S['infer'] : unknown, A>) => Promise<R> | R,
): HttpHandler {
  return http[method](`${API}/${path}`, async ({ request, params }) => {
    // The demo panel's API delay, to show loaders (control routes answer at once).
    if (settings.latency_ms > 0 && !path.startsWith('__mock')) await delay(settings.latency_ms)
    // A planned fault (control API): the call answers with the planned status (503 unless named), as Laravel words it.
    const fault = path.startsWith('__mock') ? null : takeFault(path)
    if (fault) return json(fault.status, fault.body)
    try {
      const bearer = bearerOf(request)
      let caller: unknown = null
      if (options.access === 'any') caller = authenticated(bearer)
      else if (options.access === 'customer' || options.access === 'vendor') caller = authorized(bearer, options.access)
      else if (options.access === 'optional' && bearer) {
        try { caller = authenticated(bearer) } catch { caller = null }
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
        params: params as Record<string, string>,
        request,
        caller: caller as never,
        location: locationOf(request),
      })
      lifecycle.afterRequest()
      return result instanceof Response ? result : json(200, result)
    } catch (e) {
      lifecycle.afterRequest()
      if (e instanceof HttpError) return errorResponse(e)
      console.error('[mock] unexpected error', request.method, request.url, e)
      return json(500, { message: 'Server Error' })
    }
  })
}

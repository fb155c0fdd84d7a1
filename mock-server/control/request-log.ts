import { byId, db } from '../store/db'
import { clock, iso } from '../clock/clock'
import { apiPathOf } from '../kit/route-match'
import { PLANNED_FAULT_HEADER } from './settings'
import { roleOf } from '../../src/lib/user-type'
import type { LoggedRequest } from '../../src/api/schemas/mock-control'

/**
 * The request log (GET /api/__mock/requests, the demo panel's Requests section): the last calls the mock answered,
 * newest first, so a developer sees why a call got its 422 without opening devtools, and a mobile developer using the
 * standalone mock gets the same view. Control calls (`__mock/…`) are left out: the panel's own polling would bury the
 * app's calls. Secrets and file bytes never enter it.
 */
export const REQUEST_LOG_LIMIT = 200
/** A logged call as kept: its bodies as they arrived (see KeptBody). */
type KeptRequest = Omit<LoggedRequest, 'body' | 'answer'> & { body: KeptBody; answer: KeptBody }
const entries: KeptRequest[] = []
let nextId = 1

/** Fields whose values are secrets: passwords, one-time codes, tokens, the gateway's encrypted hand-off. */
const SECRET = /^(password(_confirmation)?|otp|.*token|encRequest|access_code|card_number|cvv)$/i
const HIDDEN = '[hidden]'

/**
 * How deep a logged body is kept. A hostile body nested thousands deep was stored whole and then overflowed the stack
 * when `__mock/requests` answered with it (found by the robustness property); no real message nests past a few levels.
 */
const MAX_DEPTH = 16
const TOO_DEEP = '[nested deeper than the log keeps]'

function redact(value: unknown, depth = 0, secrets = true): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (depth >= MAX_DEPTH) return TOO_DEEP
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1, secrets))
  // `errors` holds Laravel's messages per field (`errors.otp`: "The otp is invalid."), never the values themselves.
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      secrets && SECRET.test(k) ? HIDDEN : redact(v, depth + 1, secrets && k !== 'errors'),
    ]),
  )
}

const isFile = (v: unknown): v is Blob =>
  typeof v === 'object' && v !== null && typeof (v as Blob).size === 'number' && typeof (v as Blob).type === 'string'

/**
 * A body as it arrived: JSON as its text, read into the log's form (secrets hidden) only when the log is read, since
 * the shared demo records every call while the panel reads the log now and then; form fields and files as the log
 * shows them (a form's File cannot be kept).
 */
type KeptBody = { json: string } | { shown: unknown }

async function keptBodyOf(contentType: string, bytes: Uint8Array): Promise<KeptBody> {
  const type = contentType.toLowerCase()
  if (type.includes('json')) return { json: new TextDecoder().decode(bytes) }
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      // Read back through a message, which parses a form as the runtimes do.
      const message = new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } })
      const form: Record<string, unknown> = {}
      for (const [k, v] of (await message.formData()).entries()) {
        const shown = isFile(v) ? { file: (v as File).name ?? '', type: v.type, size: v.size } : v
        form[k] = form[k] === undefined ? shown : [form[k], shown].flat()
      }
      return { shown: redact(form) }
    }
    return { shown: bytes.length === 0 ? null : { content_type: type || 'unknown', bytes: bytes.length } }
  } catch {
    return { shown: { unreadable: type || 'unknown' } }
  }
}

/** A body as the log shows it: JSON and form fields as sent (secrets hidden), files as their name, type and size. */
function shownBody(kept: KeptBody): unknown {
  if ('shown' in kept) return kept.shown
  if (kept.json === '') return null
  try {
    return redact(JSON.parse(kept.json))
  } catch {
    return { unreadable: 'application/json' }
  }
}

/** Who called: the bearer token's user and role, read before the handler runs (a sign-out revokes the token). */
export function callerOf(request: Request): LoggedRequest['caller'] {
  const auth = request.headers.get('authorization') ?? ''
  const bearer = auth.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : ''
  if (!bearer) return null
  const token = db.tokens.findFirst((q) => q.where({ token: bearer, revoked: false }))
  const user = token && byId(db.users, token.user_id)
  if (!user) return { role: null, user_id: null, name: 'an unknown or revoked token' }
  return { role: roleOf(user.userType as 1 | 2), user_id: user.id, name: user.full_name || user.email }
}

/** What a runtime keeps of a call as it starts (before the handler reads its body or a sign-out revokes its token). */
export type ExchangeStart = { copy: Request; at: number; caller: LoggedRequest['caller'] }

export const startExchange = (request: Request): ExchangeStart => ({
  copy: request.clone(),
  at: performance.now(),
  caller: callerOf(request),
})

/**
 * Records one answered call. `request` and `response` must be unread copies (clones): their bodies are read here.
 * Control calls and paths outside the API are not recorded.
 */
export async function recordExchange(
  request: Request,
  response: Response,
  started: Pick<ExchangeStart, 'at' | 'caller'>,
) {
  const bytes = (m: Request | Response) => m.arrayBuffer().then((b) => new Uint8Array(b))
  await recordAnswered(request, await bytes(request), response, await bytes(response), started)
}

/** Records one answered call whose bodies the runtime has read already (no copies of the messages needed). */
export async function recordAnswered(
  request: Request,
  requestBody: Uint8Array,
  response: Response,
  responseBody: Uint8Array,
  started: Pick<ExchangeStart, 'at' | 'caller'>,
) {
  if (loggedPath(request.url) === null) return
  const [body, answer] = await Promise.all([
    keptBodyOf(request.headers.get('content-type') ?? '', requestBody),
    keptBodyOf(response.headers.get('content-type') ?? '', responseBody),
  ])
  keep(request, response, body, answer, started)
}

/** The logged path of a call (its query string included), or null for control calls and paths outside the API. */
function loggedPath(address: string) {
  const url = new URL(address)
  const route = apiPathOf(url.pathname)
  return route === null || route.startsWith('__mock') ? null : route + url.search
}

function keep(
  request: Request,
  response: Response,
  body: KeptBody,
  answer: KeptBody,
  started: Pick<ExchangeStart, 'at' | 'caller'>,
) {
  const path = loggedPath(request.url)!
  const refusedWith = response.status >= 400 ? shownBody(answer) : null
  const refused = typeof refusedWith === 'object' && refusedWith !== null
  const planned = response.headers.has(PLANNED_FAULT_HEADER)
  const { message, errors } = (refused ? refusedWith : {}) as { message?: unknown; errors?: unknown }
  entries.unshift({
    id: nextId++,
    at: iso(clock.now()),
    method: request.method,
    path,
    status: response.status,
    duration_ms: Math.max(0, Math.round(performance.now() - started.at)),
    caller: started.caller,
    body,
    answer: response.status >= 400 ? { shown: refusedWith } : answer,
    planned_fault: planned,
    refusal:
      response.status >= 400
        ? {
            message: `${planned ? 'Planned fault (POST /api/__mock/settings), not a rule: ' : ''}${typeof message === 'string' ? message : `HTTP ${response.status}`}`,
            errors: (errors as Record<string, string[]> | undefined) ?? null,
          }
        : null,
  })
  entries.length = Math.min(entries.length, REQUEST_LOG_LIMIT)
}

/** An entry as the log answers it, its bodies read (once: the entry keeps what it showed). */
function shown(entry: KeptRequest): LoggedRequest {
  if ('json' in entry.body) entry.body = { shown: shownBody(entry.body) }
  if ('json' in entry.answer) entry.answer = { shown: shownBody(entry.answer) }
  return { ...entry, body: shownBody(entry.body), answer: shownBody(entry.answer) }
}

/** Newest first; `status` filters by class (`4xx`) or exact code (`422`). */
export function loggedRequests(status?: string | null): LoggedRequest[] {
  const filter = status?.trim().toLowerCase()
  const klass = filter ? /^([1-5])xx$/.exec(filter)?.[1] : undefined
  const kept = filter
    ? entries.filter((e) => (klass ? String(e.status)[0] === klass : String(e.status) === filter))
    : entries
  return kept.map(shown)
}

export function clearRequestLog() {
  entries.length = 0
}

/**
 * Records every call an msw runtime (the Node test server) answers, through its life-cycle events:
 * the request is copied and its caller read when it starts, the answer copied when it is sent.
 */
export function logExchangesOf(events: {
  on(event: 'request:start' | 'request:unhandled', listener: (e: { request: Request; requestId: string }) => void): void
  on(event: 'response:mocked', listener: (e: { request: Request; requestId: string; response: Response }) => void): void
}) {
  const pending = new Map<string, ExchangeStart>()
  events.on('request:start', ({ request, requestId }) => {
    if (apiPathOf(new URL(request.url).pathname) === null) return
    pending.set(requestId, startExchange(request))
  })
  events.on('response:mocked', ({ requestId, response }) => {
    const start = pending.get(requestId)
    pending.delete(requestId)
    if (start) void recordExchange(start.copy, response.clone(), start)
  })
  events.on('request:unhandled', ({ requestId }) => pending.delete(requestId))
}

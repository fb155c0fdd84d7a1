import { afterEach, beforeEach } from 'vitest'
import { monthValue } from '../../src/lib/signup-rules'
import { db } from '../store/db'
import { userOf } from '../store/persona-user'
import type { PersonaKey } from '../store/personas'
import { issueToken } from '../areas/auth/rules'
import { server } from '../node'

/**
 * The one way handler, domain and control tests call the mock over HTTP. tests/setup/unit.ts reseeds the database
 * before each test and serves the mock's handlers in-process at this address.
 */
export const API = 'http://localhost/api'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS'

/** An answer: its status, headers and JSON body (with Laravel's `message` and `errors` when refused). */
export type Answer<T = Record<string, unknown>> = {
  status: number
  headers: Headers
  body: T & { message?: string; errors?: Record<string, string[]> }
}

export type CallOptions = {
  /** Sent as JSON; a string is sent as it is (malformed JSON, form data). */
  body?: unknown
  /** Call as this persona, with a bearer token issued for it. Without `as` or `token`, the caller is a guest. */
  as?: PersonaKey
  /** A bearer token of the test's own (one from a real sign-in, or a made-up one). */
  token?: string
  /** Extra or overriding headers (location headers, another Content-Type). */
  headers?: Record<string, string>
}

/** Calls the mock's API and reads the answer. An answer that is not JSON fails the test with what came instead. */
export async function callApi<T = Record<string, unknown>>(
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const token = options.token ?? (options.as ? await tokenOf(options.as) : undefined)
  const res = await fetch(`${API}/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  })
  const text = await res.text()
  if (!(res.headers.get('content-type') ?? '').includes('json')) {
    throw new Error(
      `${method} ${path} answered ${res.status} with ${res.headers.get('content-type') ?? 'no content type'}, not JSON: ${text.slice(0, 200)}`,
    )
  }
  const answer = { status: res.status, body: JSON.parse(text) as Answer<T>['body'] }
  // Not enumerable, so `toEqual({ status, body })` still states a whole answer.
  return Object.defineProperty(answer, 'headers', { value: res.headers, enumerable: false }) as Answer<T>
}

export const get = <T = Record<string, unknown>>(path: string, options: Omit<CallOptions, 'body'> = {}) =>
  callApi<T>('GET', path, options)
export const post = <T = Record<string, unknown>>(
  path: string,
  body?: unknown,
  options: Omit<CallOptions, 'body'> = {},
) => callApi<T>('POST', path, { ...options, body })

/** Form fields as a multipart form sends them: text, a file, or files (sent as `name[]`). */
export type FormFields = Record<string, string | File | File[]>

/** Posts a multipart form as a guest (sign-up), and reads the JSON answer. */
export async function postForm(path: string, fields: FormFields) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) {
    if (Array.isArray(v)) for (const f of v) form.append(`${k}[]`, f, f.name)
    else if (typeof v === 'string') form.append(k, v)
    else form.append(k, v, v.name)
  }
  const res = await fetch(`${API}/${path}`, { method: 'POST', headers: { Accept: 'application/json' }, body: form })
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & { errors?: Record<string, string[]> },
  }
}

const tokens = new Map<PersonaKey, string>()

/**
 * A live bearer token for the persona. It is issued once and reused while the data still holds it (a reseed or a
 * logout drops it), so calling as a persona does not write a new token on every request.
 */
export async function tokenOf(persona: PersonaKey): Promise<string> {
  const known = tokens.get(persona)
  if (known && db.tokens.findFirst((q) => q.where({ token: known, revoked: false }))) return known
  const token = await issueToken(userOf(persona))
  tokens.set(persona, token)
  return token
}

export { userOf }
export { PERSONA_IDS } from '../store/personas'

/**
 * Counts the requests to `path` (e.g. 'menu-category') that reach the mock during each test of the calling file, for
 * "asked once" checks: `const requests = countRequestsTo('deal-detail')`, then `expect(requests.asked).toBe(1)`.
 */
export function countRequestsTo(path: string): { readonly asked: number } {
  const counter = { asked: 0 }
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(`/${path}`)) counter.asked++
  }
  beforeEach(() => {
    counter.asked = 0
    server.events.on('request:start', count)
  })
  afterEach(() => server.events.removeListener('request:start', count))
  return counter
}

/** A valid 1×1 PNG, for requests that upload a picture. */
export const PNG_1PX = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
)

/** Next month as the sign-up's ID card expiry takes it (a card that has not expired). */
function nextMonth(now = new Date()) {
  return monthValue(now.getUTCFullYear() + (now.getUTCMonth() === 11 ? 1 : 0), ((now.getUTCMonth() + 1) % 12) + 1)
}

/**
 * A valid customer/register form for the `n`th new student of a test (its own email `student{n}@example.com` and
 * phone), with a referral code (`is_referral` 1) or none.
 */
export const studentForm = (n: number, code: string | null = null): FormFields => ({
  full_name: 'Meera Joshi',
  email: `student${n}@example.com`,
  phone: `91${String(n).padStart(8, '0')}`,
  aadhar_number: '2345 6789 0124',
  address: '5 MG Road',
  city: 'Bengaluru',
  state: '1',
  pincode: '560001',
  enrollment_no: '20240001',
  expiry_date: nextMonth(),
  institute: '1',
  card_media: new File([PNG_1PX], 'card.png', { type: 'image/png' }),
  disclaimer: '1',
  is_referral: code === null ? '0' : '1',
  ...(code === null ? {} : { referral_by: code }),
})

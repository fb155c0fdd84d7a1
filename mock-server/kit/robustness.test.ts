import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { snapshot } from '../store/db'
import { personas, type PersonaKey } from '../store/personas'
import { tokenOf } from '../testing/test-kit'
import { USER_TYPE } from '../../src/lib/user-type'
import { endpoints } from '../handlers'
import type { EndpointInfo } from './endpoint'
import { DepthBomb, fieldsOf, hostileValues, mutatedBodies, toJsonText, validBodies } from '../testing/schema-arbitrary'
import { ReferencePool } from '../testing/seeded-references'

/**
 * A hostile client against every registered endpoint, generated from each endpoint's own schemas (kit.ts registers
 * method, path, access and body): valid bodies whose id-like fields and path parameters mostly name records the
 * seeded data really holds (seeded-references.ts: any persona's, so forbidden ones too), mutations of them, hostile
 * values and raw bodies, sent as JSON, url-encoded, multipart, text or with no content type, with hostile path
 * parameters and wrong methods, as a visitor and as every persona. Invariants: never a 5xx, every 4xx in Laravel's
 * shape, a refused request leaves the data byte-identical, nothing hangs. A failure prints fast-check's seed and path;
 * CI runs a fixed seed. The data is seeded once per property run, not per request: the requests that succeed (a deal
 * removed, an order cancelled) leave states for the later ones to meet, as a real client's history would.
 */

// The control actions meant to replace the data or plan faults and delays are left out: refusing them is not their job.
const LEFT_OUT = new Set(['POST __mock/reset', 'POST __mock/provider-state', 'POST __mock/settings'])
const fuzzed = endpoints.filter((e) => !LEFT_OUT.has(`${e.method} ${e.path}`))

const REQUEST_TIMEOUT_MS = 5_000
/** Half hostile calls, half well-formed calls naming real records: 12-15 s on the shared 2-core machine at load 8-9. */
const RUNS = 2_000

/** Raw bodies the parser must refuse cleanly: the hand-written cases of the old table, kept as examples. */
const RAW_BODIES: Array<{ body: string; contentType?: string }> = [
  { body: '{"id": ', contentType: 'application/json' },
  { body: '[1,2,3]', contentType: 'application/json' },
  { body: '"hello"', contentType: 'application/json' },
  { body: 'null', contentType: 'application/json' },
  { body: 'junk', contentType: 'multipart/form-data; boundary=x' },
  {
    body: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--\r\n',
    contentType: 'multipart/form-data',
  },
  { body: 'id=%00&rating=abc&days[]=x&%zz=1', contentType: 'application/x-www-form-urlencoded' },
  { body: '['.repeat(100_000), contentType: 'application/json' },
  { body: JSON.stringify({ search: 's'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
]

/** Path parameters a hostile client sends, unencoded: malformed escapes, dot segments, NUL, 8,000 characters. */
const HOSTILE_SEGMENTS = [
  '%zz',
  '%ff',
  '%',
  '%E0%A4%A',
  '..',
  '%2e%2e',
  '../handlers',
  '%00',
  'x'.repeat(8000),
  'a%2F..%2F__mock',
  '%C0%AE',
  '\u0000',
]

type Encoding = 'json' | 'urlencoded' | 'multipart' | 'text' | 'none'

const flat = (v: unknown) => (typeof v === 'string' ? v : toJsonText(v))

function encode(body: Record<string, unknown>, how: Encoding): { body: BodyInit; contentType?: string } {
  if (how === 'urlencoded' || how === 'multipart') {
    const pairs: Array<[string, string]> = []
    for (const [k, v] of Object.entries(body)) {
      if (Array.isArray(v)) for (const item of v) pairs.push([`${k}[]`, flat(item)])
      else pairs.push([k, flat(v)])
    }
    if (how === 'urlencoded')
      return { body: new URLSearchParams(pairs).toString(), contentType: 'application/x-www-form-urlencoded' }
    const form = new FormData()
    for (const [k, v] of pairs) form.append(k, v)
    return { body: form } // fetch sets multipart/form-data with its boundary
  }
  const text = toJsonText(body)
  if (how === 'none') return { body: new TextEncoder().encode(text) } // bytes: fetch adds no content type
  return { body: text, contentType: how === 'text' ? 'text/plain' : 'application/json' }
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const

type Caller = 'guest' | PersonaKey
const CALLERS: Caller[] = ['guest', ...personas.map((p) => p.key)]

/** The callers an endpoint lets through its role check (every caller, for the open ones). */
function admitted(e: EndpointInfo): Caller[] {
  if (e.access === 'customer' || e.access === 'vendor')
    return personas.filter((p) => p.userType === USER_TYPE[e.access as 'customer' | 'vendor']).map((p) => p.key)
  return e.access === 'any' ? personas.map((p) => p.key) : CALLERS
}

const pathParams = (e: EndpointInfo) => [...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '')

type Case = {
  route: string
  caller: Caller
  method: string
  segments: string[]
  body:
    | { kind: 'object'; value: Record<string, unknown>; encoding: Encoding }
    | { kind: 'value'; value: unknown }
    | { kind: 'raw'; value: { body: string; contentType?: string } }
}

const randomSegment = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(...HOSTILE_SEGMENTS),
)

/** Mostly a caller the role check lets through (the rules behind it are the point), any caller now and then. */
const callerFor = (e: EndpointInfo) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...admitted(e)) },
    { weight: 1, arbitrary: fc.constantFrom(...CALLERS) },
  )

/** Hostile calls: bodies, values and raw texts the endpoint should refuse, in any encoding, method and path. */
function hostileCalls(e: EndpointInfo, refs: ReferencePool): fc.Arbitrary<Case> {
  const real = refs.forEndpoint(e.path)
  const schemaBodies = e.body
    ? fc.oneof(
        { weight: 2, arbitrary: validBodies(e.body, real) },
        { weight: 1, arbitrary: mutatedBodies(e.body, real) },
      )
    : fc.dictionary(fc.string({ maxLength: 8 }), hostileValues, { maxKeys: 3 })
  const body = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('object' as const),
        value: schemaBodies,
        encoding: fc.constantFrom<Encoding>('json', 'json', 'urlencoded', 'multipart', 'text', 'none'),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('value' as const), value: hostileValues }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw' as const), value: fc.constantFrom(...RAW_BODIES) }) },
  )
  const segment = (name: string) => {
    const named = refs.segment(name, e.path)
    return named ? fc.oneof({ weight: 3, arbitrary: named }, { weight: 2, arbitrary: randomSegment }) : randomSegment
  }
  return fc.record({
    route: fc.constant(`${e.method} ${e.path}`),
    caller: callerFor(e),
    method: fc.oneof(
      { weight: 5, arbitrary: fc.constant(e.method as string) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    ),
    segments: fc.tuple(...pathParams(e).map(segment)),
    body,
  })
}

/**
 * Well-formed calls: the endpoint's method, a JSON body its schema takes whose id-like fields name real records,
 * path parameters naming real records. They pass validation and reach the handler's rules, with any persona's
 * records (another customer's order, a deal of another vendor, a deal removed by an earlier call).
 */
function wellFormedCalls(e: EndpointInfo, refs: ReferencePool): fc.Arbitrary<Case> {
  return fc.record({
    route: fc.constant(`${e.method} ${e.path}`),
    caller: callerFor(e),
    method: fc.constant(e.method as string),
    segments: fc.tuple(...pathParams(e).map((name) => refs.segment(name, e.path) ?? randomSegment)),
    body: fc.record({
      kind: fc.constant('object' as const),
      value: e.body ? validBodies(e.body, refs.forEndpoint(e.path)) : fc.constant({}),
      encoding: fc.constant<Encoding>('json'),
    }),
  })
}

const requests = (e: EndpointInfo, refs: ReferencePool) => fc.oneof(hostileCalls(e, refs), wellFormedCalls(e, refs))

const byRoute = new Map(fuzzed.map((e) => [`${e.method} ${e.path}`, e]))

function toFetch(c: Case, token: string | null): [string, RequestInit] {
  let i = 0
  const path = byRoute.get(c.route)!.path.replace(/:[A-Za-z_]+/g, () => c.segments[i++] ?? 'x')
  const headers: Record<string, string> = { accept: 'application/json', latitude: 'north', longitude: '999' }
  if (token) headers.authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (c.method !== 'GET') {
    const b = c.body
    const encoded =
      b.kind === 'raw'
        ? b.value
        : b.kind === 'value'
          ? { body: toJsonText(b.value), contentType: 'application/json' }
          : encode(b.value, b.encoding)
    body = encoded.body
    if (encoded.contentType) headers['content-type'] = encoded.contentType
  }
  return [`http://localhost/api/${path}`, { method: c.method, headers, body }]
}

/**
 * Laravel's `required` fails for null, a blank string, an empty array or object; anything else was sent. A field that
 * was sent but is malformed must be told what is wrong with it and the form expected (as `date_format` does), never
 * that it is required.
 */
const present = (v: unknown) =>
  v !== undefined &&
  v !== null &&
  !(typeof v === 'string' && v.trim() === '') &&
  !(Array.isArray(v) && v.length === 0) &&
  !(typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0)

/** The fields of a JSON body that were sent yet answered "required" (the body's own keys, top level). */
function presentButRequired(c: Case, body: unknown): string[] {
  if (c.body.kind !== 'object' || c.body.encoding !== 'json' || c.method !== byRoute.get(c.route)!.method) return []
  const sent = c.body.value
  const errors = (body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {}
  return Object.entries(errors)
    .filter(
      ([field, texts]) =>
        !field.includes('../handlers') && present(sent[field]) && texts.some((t) => /\brequired\b/i.test(t)),
    )
    .map(([field, texts]) => `${field}=${toJsonText(sent[field]).slice(0, 60)}: ${texts.join(' ')}`)
}

/** Laravel's error shape: a non-empty message, and `errors` (when present) an object of string arrays. */
function laravelShapeProblem(body: unknown): string | null {
  if (!body || typeof body !== 'object') return 'not a JSON object'
  const { message, errors } = body as { message?: unknown; errors?: unknown }
  if (typeof message !== 'string' || message === '') return 'no message'
  if (errors === undefined) return null
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return 'errors is not an object'
  const ok = Object.values(errors).every((v) => Array.isArray(v) && v.every((t) => typeof t === 'string'))
  return ok ? null : 'errors is not an object of string arrays'
}

const withTimeout = <T>(p: Promise<T>, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)), REQUEST_TIMEOUT_MS),
    ),
  ])

/** Sends one generated request and checks the invariants. The persona's token is issued again after a generated logout. */
async function sendAndCheck(c: Case) {
  const token = c.caller === 'guest' ? null : await tokenOf(c.caller)
  const before = JSON.stringify(snapshot())
  const [url, init] = toFetch(c, token)
  const what = `${c.method} ${url.slice(0, 120)} as ${c.caller}`
  const res = await withTimeout(fetch(url, init), what)
  const text = await withTimeout(res.text(), what)
  expect(res.status, `${what} → ${text.slice(0, 300)}`).toBeLessThan(500)
  if (res.status >= 400) {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    expect(laravelShapeProblem(parsed), `${what} → ${res.status} ${text.slice(0, 300)}`).toBeNull()
    expect(presentButRequired(c, parsed), `${what}: a field sent is told it is required`).toEqual([])
    expect(JSON.stringify(snapshot()) === before, `${what} → ${res.status} changed the data`).toBe(true)
  }
}

/** The caller an endpoint admits, so a sweep reaches its validation rather than stopping at 401. */
const admittedCaller = (e: EndpointInfo): Caller => admitted(e)[0] ?? 'guest'

/**
 * The references the property draws from: the seeded tables, and what the calls without parameters hand out to each
 * caller (the staff queue's kinds and ids, for example). Read in the test, after the setup file seeded the data.
 */
async function seededReferences() {
  const refs = new ReferencePool().addTables(snapshot().tables)
  for (const e of fuzzed.filter((x) => x.method === 'GET' && !x.path.includes(':'))) {
    for (const caller of admitted(e)) {
      const token = caller === 'guest' ? null : await tokenOf(caller)
      const res = await fetch(`http://localhost/api/${e.path}`, {
        headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      })
      if (res.ok && (res.headers.get('content-type') ?? '').includes('json')) refs.addAnswer(await res.json())
    }
  }
  return refs
}

describe('every endpoint against a hostile client (property)', () => {
  it('enumerates the registered endpoints', () => {
    expect(fuzzed.length).toBeGreaterThanOrEqual(40)
    expect(fuzzed.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining([
        'POST customer/add-rating-review',
        'GET content-page/:contenttype',
        'POST customer/check-deal/:id',
      ]),
    )
  })

  it('never a 5xx, every 4xx in Laravel shape, a refused request changes nothing, nothing hangs', async () => {
    const refs = await seededReferences()
    const property = fc.asyncProperty(fc.oneof(...fuzzed.map((e) => requests(e, refs))), sendAndCheck)
    await fc.assert(property, { numRuns: RUNS, ...(process.env.CI ? { seed: 20261123 } : {}) })
    // 12-15 s at load 8-9 (far longer inside the whole suite on a loaded machine); the margin is for that (a slow run
    // is not a failure of the property).
  }, 400_000)

  // The random walk meets a rare pairing (a bomb in one enum field, as its admitted caller) only now and then; these
  // sweeps, still generated from the registry, meet every pairing of the two classes that once answered 500.
  it('a depth bomb in each declared field of each endpoint, as the caller it admits', async () => {
    for (const e of fuzzed.filter((x) => x.body)) {
      const [valid] = fc.sample(validBodies(e.body!), { numRuns: 1, seed: 1 })
      for (const field of fieldsOf(e.body!)) {
        for (const bomb of [new DepthBomb(5000, 'array'), new DepthBomb(5000, 'object')]) {
          const c: Case = {
            route: `${e.method} ${e.path}`,
            caller: admittedCaller(e),
            method: e.method,
            segments: ['x', 'x'],
            body: { kind: 'object', value: { ...valid, [field]: bomb }, encoding: 'json' },
          }
          await sendAndCheck(c)
        }
      }
    }
    // Grows with every endpoint's fields: 77 s once at load 16-22 on 2 cores (a slow sweep is not a failure).
  }, 300_000)

  // Laravel's date_format, exists, integer and in rules each say what is wrong with a value that was sent: this sweep
  // gives every declared field of every endpoint values of the wrong form and collects every "required" it meets.
  it('a malformed value in each declared field of each endpoint is told what is wrong, never that it is required', async () => {
    const MALFORMED: unknown[] = [0, -1, 1.5, 'x', '27-11-2026', 'not-a-uuid', true, [0], { a: 1 }, '0']
    const found: string[] = []
    for (const e of fuzzed.filter((x) => x.body)) {
      const [valid] = fc.sample(validBodies(e.body!), { numRuns: 1, seed: 1 })
      for (const field of fieldsOf(e.body!)) {
        for (const value of MALFORMED) {
          const c: Case = {
            route: `${e.method} ${e.path}`,
            caller: admittedCaller(e),
            method: e.method,
            segments: ['x', 'x'],
            body: { kind: 'object', value: { ...valid, [field]: value }, encoding: 'json' },
          }
          const token = c.caller === 'guest' ? null : await tokenOf(c.caller)
          const res = await fetch(...toFetch(c, token))
          const text = await res.text()
          if (res.status !== 422) continue
          for (const problem of presentButRequired(c, JSON.parse(text))) found.push(`${c.route}: ${problem}`)
        }
      }
    }
    expect([...new Set(found)]).toEqual([])
  }, 300_000)

  it('each hostile path parameter on each endpoint with one, as the caller it admits', async () => {
    for (const e of fuzzed.filter((x) => x.path.includes(':'))) {
      for (const segment of HOSTILE_SEGMENTS) {
        const c: Case = {
          route: `${e.method} ${e.path}`,
          caller: admittedCaller(e),
          method: e.method,
          segments: [segment, segment],
          body: { kind: 'object', value: {}, encoding: 'json' },
        }
        await sendAndCheck(c)
      }
    }
  }, 60_000)
})

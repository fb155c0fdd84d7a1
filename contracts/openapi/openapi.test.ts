/**
 * The three artefacts check each other (docs/decisions/contracts.md): the committed OpenAPI document is what the
 * endpoint table and the wire schemas say today, every pact interaction fits it, and every endpoint of the endpoint
 * table (src/api/endpoints.ts, which the typed client's calls are built from) is in it. Runs after the consumer tests
 * (contracts/sequencer.ts), on the pact files they just wrote.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../mock-server/handlers'
import { startHttpMock } from '../../mock-server/http'
import { SIGNUP_LIMITS } from '../../src/lib/signup-rules'
import { PACT_DIR } from '../consumer/pact'
import { rolesOf } from '../../src/api/endpoints'
import { ENDPOINT_LIST } from '../../src/api/endpoint-list'
import { OPENAPI_FILE, currentOpenApi } from './current'
import { checkPactAgainstOpenApi } from './pact-check'
import { pactInteractions } from './pact-examples'

type Pact = {
  interactions: {
    description: string
    request: { method: string; path: string }
    response: { status: number; body?: { content?: unknown } }
  }[]
}

const committed = () => JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as ReturnType<typeof currentOpenApi>
const pactFiles = () => readdirSync(PACT_DIR).filter((f) => f.endsWith('.json'))

describe('contracts/openapi.json', () => {
  it('is what the endpoint table and the wire schemas say (else: npm run contracts:openapi)', () => {
    expect(committed(), 'contracts/openapi.json is stale: run `npm run contracts:openapi` and commit it').toEqual(
      // Through JSON, as the file holds it (undefined keys dropped).
      JSON.parse(JSON.stringify(currentOpenApi())),
    )
  })

  it('lists every endpoint of the endpoint table, for every role, with its method', () => {
    const paths = committed().paths as Record<string, Record<string, unknown>>
    const calls = ENDPOINT_LIST.flatMap((e) =>
      e.path.startsWith('{role}/')
        ? rolesOf(e.path).map((role) => ({ method: e.method, path: `/${e.path.replace('{role}', role)}` }))
        : [{ method: e.method, path: `/${e.path}` }],
    )
    expect(calls.length).toBeGreaterThan(90)
    const missing = calls
      .filter((c) => !(c.method.toLowerCase() in (paths[c.path] ?? {})))
      .map((c) => `${c.method} ${c.path}`)
    expect(missing).toEqual([])
  })

  it('holds every pact interaction, requests and answers (swagger-mock-validator)', async () => {
    expect(pactFiles().length).toBeGreaterThan(0)
    for (const file of pactFiles()) {
      const { errors, warnings } = await checkPactAgainstOpenApi(OPENAPI_FILE, join(PACT_DIR, file))
      expect(errors, file).toEqual([])
      expect(warnings, file).toEqual([])
    }
    // Work, not waiting: about 10 s on an idle machine, past the minute when two cores run other suites too.
  }, 240_000)

  it('catches a pact whose answer renames a field (the check can fail)', async () => {
    const pact = JSON.parse(readFileSync(join(PACT_DIR, pactFiles()[0]!), 'utf8')) as Pact
    const signIn = pact.interactions.find(
      (i) => i.request.path === '/customer/authenticate' && i.response.status === 200,
    )!
    const content = signIn.response.body!.content as Record<string, unknown>
    const { message, ...rest } = content
    signIn.response.body!.content = { ...rest, mesage: message }
    const file = join(mkdtempSync(join(tmpdir(), 'pact-drift-')), 'drifted.json')
    writeFileSync(file, JSON.stringify({ ...pact, interactions: [signIn] }))
    const { errors } = await checkPactAgainstOpenApi(OPENAPI_FILE, file)
    expect(errors.join('\n')).toMatch(/response\.body\.incompatible.*mesage/)
  })

  it('labels the numbered codes with the spec’s words (payment methods, order, payment and deal statuses, user types)', () => {
    const text = JSON.stringify(committed())
    expect(text).toContain('"description":"1 Cash, 2 Net Banking, 3 Debit Card, 4 Hola Point, 5 Credit Card, 6 UPI"')
    expect(text).toContain('"description":"1 Pending, 2 Processing, 3 Complete (redeemed), 4 Cancelled, 5 Refunded"')
    expect(text).toContain('"x-enum-descriptions":{"1":"Vendor","2":"Customer"}')
  })
})

type Responses = Record<
  string,
  { description?: string; $ref?: string; content?: Record<string, { example?: unknown }> }
>
type Operation = {
  summary: string
  description: string
  requestBody?: { content: Record<string, { example?: unknown }> }
  responses: Responses
}
const operations = () =>
  Object.entries(committed().paths as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  )
const schemas = () => (committed().components as { schemas: Record<string, Record<string, unknown>> }).schemas

describe('contracts/openapi.json gives the meaning, not only the shapes', () => {
  it('every operation says what it does (the spec’s words) and lists its own error answers, never one generic set', () => {
    const generic = ['404', '405', '409', '422', '429']
    const problems = operations().flatMap(({ key, op }) => {
      const errors = Object.keys(op.responses).filter((s) => s !== '200')
      return [
        op.summary === key || !op.summary ? `${key}: no summary of its own` : [],
        op.description.split('\n\n')[0]!.length < 20 ? `${key}: no description` : [],
        generic.every((s) => errors.includes(s)) ? `${key}: the generic error set` : [],
        Object.entries(op.responses)
          .filter(([status, r]) => status !== '200' && (r.$ref || !r.description))
          .map(([status]) => `${key}: ${status} is not described for this operation`),
      ].flat()
    })
    expect(problems).toEqual([])
    const sets = new Set(operations().map(({ op }) => Object.keys(op.responses).join()))
    expect(sets.size).toBeGreaterThan(10)
  })

  it('writes the rules a backend must apply into the operations: place-order’s figures, deal_id the uuid', () => {
    const placeOrder = committed().paths['/customer/place-order']!.post as unknown as Operation
    expect(placeOrder.description).toContain('`deal_id` is the deal’s uuid')
    expect(placeOrder.description).toMatch(/`amount` and `discount` .* the server recomputes them .* refusing with 422/)
    expect(JSON.stringify(schemas().placeOrderRequest)).toContain('The deal’s uuid (a deal card’s `uuid`)')
  })

  it('gives the date formats the mock reads and writes', () => {
    const text = JSON.stringify(committed())
    expect(text).toMatch(/"created_at":\{"type":"string","format":"date-time"/)
    expect(text).toMatch(/"from_date":\{"type":"string","format":"date"/)
    expect(schemas().customerRegisterRequest).toMatchObject({
      properties: { expiry_date: { pattern: '^(0[1-9]|1[0-2])/\\d{4}$' } },
    })
  })

  it('takes its examples from the pact samples, requests, answers and refusals', () => {
    const placed = pactInteractions(PACT_DIR).filter(
      (i) => i.request.path === '/customer/place-order' && i.response.status === 200,
    )[0]!
    const placeOrder = committed().paths['/customer/place-order']!.post as unknown as Operation
    expect(placeOrder.requestBody!.content['application/json']!.example).toEqual(placed.request.body!.content)
    expect(placeOrder.responses['200']!.content!['application/json']!.example).toEqual(placed.response.body!.content)
    expect(placeOrder.responses['422']!.content!['application/json']!.example).toBeDefined()
  })

  it('gives the sign-up forms the mock’s required fields, limits and formats (not "string up to 5000")', () => {
    const customer = schemas().customerRegisterRequest as {
      required: string[]
      properties: Record<string, { maxLength?: number; pattern?: string }>
    }
    expect(customer.required).toEqual(expect.arrayContaining(['full_name', 'phone', 'email', 'card_media']))
    for (const [field, max] of Object.entries(SIGNUP_LIMITS))
      if (customer.properties[field]) expect(customer.properties[field]!.maxLength, field).toBe(max)
    expect(customer.properties.aadhar_number!.pattern).toBe('^[2-9]\\d{3} \\d{4} \\d{4}$')
    const vendor = schemas().vendorRegisterRequest as { required: string[]; properties: Record<string, unknown> }
    expect(vendor.required).toEqual(expect.arrayContaining(['pan_no', 'ifsc_code', 'bankDocuments']))
    expect(vendor.properties.account_type).toMatchObject({ enum: ['Saving', 'Current', 'Salary'] })
  })
})

describe('the error answers the document lists are the ones the mock gives', () => {
  let mock: Awaited<ReturnType<typeof startHttpMock>>
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    mock = await startHttpMock({ port: 0 })
    for (const [role, email] of [
      ['customer', 'customer@example.com'],
      ['vendor', 'vendor@example.com'],
    ] as const) {
      const res = await fetch(`${mock.url}/__mock/personas/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email }),
      })
      tokens[role] = ((await res.json()) as { access_token: string }).access_token
    }
  })
  afterAll(async () => {
    await mock?.close()
  })

  const call = async (method: string, path: string, token?: string, body?: BodyInit) => {
    const res = await fetch(`${mock.url}/${path}`, {
      method,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body }),
    })
    return { status: res.status, body: (await res.json().catch(() => null)) as { errors?: object } | null }
  }

  it('a call without a token, with the other role’s, and with an empty body: every refusal is listed', async () => {
    const doc = committed().paths as Record<string, Record<string, Operation>>
    const unlisted: string[] = []
    for (const e of endpoints.filter((e) => !e.path.startsWith('__mock'))) {
      const documentPath = `/${e.path.replace(/:(\w+)/g, '{$1}')}`
      const listed = Object.keys(doc[documentPath]![e.method.toLowerCase()]!.responses)
      const path = e.path.replace(/:(\w+)/g, 'no-such-$1')
      const query = e.path === 'geo/reverse' ? '?lat=95&lng=0' : ''
      const tries = [
        { who: 'no token', token: undefined },
        ...(['customer', 'vendor'] as const).map((role) => ({ who: `a ${role}`, token: tokens[role] })),
      ]
      for (const { who, token } of tries) {
        const { status } = await call(e.method, path + query, token, e.body ? new FormData() : undefined)
        if (status !== 200 && !listed.includes(String(status)))
          unlisted.push(`${e.method} ${e.path} with ${who} and an empty body: ${status}`)
      }
    }
    expect(unlisted).toEqual([])
  })

  it('an empty customer sign-up is refused for exactly the fields the document requires', async () => {
    const { status, body } = await call('POST', 'customer/register', undefined, new FormData())
    expect(status).toBe(422)
    expect(Object.keys(body!.errors!).sort()).toEqual(schemas().customerRegisterRequest!.required)
    const vendor = await call('POST', 'vendor/register', undefined, new FormData())
    expect(Object.keys(vendor.body!.errors!).sort()).toEqual(schemas().vendorRegisterRequest!.required)
  })
})

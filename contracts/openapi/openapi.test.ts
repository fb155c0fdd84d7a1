/**
 * The three artefacts check each other (docs/decisions/contracts.md): the committed OpenAPI document is what the
 * endpoint table and the wire schemas say today, every pact interaction fits it, and every endpoint of the endpoint
 * table (src/api/endpoints.ts, which the typed client's calls are built from) is in it. Runs after the consumer tests
 * (contracts/sequencer.ts), on the pact files they just wrote.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PACT_DIR } from '../consumer/pact'
import { ENDPOINTS, rolesOf } from '../../src/api/endpoints'
import { OPENAPI_FILE, currentOpenApi } from './current'
import { checkPactAgainstOpenApi } from './pact-check'

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
    const calls = Object.values(ENDPOINTS).flatMap((e) =>
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
  })

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

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { db, snapshot, type TableName } from '../store/db'
import { personas, type PersonaKey } from '../store/personas'
import { tokenOf } from '../testing/test-kit'
import { USER_TYPE } from '../../src/lib/user-type'
import { endpoints } from '../handlers'
import type { EndpointInfo } from './endpoint'
import { validBodies } from '../testing/schema-arbitrary'
import { ReferencePool } from '../testing/seeded-references'

/**
 * The standalone server runs an endpoint that declares `reads: true` alongside other reads, outside the write queue
 * (one-at-a-time.ts; docs/decisions/mock-data-store.md). That is only safe if it never changes data: here every
 * declared read is called with well-formed bodies naming seeded records, as each caller it admits, and no table may
 * see a create, update or delete.
 */
const reads = endpoints.filter((e) => e.reads)

type Caller = 'guest' | PersonaKey
function admitted(e: EndpointInfo): Caller[] {
  if (e.access === 'customer' || e.access === 'vendor')
    return personas.filter((p) => p.userType === USER_TYPE[e.access as 'customer' | 'vendor']).map((p) => p.key)
  const all = personas.map((p) => p.key)
  return e.access === 'any' ? all : ['guest', ...all]
}

let changes: string[] = []
let counting = false
for (const name of Object.keys(db) as TableName[])
  for (const change of ['create', 'update', 'delete'] as const)
    db[name].hooks.on(change, () => {
      if (counting) changes.push(`${change} ${name}`)
    })

describe('endpoints declared as reads', () => {
  it('cover the calls the 20-person load makes most and none that writes', () => {
    const declared = reads.map((e) => `${e.method} ${e.path}`)
    expect(declared).toEqual(
      expect.arrayContaining(['POST category-deal', 'POST customer/confirmed-statement', 'POST customer/my-wishlist']),
    )
    for (const write of ['POST customer/add-to-wishlist', 'POST customer/place-order', 'POST vendor/order-redeem'])
      expect(declared).not.toContain(write)
  })

  it('change nothing, whatever well-formed body and caller they get', async () => {
    const refs = new ReferencePool().addTables(snapshot().tables)
    const tokens = new Map<Caller, string | null>([['guest', null]])
    for (const p of personas) tokens.set(p.key, await tokenOf(p.key))
    const calls = fc.oneof(
      ...reads.map((e) =>
        fc.record({
          e: fc.constant(e),
          caller: fc.constantFrom(...admitted(e)),
          segments: fc.tuple(
            ...[...e.path.matchAll(/:([A-Za-z_]+)/g)].map(
              (m) => refs.segment(m[1]!, e.path) ?? fc.string({ minLength: 1, maxLength: 8 }),
            ),
          ),
          body: e.body ? validBodies(e.body, refs.forEndpoint(e.path)) : fc.constant({}),
        }),
      ),
    )
    const property = fc.asyncProperty(calls, async ({ e, caller, segments, body }) => {
      let i = 0
      const path = e.path.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(String(segments[i++])))
      const token = tokens.get(caller)
      changes = []
      counting = true
      try {
        const res = await fetch(`http://localhost/api/${path}`, {
          method: e.method,
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: e.method === 'GET' ? undefined : JSON.stringify(body),
        })
        await res.arrayBuffer()
        expect(res.status, `${e.method} ${path} as ${caller}`).toBeLessThan(500)
      } finally {
        counting = false
      }
      expect(changes, `${e.method} ${path} as ${caller} changed data`).toEqual([])
    })
    await fc.assert(property, { numRuns: 600, ...(process.env.CI ? { seed: 20261128 } : {}) })
  }, 200_000)
})

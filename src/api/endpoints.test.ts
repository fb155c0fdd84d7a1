import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { call } from './client'
import { ENDPOINTS as CLIENT_ENDPOINTS, LISTING_CALLS } from './client-endpoints'
import { ENDPOINTS, pathOf, rolesOf } from './endpoints'
import { MOCK_CONTROL } from './mock-control-endpoints'

const ok = type({ ok: 'boolean' })

/**
 * The table's promise is checked by `npm run typecheck`: each `@ts-expect-error` below fails the typecheck if the line
 * under it stops being an error (docs/decisions/0001-endpoint-table.md). The calls are never run.
 */
export function typeChecks() {
  // @ts-expect-error a misspelt path is not in the table
  void ENDPOINTS['POST customer/order-detial']
  // @ts-expect-error the right path under the wrong method is not in the table either
  void ENDPOINTS['GET customer/order-detail']
  // @ts-expect-error the client's functions read the same table
  void CLIENT_ENDPOINTS['POST customer/order-detial']
  // @ts-expect-error a call cannot be made to a bare path, only to an entry of the table
  void call('customer/order-detail', ok)
  // @ts-expect-error nor to an entry made by hand
  void call({ key: 'POST customer/order-detial', method: 'POST', path: 'customer/order-detial' }, ok)
  // @ts-expect-error a {role} path needs its role…
  void call(ENDPOINTS['POST {role}/order-list'], ok)
  // @ts-expect-error …and the role is a role
  void call(ENDPOINTS['POST {role}/order-list'], ok, { params: { role: 'admin' } })
  // @ts-expect-error a path parameter is named as the table names it
  void call(ENDPOINTS['GET vendor/ads-detail/{id}'], ok, { params: { uuid: 'x' } })
  void call(ENDPOINTS['GET vendor/ads-detail/{id}'], ok, { params: { id: 7 } })
  void call(ENDPOINTS['POST {role}/order-list'], ok, { params: { role: 'vendor' }, body: { page: 1 } })
}

describe('the endpoint table (src/api/endpoints.ts)', () => {
  it('spells each call once, as METHOD and path, its key split into both', () => {
    for (const [key, entry] of Object.entries({ ...ENDPOINTS, ...MOCK_CONTROL })) {
      expect(`${entry.method} ${entry.path}`).toBe(key)
      expect(entry.key).toBe(key)
    }
    expect(ENDPOINTS['GET vendor/ads-detail/{id}']).toMatchObject({ method: 'GET', path: 'vendor/ads-detail/{id}' })
  })

  it('keeps the mock’s control API out of the backend’s table', () => {
    expect(Object.values(ENDPOINTS).filter((e) => e.path.startsWith('__mock'))).toEqual([])
    expect(Object.values(MOCK_CONTROL).every((e) => e.path.startsWith('__mock/'))).toBe(true)
  })

  it('gives the client the table’s entries, made from their keys, the listing calls with their location (spec 1 §7)', () => {
    for (const [key, entry] of Object.entries(ENDPOINTS)) {
      const made = CLIENT_ENDPOINTS[key as keyof typeof ENDPOINTS]
      expect({ key: made.key, method: made.method, path: made.path }).toEqual(entry)
      expect(made.location).toBe(LISTING_CALLS.has(key) ? true : undefined)
    }
    expect([...LISTING_CALLS].filter((key) => !(key in ENDPOINTS))).toEqual([])
    expect(CLIENT_ENDPOINTS['POST menu-category'].location).toBe(true)
    expect(CLIENT_ENDPOINTS['GET customer/customer-dashboard'].location).toBe(true)
    expect(CLIENT_ENDPOINTS['POST customer/place-order'].location).toBeUndefined()
  })

  it('fills a path’s role and parameters, each URL-encoded, and refuses a missing one', () => {
    expect(pathOf(ENDPOINTS['POST {role}/order-list'], { role: 'vendor' })).toBe('vendor/order-list')
    expect(pathOf(ENDPOINTS['GET content-page/{contenttype}'], { contenttype: 'a b/c' })).toBe('content-page/a%20b%2Fc')
    expect(pathOf(MOCK_CONTROL['POST __mock/staff/{kind}/{id}/approve'], { kind: 'deal', id: 3 })).toBe(
      '__mock/staff/deal/3/approve',
    )
    expect(() => pathOf(ENDPOINTS['GET vendor/ads-detail/{id}'], {})).toThrow('vendor/ads-detail/{id} needs its id')
  })

  it('names the roles a path is called with', () => {
    expect(rolesOf('{role}/verify-phone')).toEqual(['customer', 'vendor'])
    expect(rolesOf('franchise/register')).toEqual(['franchise'])
    expect(rolesOf('deal-detail')).toEqual(['visitor'])
  })
})

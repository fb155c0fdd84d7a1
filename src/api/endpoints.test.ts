import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { call, lazySchemas } from './client'
import { defineBlobCall, defineCall } from './define-call'
import { CLIENT_MODULES, ENDPOINT_LIST, entriesOf } from './endpoint-list'
import { ENDPOINTS, pathOf, rolesOf } from './endpoints'
import { MOCK_CONTROL } from './mock-control-endpoints'
import { customerOrderDetail, orderList, orderPdf } from './orders'
import { customerDashboard } from './customer-deals'
import { menuCategory } from './deals'
import { placeOrder } from './checkout'

const ok = type({ ok: 'boolean' })

/**
 * The table's promise is checked by `npm run typecheck`: each `@ts-expect-error` below fails the typecheck if the line
 * under it stops being an error (docs/decisions/0001-endpoint-table.md). The calls are never run.
 */
export function typeChecks() {
  const orderSchemas = lazySchemas(() => import('./schemas/orders'))
  // @ts-expect-error a misspelt path is not in the table
  void ENDPOINTS['POST customer/order-detial']
  // @ts-expect-error the right path under the wrong method is not in the table either
  void ENDPOINTS['GET customer/order-detail']
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
  // A client function's definition is held to the same rules:
  // @ts-expect-error a key is a method and a path
  defineCall('customer/order-detail', orderSchemas, 'orderDetailResponse')
  // @ts-expect-error its schema is one its schemas module exports
  defineCall('POST customer/order-detail', orderSchemas, 'orderDetialResponse')
  // @ts-expect-error a path with placeholders needs its options, which fill them…
  defineCall('POST {role}/order-list', orderSchemas, 'orderListResponse')
  // @ts-expect-error …by the table's names
  defineCall('GET vendor/ads-detail/{id}', orderSchemas, 'orderListResponse', (uuid: string) => ({ params: { uuid } }))
  // @ts-expect-error a file's call has no placeholders (its body is all it sends)
  defineBlobCall('POST vendor/ads-invoice/{id}', (id: number) => ({ id }))
  // The functions keep their callers' types, and carry their entries, typed by their keys.
  const detail: (orderId: number) => Promise<{ order: { id: number } }> = customerOrderDetail
  const key: 'POST customer/order-detail' = customerOrderDetail.entry.key
  // @ts-expect-error the function's arguments are its own, not the call's options
  void customerOrderDetail({ body: { order_id: 1 } })
  void [detail, key]
}

describe('the endpoint table (src/api/endpoints.ts)', () => {
  it('spells each call once, as METHOD and path, its key split into both', () => {
    for (const entry of [...ENDPOINT_LIST, ...Object.values(MOCK_CONTROL)])
      expect(`${entry.method} ${entry.path}`).toBe(entry.key)
    expect(ENDPOINTS['GET vendor/ads-detail/{id}']).toMatchObject({ method: 'GET', path: 'vendor/ads-detail/{id}' })
  })

  it('keeps the mock’s control API out of the backend’s table', () => {
    expect(ENDPOINT_LIST.filter((e) => e.path.startsWith('__mock'))).toEqual([])
    expect(Object.values(MOCK_CONTROL).every((e) => e.path.startsWith('__mock/'))).toBe(true)
  })

  it('is the entries the client’s functions are defined with, each key once, each made by ENDPOINTS as defined', () => {
    expect(ENDPOINT_LIST.length).toBeGreaterThan(90)
    expect(new Set(ENDPOINT_LIST.map((e) => e.key)).size).toBe(ENDPOINT_LIST.length)
    for (const entry of ENDPOINT_LIST) {
      const made = ENDPOINTS[entry.key as keyof typeof ENDPOINTS]
      expect({ ...made, ...(entry.location ? { location: true } : {}) }).toEqual(entry)
    }
    expect(customerOrderDetail.entry).toEqual({
      key: 'POST customer/order-detail',
      method: 'POST',
      path: 'customer/order-detail',
    })
    expect(orderList.entry.path).toBe('{role}/order-list')
    expect(orderPdf.entry.method).toBe('POST')
    expect(placeOrder.entry.key).toBe('POST customer/place-order')
  })

  it('gives the listing calls their location (spec 1 §7) where they are defined, and no other call', () => {
    const listing = ENDPOINT_LIST.filter((e) => e.location).map((e) => e.key)
    expect(listing.sort()).toEqual(
      [
        'POST menu-category',
        'POST category-deal',
        'POST keyword-deal',
        'POST product-deal',
        'POST vendor-deal',
        'POST deal-detail',
        'POST vendor-deal-detail',
        'GET customer/customer-dashboard',
        'POST deal-all-review',
        'POST search-deals',
        'GET vendor/list-deal',
      ].sort(),
    )
    expect(menuCategory.entry.location).toBe(true)
    expect(customerDashboard.entry.location).toBe(true)
    expect(placeOrder.entry.location).toBeUndefined()
  })

  it('refuses a key two client functions are defined with', () => {
    const twin = { orderAgain: customerOrderDetail, note: 'not a call' }
    expect(() => entriesOf({ orders: { customerOrderDetail }, twin })).toThrow(
      'more than one client function calls POST customer/order-detail',
    )
    expect(entriesOf({ orders: { customerOrderDetail, orderPdf, OPERATIONS: {} } }).map((e) => e.key)).toEqual([
      'POST customer/order-detail',
      'POST customer/order-pdf',
    ])
  })

  it('cannot be walked through ENDPOINTS, which makes entries only by key', () => {
    expect(() => Object.keys(ENDPOINTS)).toThrow(/ENDPOINT_LIST/)
    expect(() => 'POST customer/order-detail' in ENDPOINTS).toThrow(/ENDPOINT_LIST/)
  })

  it('lists every client module that defines a call', () => {
    const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })
    const defining = Object.entries(modules)
      .filter(([, m]) => Object.values(m).some((v) => typeof v === 'function' && 'entry' in v))
      .map(([, m]) => m)
    const listed: object[] = Object.values(CLIENT_MODULES)
    expect(defining.length).toBe(listed.length)
    expect(defining.every((m) => listed.includes(m))).toBe(true)
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

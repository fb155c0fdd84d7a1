import { describe, expect, it } from 'vitest'
import { ENDPOINT_LIST } from '../../src/api/endpoint-list'
import { MOCK_CONTROL } from '../../src/api/mock-control-endpoints'
import { endpoints } from '../handlers'

/** The mock's routes are made from the endpoint table (docs/decisions/0001-endpoint-table.md). */
describe('endpoint(): a route from its table entry', () => {
  it('serves every entry of the table once, a {role} entry once per role', () => {
    const served = endpoints.map((e) => `${e.entry.key}${e.role ? ` as ${e.role}` : ''}`).sort()
    const expected = [...ENDPOINT_LIST, ...Object.values(MOCK_CONTROL)]
      .flatMap((e) => (e.path.startsWith('{role}/') ? [`${e.key} as customer`, `${e.key} as vendor`] : [e.key]))
      .sort()
    expect(served).toEqual(expected)
  })

  it('matches the entry’s path, its role filled, its parameters as :name, under its method', () => {
    const route = (key: string, role: string | null = null) =>
      endpoints.find((e) => e.entry.key === key && e.role === role)!
    expect(route('POST {role}/order-list', 'vendor')).toMatchObject({ method: 'POST', path: 'vendor/order-list' })
    expect(route('GET vendor/ads-detail/{id}')).toMatchObject({ method: 'GET', path: 'vendor/ads-detail/:id' })
    expect(route('GET vendor/ads-detail/{id}').match('/api/vendor/ads-detail/7')).toEqual({
      matches: true,
      params: { id: '7' },
    })
    expect(route('POST __mock/staff/{kind}/{id}/approve').path).toBe('__mock/staff/:kind/:id/approve')
  })

  it('gives each {role} route its role’s access', () => {
    for (const e of endpoints.filter((x) => x.role && x.entry.path.startsWith('{role}/') && x.access !== 'guest'))
      expect(e.access, e.entry.key).toBe(e.role)
  })
})

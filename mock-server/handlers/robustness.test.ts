import { describe, expect, it } from 'vitest'
import { db } from '../db'
import { issueToken } from '../domain/auth'
import { handlers } from './index'

/**
 * Bad input gets a clear 4xx and never a 500: every registered endpoint, called by a guest, a customer and a vendor,
 * with missing, empty, malformed, wrongly typed and oversized bodies and odd path ids. Data must survive it.
 */
const BODIES: Array<[string, string | undefined, string]> = [
  ['no body', undefined, 'application/json'],
  ['empty object', '{}', 'application/json'],
  ['malformed JSON', '{"id": ', 'application/json'],
  ['a JSON array', '[1,2,3]', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['null', 'null', 'application/json'],
  ['wrong types', JSON.stringify({ id: { a: 1 }, uuid: 42, username: ['x'], otp: 12, page: 'one', rowsPerPage: -5, title: 7, rating: 'five', search: null, email: 3, category: 'x', cart_type: 'wish', sortBy: 'price; DROP', order: 'sideways', city_id: 'x', name: {}, latitude: 'north' }), 'application/json'],
  ['oversized strings', JSON.stringify({ id: 'x'.repeat(5000), uuid: 'y'.repeat(5000), username: 'z'.repeat(5000), search: 's'.repeat(5000), title: 't'.repeat(5000), review_text: 'r'.repeat(20000), name: 'n'.repeat(5000), email: `${'e'.repeat(5000)}@x.in` }), 'application/json'],
  ['empty strings', JSON.stringify({ id: '', uuid: '', username: '', otp: '', title: '', review_text: '', description: '', search: '', name: '', email: '', phone: '', subject: '', notes: '' }), 'application/json'],
  ['form data with junk', 'id=%00&rating=abc&days[]=x', 'application/x-www-form-urlencoded'],
  ['malformed multipart', 'junk', 'multipart/form-data; boundary=x'],
  ['multipart without boundary', '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n1\r\n--x--\r\n', 'multipart/form-data'],
]
const PATH_IDS = ['x', '00000000-0000-4000-8000-000000000000', '%20', '99999999']

const routes = handlers
  .map((h) => h.info as { method: string; path: string })
  // The two control routes that reseed are left out: they are meant to replace the data.
  .filter((i) => typeof i.path === 'string' && !/__mock\/(reset|provider-state)$/.test(i.path))

describe('every endpoint answers bad input without a 500', () => {
  it('lists the routes it checks', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40)
    expect(routes.map((r) => r.path)).toContain('*/api/customer/add-rating-review')
  })

  it('as a guest, a customer and a vendor, with every kind of bad body', async () => {
    const customer = db.users.findFirst((q) => q.where({ email: 'customer@example.com' }), { strict: true })
    const vendor = db.users.findFirst((q) => q.where({ email: 'vendor@example.com' }), { strict: true })
    const callers: Array<[string, string | null]> = [
      ['guest', null],
      ['customer', await issueToken(customer)],
      ['vendor', await issueToken(vendor)],
    ]
    const dealsBefore = db.deals.count()
    const failures: string[] = []
    for (const { method, path } of routes) {
      const ids = path.includes(':') ? PATH_IDS : ['']
      for (const id of ids) {
        const url = `http://localhost${path.replace(/^\*/, '').replace(/:[A-Za-z_]+/g, id)}${method === 'GET' ? '?lat=north&lng=' : ''}`
        for (const [who, token] of callers) {
          for (const [kind, body, type] of method === 'GET' ? [BODIES[0]!] : BODIES) {
            const res = await fetch(url, {
              method,
              headers: { accept: 'application/json', 'content-type': type, latitude: 'abc', longitude: '999', ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: method === 'GET' ? undefined : body,
            })
            if (res.status >= 500) failures.push(`${method} ${url.slice(0, 90)} as ${who} with ${kind}: ${res.status}`)
            else if (res.status >= 400) {
              const text = await res.text()
              let message: unknown
              try {
                message = (JSON.parse(text) as { message?: unknown }).message
              } catch {
                message = undefined
              }
              if (typeof message !== 'string' || message === '') failures.push(`${method} ${url.slice(0, 90)} as ${who} with ${kind}: ${res.status} without a message`)
            }
          }
        }
      }
    }
    expect(failures).toEqual([])
    expect(db.deals.count()).toBe(dealsBefore)
  }, 120_000)
})

import { describe, expect, it } from 'vitest'
import { db } from '../store/db'
import { issueToken } from '../areas/auth/rules'
import { endpoints } from '../handlers'

/**
 * Roles are enforced on every endpoint that names one, read from the registry so an endpoint added later is covered:
 * no token is a 401, the other role's token a 403, both in Laravel's words and before the body is looked at.
 */
const guarded = endpoints.filter((e) => e.access === 'customer' || e.access === 'vendor' || e.access === 'any')

const tokenOf = async (email: string) => issueToken(db.users.findFirst((q) => q.where({ email }), { strict: true }))

const call = (method: string, path: string, token: string | null) =>
  fetch(`http://localhost/api/${path.replace(/:[A-Za-z_]+/g, 'x')}`, {
    method,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: method === 'GET' ? undefined : '{}',
  })

describe('every endpoint with a role', () => {
  it('covers both roles', () => {
    expect(guarded.some((e) => e.access === 'customer')).toBe(true)
    expect(guarded.some((e) => e.access === 'vendor')).toBe(true)
  })

  it.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: 401 without a token, 403 with the other role',
    async (_, e) => {
      const none = await call(e.method, e.path, null)
      expect(none.status).toBe(401)
      expect(await none.json()).toEqual({ message: 'Unauthenticated.' })
      if (e.access === 'any') return
      const other = await tokenOf(e.access === 'customer' ? 'vendor@example.com' : 'customer@example.com')
      const refused = await call(e.method, e.path, other)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ message: expect.stringMatching(/\S/) })
    },
  )
})

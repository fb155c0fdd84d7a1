import { bypass } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHttpMock } from './http'

// The standalone runtime on a free port. tests/setup/unit.ts also serves the handlers in-process through msw, which
// would answer these calls itself: bypass() sends them over the network to the real server instead.
let mock: Awaited<ReturnType<typeof startHttpMock>>
const ORIGIN = 'http://localhost:5173'

beforeAll(async () => {
  mock = await startHttpMock({ port: 0 })
})
afterAll(async () => {
  await mock?.close()
})

const call = (path: string, init: RequestInit) => fetch(bypass(`${mock.url}/${path}`, init))

describe('standalone HTTP mock: CORS', () => {
  it('listens on the port it was given (0: any free one)', () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/)
    expect(mock.url).not.toMatch(/:(0|4010)\//)
  })

  it('answers a preflight with 204 and the Access-Control-Allow-* headers the app needs', async () => {
    const res = await call('customer/authenticate', {
      method: 'OPTIONS',
      headers: {
        Origin: ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-csrf-token,latitude,longitude',
      },
    })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const methods = res.headers.get('access-control-allow-methods')?.split(',') ?? []
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']))
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase().split(',') ?? []
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'accept', 'x-requested-with', 'x-csrf-token', 'latitude', 'longitude']))
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0)
  })

  it('puts Access-Control-Allow-Origin on normal answers, errors included', async () => {
    const ok = await call('customer/authenticate', {
      method: 'POST',
      headers: { Origin: ORIGIN, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'customer@example.com' }),
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe('*')
    expect(ok.headers.get('content-type')).toMatch(/application\/json/)
    expect(await ok.json()).toMatchObject({ success: true })

    // The app reads 401s and 422s too, so they need the header as much as a 200 does.
    const refused = await call('customer/get-user', { method: 'POST', headers: { Origin: ORIGIN, Accept: 'application/json' } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    const missing = await call('no/such/route', { method: 'GET', headers: { Origin: ORIGIN } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('access-control-allow-origin')).toBe('*')
  })
})

import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { bypass } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from './store/db'
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
    expect(allowed).toEqual(
      expect.arrayContaining([
        'authorization',
        'content-type',
        'accept',
        'x-requested-with',
        'x-csrf-token',
        'latitude',
        'longitude',
      ]),
    )
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
    const refused = await call('customer/get-user', {
      method: 'POST',
      headers: { Origin: ORIGIN, Accept: 'application/json' },
    })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe('*')
    const missing = await call('no/such/route', { method: 'GET', headers: { Origin: ORIGIN } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('access-control-allow-origin')).toBe('*')
  })
})

/** A raw request: fetch would resolve dot segments and re-encode the path before sending it. */
function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, method, path, headers: { accept: 'application/json', ...headers } },
      (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** A raw POST (node:http does not undo compression): status, headers and the bytes as sent. */
function rawPost(path: string, body: unknown, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${mock.url}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

describe('standalone HTTP mock: compression', () => {
  it('gzips a large JSON answer for a caller that accepts it, as a real backend does', async () => {
    const plain = await rawPost('menu-category', { city_id: null }, {})
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const zipped = await rawPost('menu-category', { city_id: null }, { 'accept-encoding': 'gzip, deflate, br' })
    expect(zipped.status).toBe(200)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('accept-encoding')
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 4)
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')))
  })

  it('leaves a small answer as it is', async () => {
    const refused = await rawPost('customer/authenticate', {}, { 'accept-encoding': 'gzip' })
    expect(refused.status).toBe(422)
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(refused.bytes.toString('utf8'))).toHaveProperty('errors')
  })
})

describe('standalone HTTP mock: hostile paths', () => {
  it.each(['/api/content-page/%zz', '/api/content-page/%', '/api/customer/check-deal/%ff'])(
    '%s is a JSON 404, not a 500',
    async (path) => {
      const res = await rawRequest(mock.url, path.includes('check-deal') ? 'POST' : 'GET', path)
      expect(res.status).toBe(404)
      expect(JSON.parse(res.body)).toEqual({ message: expect.stringContaining('could not be found') })
    },
  )

  it.each([
    '/api/x/../__mock/reset',
    '/api/x/%2e%2e/__mock/reset',
    '/api/x/%2E%2E/__mock/outbox',
    '/api/./__mock/outbox',
  ])('%s never reaches the control API', async (path) => {
    const res = await rawRequest(mock.url, path.endsWith('reset') ? 'POST' : 'GET', path)
    expect(res.status).toBe(404)
  })

  it('a wrong method is a 405 with Allow', async () => {
    const res = await rawRequest(mock.url, 'GET', '/api/customer/authenticate')
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe('POST')
  })
})

describe('standalone HTTP mock: the API reference', () => {
  it('serves the committed OpenAPI document at __mock/openapi.json', async () => {
    const res = await call('__mock/openapi.json', { method: 'GET' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(await res.json()).toEqual(JSON.parse(readFileSync('contracts/openapi.json', 'utf8')))
  })

  it('serves a reference page at __mock/docs whose renderer comes from this server, not a CDN', async () => {
    const page = await call('__mock/docs', { method: 'GET' })
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    const sources = [...html.matchAll(/(?:src|url)[=:]\s*["']([^"']+)["']/g)].map((m) => m[1])
    expect(sources).toEqual(['/api/__mock/docs/scalar.js', '/api/__mock/openapi.json'])
    const script = await call('__mock/docs/scalar.js', { method: 'GET' })
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain('createApiReference')
    // Only reads: a POST there is the API's answer for a route it does not know.
    expect((await call('__mock/openapi.json', { method: 'POST' })).status).toBe(404)
  })
})

describe('standalone HTTP mock: beyond loopback', () => {
  let open: Awaited<ReturnType<typeof startHttpMock>>
  beforeAll(async () => {
    open = await startHttpMock({ port: 0, host: '0.0.0.0', controlToken: 'test-control-token' })
  })
  afterAll(async () => {
    await open?.close()
  })

  it('the control API needs the token (403 without it, in Laravel shape); the product API does not', async () => {
    expect(open.controlToken).toBe('test-control-token')
    const refused = await rawRequest(open.url, 'GET', '/api/__mock/outbox')
    expect(refused.status).toBe(403)
    expect(JSON.parse(refused.body)).toEqual({ message: expect.stringContaining('x-mock-control-token') })
    expect((await rawRequest(open.url, 'GET', '/api/__mock/outbox', { 'x-mock-control-token': 'wrong' })).status).toBe(
      403,
    )
    expect((await rawRequest(open.url, 'GET', '/api/%5F%5Fmock/outbox')).status).not.toBe(200)
    expect(
      (await rawRequest(open.url, 'GET', '/api/__mock/outbox', { 'x-mock-control-token': 'test-control-token' }))
        .status,
    ).toBe(200)
    expect((await rawRequest(open.url, 'GET', '/api/content-pages')).status).toBe(200)
  })

  it('serves the API reference without the token: it is read-only and holds no data', async () => {
    expect((await rawRequest(open.url, 'GET', '/api/__mock/openapi.json')).status).toBe(200)
    expect((await rawRequest(open.url, 'GET', '/api/__mock/docs')).status).toBe(200)
  })

  it('a loopback server has no token', () => {
    expect(mock.controlToken).toBeNull()
  })

  it('throttles sign-in per client address: 429 with Retry-After, and the reset clears it', async () => {
    const token = { 'x-mock-control-token': 'test-control-token' }
    const signIn = (username: string) =>
      fetch(
        bypass(`${open.url}/customer/authenticate`, {
          method: 'POST',
          // A client cannot pose as another address: the server replaces this header with the socket's.
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            'x-mock-client-address': `spoofed-${Math.random()}`,
          },
          body: JSON.stringify({ username }),
        }),
      )
    // Other tests here signed in from this address too: start from a reset, as the e2e and pact runs do.
    expect((await fetch(bypass(`${open.url}/__mock/reset`, { method: 'POST', headers: token }))).status).toBe(200)
    // Codes for four customers, five each (each account's own limit): the address's limit of twenty is then reached.
    const customers = db.users.findMany((q) => q.where({ userType: 2 })).map((u) => u.email)
    expect(customers.length).toBeGreaterThan(4)
    for (const username of customers.slice(0, 4)) {
      for (let i = 0; i < 5; i++) expect((await signIn(username)).status).toBe(200)
    }
    // A fifth customer, sent nothing yet, is refused for the address's sake.
    const fresh = customers[4]!
    const refused = await signIn(fresh)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { message: string }).message).toMatch(/try again in \d+ minutes?/)
    expect((await fetch(bypass(`${open.url}/__mock/reset`, { method: 'POST', headers: token }))).status).toBe(200)
    expect((await signIn(fresh)).status).toBe(200)
  })
})

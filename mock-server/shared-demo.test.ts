import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bypass } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clockOffset } from './clock/clock'
import { db } from './store/db'
import { startHttpMock } from './http'

/**
 * The shared demo's server (npm run demo:shared): the app and the API from one origin on the network; a participant
 * (no control token) gets the app, the personas and the card page, never reset, clock, faults or staff actions.
 */
let shared: Awaited<ReturnType<typeof startHttpMock>>
const TOKEN = 'presenter-token'
beforeAll(async () => {
  const app = mkdtempSync(join(tmpdir(), 'shared-app-'))
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>Hola Deals</title>')
  mkdirSync(join(app, 'assets'))
  writeFileSync(join(app, 'assets', 'index-abcdef12.js'), 'console.log(1)')
  shared = await startHttpMock({ port: 0, host: '0.0.0.0', controlToken: TOKEN, appDir: app, participants: true })
})
afterAll(() => shared.close())

const origin = () => shared.url.replace(/\/api$/, '')
const ask = async (method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(
    bypass(`${origin()}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { 'x-mock-control-token': token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  const text = await res.text()
  return { status: res.status, type: res.headers.get('content-type') ?? '', text }
}

describe('the shared demo server', () => {
  it('serves the app at its routes and its assets from the API’s origin', async () => {
    const home = await ask('GET', '/my-orders')
    expect(home.status, home.text).toBe(200)
    expect(home.text).toContain('<title>Hola Deals</title>')
    const asset = await ask('GET', '/assets/index-abcdef12.js')
    expect(asset.type).toContain('javascript')
    expect((await ask('GET', '/../../etc/passwd')).text).not.toContain('root:')
  })

  it('lets a participant sign in as a persona, but not reset, move the clock, plan faults or act as staff', async () => {
    expect((await ask('GET', '/api/__mock/personas')).status).toBe(200)
    expect((await ask('POST', '/api/__mock/personas/sign-in', { email: 'customer@example.com' })).status).toBe(200)
    expect((await ask('GET', '/api/__mock/clock')).status).toBe(200)

    const users = db.users.all().length
    const refused = [
      await ask('POST', '/api/__mock/reset', {}),
      await ask('POST', '/api/__mock/clock', { advance_days: 3 }),
      await ask('POST', '/api/__mock/settings', { latency_ms: 2000 }),
      await ask('POST', '/api/__mock/staff/deal/1/approve', {}),
      await ask('GET', '/api/__mock/outbox'),
      await ask('POST', '/api/__mock/clock', { advance_days: 3 }, 'a-guess'),
    ]
    for (const answer of refused) {
      expect(answer.status).toBe(403)
      expect(JSON.parse(answer.text)).toEqual({ message: expect.stringContaining('x-mock-control-token') })
    }
    expect(clockOffset()).toBe(0) // nothing changed
    expect(db.users.all().length).toBe(users)

    // The presenter's link carries the token.
    expect((await ask('POST', '/api/__mock/clock', { advance_days: 3 }, TOKEN)).status).toBe(200)
    expect(clockOffset()).toBe(3 * 86_400_000)
  })
})

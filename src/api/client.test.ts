import { http, HttpResponse } from 'msw'
import { type } from 'arktype'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mock-server/node'
import { validationErrorResponse } from './schemas/common'
import { ApiError, LazySchema, TOKEN_KEY, call, configureClient } from './client'
import { probeEndpoint } from '../testing/probe-endpoint'

const probe = probeEndpoint('probe')

const echo = type({ ok: 'boolean' })
let seen: Headers | undefined
const capture = (status = 200, body: unknown = { ok: true }) =>
  server.use(
    http.post('http://localhost/api/probe', ({ request }) => {
      seen = request.headers
      return HttpResponse.json(body as never, { status })
    }),
  )

beforeEach(() => document.head.querySelector('meta[name="csrf-token"]')?.remove())

afterEach(() => {
  document.head.querySelector('meta[name="csrf-token"]')?.remove()
  configureClient({ hooks: { onUnauthorized: () => {}, onNotAcceptable: () => {} } })
})

describe('typed client conventions (spec 1 §7)', () => {
  it('sends the XHR marker, JSON accept, CSRF token and bearer token', async () => {
    const meta = document.createElement('meta')
    meta.name = 'csrf-token'
    meta.content = 'csrf-123'
    document.head.append(meta)
    localStorage.setItem(TOKEN_KEY, 'tok-abc')
    capture()
    await call(probe, echo)
    expect(seen?.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(seen?.get('accept')).toBe('application/json')
    expect(seen?.get('x-csrf-token')).toBe('csrf-123')
    expect(seen?.get('authorization')).toBe('Bearer tok-abc')
    expect(seen?.has('latitude')).toBe(false)
  })

  it('sends the location headers on listing calls, falling back to the country centre', async () => {
    capture()
    await call(probeEndpoint('probe', { location: true }), echo)
    expect(seen?.get('latitude')).toBe('20.5937')
    expect(seen?.get('longitude')).toBe('78.9629')
    configureClient({ hooks: { location: () => ({ latitude: 12.97, longitude: 77.59 }) } })
    await call(probeEndpoint('probe', { location: true }), echo)
    expect(seen?.get('latitude')).toBe('12.97')
  })

  it('turns a 422 into an ApiError with per-field errors', async () => {
    capture(422, {
      message: 'The username field is required.',
      errors: { username: ['The username field is required.'] },
    })
    const error = await call(probe, echo).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(422)
    expect((error as ApiError).field('username')).toBe('The username field is required.')
  })

  it('calls the 401 and 406 hooks', async () => {
    const onUnauthorized = vi.fn()
    const onNotAcceptable = vi.fn()
    configureClient({ hooks: { onUnauthorized, onNotAcceptable } })
    capture(401, { message: 'Unauthenticated.' })
    await expect(call(probe, echo)).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' })
    expect(onUnauthorized).toHaveBeenCalledOnce()
    capture(406, { message: 'Not Acceptable' })
    await expect(call(probe, echo)).rejects.toMatchObject({ status: 406 })
    expect(onNotAcceptable).toHaveBeenCalledOnce()
  })

  it('rejects an answer that does not match its schema', async () => {
    capture(200, { ok: 'yes' })
    await expect(call(probe, echo)).rejects.toThrow(/does not match its schema/)
  })

  it('loads a lazy response schema only when answers are checked (production ships none)', async () => {
    const load = vi.fn(async () => echo)
    capture(200, { ok: 'yes' })
    await expect(call(probe, new LazySchema(load))).rejects.toThrow(/does not match its schema/)
    expect(load).toHaveBeenCalledOnce()
    configureClient({ checkResponses: false })
    try {
      capture(200, { ok: 'yes' })
      await expect(call(probe, new LazySchema(load))).resolves.toEqual({ ok: 'yes' })
      expect(load).toHaveBeenCalledOnce()
    } finally {
      configureClient({ checkResponses: true })
    }
  })

  it('reads a failed answer as a validation error exactly when its schema accepts it', async () => {
    const bodies = [
      { message: 'Wrong.', errors: { email: ['Bad.'] } },
      { message: 'Wrong.' },
      { message: 'Wrong.', errors: { email: 'Bad.' } },
      { message: 'Wrong.', errors: ['Bad.'] },
      { message: 3 },
      'Server Error',
    ]
    for (const body of bodies) {
      capture(422, body)
      const error = (await call(probe, echo).catch((e: unknown) => e)) as ApiError
      const accepted = !(validationErrorResponse(body) instanceof type.errors)
      expect(error.message === 'Wrong.', JSON.stringify(body)).toBe(accepted)
    }
  })

  it('logs a console error when the CSRF meta tag is missing', async () => {
    vi.resetModules()
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fresh = await import('./client')
    fresh.configureClient({ baseURL: 'http://localhost/api' })
    capture()
    await fresh.call(probe, echo)
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('CSRF token not found'))
    spy.mockRestore()
  })
})

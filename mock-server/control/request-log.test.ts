import { beforeEach, describe, expect, it } from 'vitest'
import type { LoggedRequest } from '../../src/api/schemas/mock-control'
import { API, PERSONA_IDS, get, post } from '../testing/test-kit'
import { REQUEST_LOG_LIMIT, clearRequestLog, loggedRequests, recordExchange } from './request-log'

// The Node test runtime records through msw's life-cycle events, as the page's worker does; a record is written just
// after its answer is sent, so each test waits for the entry it is about.
const logged = async (status?: string) => {
  let list: LoggedRequest[] = []
  await expect
    .poll(
      async () =>
        (list = (await get<{ requests: LoggedRequest[] }>(`__mock/requests${status ? `?status=${status}` : ''}`)).body
          .requests).length,
    )
    .toBeGreaterThan(0)
  return list
}

beforeEach(() => clearRequestLog())

describe('the request log (GET __mock/requests)', () => {
  it('shows a refusal with its field errors, the caller, both bodies and the time it took', async () => {
    await post('customer/add-rating-review', { deal_id: 'no-such-deal', rating: 9 }, { as: 'customer' })
    const [entry] = await logged()
    expect(entry).toMatchObject({
      method: 'POST',
      path: 'customer/add-rating-review',
      status: 422,
      caller: { role: 'customer', user_id: PERSONA_IDS.customer },
      body: { deal_id: 'no-such-deal', rating: 9 },
      refusal: { message: expect.any(String), errors: expect.any(Object) },
    })
    expect(entry!.answer).toMatchObject({ errors: entry!.refusal!.errors })
    expect(entry!.duration_ms).toBeGreaterThanOrEqual(0)
  })

  it('keeps a hostile body only a few levels deep, so the log itself can always be answered', async () => {
    // Written as text: the test's own JSON.stringify would overflow on it too.
    const nested = `{"deal_id":${'['.repeat(5000)}"core"${']'.repeat(5000)}}`
    await post('customer/add-rating-review', nested, { as: 'customer' })
    const [entry] = await logged()
    expect(JSON.stringify(entry!.body)).toContain('[nested deeper than the log keeps]')
    expect(JSON.stringify(entry!.body).length).toBeLessThan(200)
  })

  it('hides secrets in both bodies: one-time codes and tokens never enter the log', async () => {
    await post('__mock/personas/sign-in', { email: 'priya@example.com' })
    await post('customer/verify-otp', { id: 'x', otp: '123456' })
    const [entry] = await logged()
    expect(entry!.path).toBe('customer/verify-otp')
    expect(entry!.body).toEqual({ id: 'x', otp: '[hidden]' })
    expect(JSON.stringify(entry)).not.toContain('123456')
    const at = { at: performance.now(), caller: null }
    await recordExchange(new Request(`${API}/customer/verify-otp`), Response.json({ access_token: 'secret-1' }), at)
    expect(loggedRequests()[0]!.answer).toEqual({ access_token: '[hidden]' })
  })

  it('is newest first, filters by status class or code, and leaves control calls out', async () => {
    await get('content-pages')
    await post('customer/my-wishlist', {})
    await expect.poll(() => loggedRequests().length).toBe(2)
    expect(loggedRequests().map((e) => `${e.status} ${e.path}`)).toEqual([
      '401 customer/my-wishlist',
      '200 content-pages',
    ])
    expect((await logged('4xx')).map((e) => e.path)).toEqual(['customer/my-wishlist'])
    expect((await logged('200')).map((e) => e.path)).toEqual(['content-pages'])
    expect(loggedRequests().some((e) => e.path.startsWith('__mock'))).toBe(false)
  })

  it(`keeps the last ${REQUEST_LOG_LIMIT} calls`, async () => {
    const at = { at: performance.now(), caller: null }
    for (let i = 0; i < REQUEST_LOG_LIMIT + 5; i++)
      await recordExchange(new Request(`${API}/content-page/page-${i}`), Response.json({}, { status: 404 }), at)
    expect(loggedRequests()).toHaveLength(REQUEST_LOG_LIMIT)
    expect(loggedRequests()[0]!.path).toBe(`content-page/page-${REQUEST_LOG_LIMIT + 4}`)
    expect(loggedRequests().at(-1)!.path).toBe('content-page/page-5')
  })

  it('is emptied by the reset', async () => {
    await get('content-pages')
    await logged()
    await post('__mock/reset')
    expect(loggedRequests()).toEqual([])
  })
})

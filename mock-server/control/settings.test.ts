import { afterEach, describe, expect, it } from 'vitest'
import { get, post } from '../testing/test-kit'
import { FAULT_STATUSES, settings, takeFault } from './settings'

const plan = (body: Record<string, unknown>) => post('__mock/settings', body)
const categoryDeals = () => post('category-deal', { id: 'cafes' })
const citySearch = () => post('city-search', { search: 'Ben' })

afterEach(async () => {
  await post('__mock/reset')
  Object.assign(settings, { latency_ms: 0, fail_path: '' })
})

describe('control API: planned faults (POST /api/__mock/settings)', () => {
  it('without fail_status, the next fail_next matching calls answer 503 as before; others answer normally', async () => {
    expect(await plan({ fail_next: 2, fail_path: 'category-deal' })).toMatchObject({
      status: 200,
      body: { fail_next: 2, fail_path: 'category-deal', fail_status: 503 },
    })
    expect((await citySearch()).status).toBe(200)
    const unavailable = { status: 503, body: { message: 'The service is unavailable right now. Please try again.' } }
    expect(await categoryDeals()).toEqual(unavailable)
    expect(await categoryDeals()).toEqual(unavailable)
    expect((await categoryDeals()).status).toBe(200)
  })

  it("fail_status 401 answers Laravel's { message: 'Unauthenticated.' } on the matching calls only", async () => {
    expect((await plan({ fail_next: 1, fail_path: 'category-deal', fail_status: 401 })).status).toBe(200)
    expect((await get('__mock/settings')).body).toMatchObject({
      fail_next: 1,
      fail_path: 'category-deal',
      fail_status: 401,
    })
    expect((await citySearch()).status).toBe(200)
    expect(await categoryDeals()).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
    expect((await categoryDeals()).status).toBe(200)
  })

  it('answers each allowed status with a Laravel-style message', async () => {
    expect([...FAULT_STATUSES]).toEqual([401, 403, 404, 406, 409, 422, 429, 500, 503])
    for (const status of FAULT_STATUSES) {
      expect((await plan({ fail_next: 1, fail_path: 'city-search', fail_status: status })).status).toBe(200)
      const res = await citySearch()
      expect(res.status).toBe(status)
      expect(res.body.message).toEqual(expect.any(String))
      expect(res.body.message).not.toBe('')
    }
    expect((await citySearch()).status).toBe(200)
  })

  it.each([418, 200, 302, 502, '401', 401.5, null])(
    'refuses fail_status %j with a 422 on fail_status and plans nothing',
    async (bad) => {
      const res = await plan({ fail_next: 1, fail_path: 'city-search', fail_status: bad })
      expect(res.status).toBe(422)
      expect(res.body.errors).toHaveProperty('fail_status')
      expect(settings).toMatchObject({ fail_next: 0, fail_status: 503 })
      expect((await citySearch()).status).toBe(200)
    },
  )

  it('a new plan without fail_status answers 503 again; naming only fail_status changes the faults still planned', async () => {
    await plan({ fail_next: 1, fail_path: 'city-search', fail_status: 429 })
    await plan({ fail_next: 1, fail_path: 'city-search' })
    expect((await citySearch()).status).toBe(503)

    await plan({ fail_next: 2, fail_path: 'city-search' })
    await plan({ fail_status: 404 })
    expect(settings).toMatchObject({ fail_next: 2, fail_status: 404 })
    expect(await citySearch()).toEqual({ status: 404, body: { message: 'Not Found' } })
  })

  it('drops fields it does not know instead of storing them', async () => {
    expect((await plan({ fail_status: 500, bogus: 'x' })).status).toBe(200)
    expect(settings).not.toHaveProperty('bogus')
  })

  it('reset clears the plan and its status', async () => {
    await plan({ fail_next: 3, fail_path: 'city-search', fail_status: 401 })
    expect((await post('__mock/reset')).status).toBe(200)
    expect(settings).toMatchObject({ fail_next: 0, fail_status: 503 })
    expect((await citySearch()).status).toBe(200)
  })

  it('takeFault hands out each planned fault once, only for paths containing fail_path', () => {
    Object.assign(settings, { fail_next: 1, fail_path: 'category', fail_status: 401 })
    expect(takeFault('city-search')).toBeNull()
    expect(takeFault('category-deal')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } })
    expect(takeFault('category-deal')).toBeNull()
  })
})

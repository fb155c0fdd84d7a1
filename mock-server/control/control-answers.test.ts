import { afterEach, describe, expect, it } from 'vitest'
import { createFixtureDeal } from '../areas/catalogue/fixture-deal'
import { db } from '../store/db'
import { get, post, userOf } from '../testing/test-kit'
import { serverFacts } from './server-facts'
import { settings } from './settings'

/** The control API as a script or a tester drives it: what each rough call now answers (docs/demo.md). */
afterEach(async () => {
  Object.assign(serverFacts, { dataFile: null, seed: {} })
  await post('__mock/reset')
  Object.assign(settings, { latency_ms: 0, fail_next: 0, fail_path: '' })
})

type Errors = { message?: string; errors?: Record<string, string[]> }

describe('approving an advertisement request from a script', () => {
  it('takes numbers as well as numeric text for the price, discount and days', async () => {
    const deal = await createFixtureDeal({ id: 97_301, vendor_id: userOf('vendor').id })
    const made = await post<{ ad: { uuid: string } }>(
      'vendor/ads-create',
      { advertisement_category_id: [1], deal_id: deal.uuid, days: 3, title: 'Chai Week', description: 'First.' },
      { as: 'vendor' },
    )
    const approved = await post<Errors>(`__mock/staff/ad_request/${made.body.ad.uuid}/approve`, {
      values: { price: 499, discount: 10, days: '7' },
    })
    expect([approved.status, approved.body.errors]).toEqual([200, undefined])
    expect(db.advertisements.findFirst((q) => q.where({ uuid: made.body.ad.uuid }))).toMatchObject({
      status: 2,
      price_paise: 49_900,
      discount: 10,
      days: 7,
    })
  })
})

describe('a reset', () => {
  it('reseeds the catalogue size the server was started with (--deals)', async () => {
    serverFacts.seed = { deals: 40 }
    await post('__mock/reset')
    const small = db.deals.all().length
    serverFacts.seed = {}
    await post('__mock/reset')
    expect(db.deals.all().length).toBeGreaterThan(small)
    serverFacts.seed = { deals: 40 }
    await post('__mock/reset')
    expect(db.deals.all().length).toBe(small)
    expect((await get('__mock/server')).body).toEqual({ data_file: null, seed_deals: 40 })
    // Three reseeds: about 3 s each on the loaded two-core machine.
  }, 30_000)
})

describe('planned faults', () => {
  it('are marked in the request log, not taken for the backend’s own refusals', async () => {
    await post('__mock/settings', { fail_next: 1, fail_path: 'city-search', fail_status: 422 })
    expect((await post('city-search', { search: 'Ben' })).status).toBe(422)
    expect((await post('city-search', {})).status).toBe(422)
    const [real, planned] = (
      await get<{ requests: Array<{ planned_fault: boolean; refusal: { message: string } }> }>('__mock/requests')
    ).body.requests
    expect(planned).toMatchObject({ planned_fault: true })
    expect(planned!.refusal.message).toBe(
      'Planned fault (POST /api/__mock/settings), not a rule: The given data was invalid.',
    )
    expect(real).toMatchObject({ planned_fault: false, refusal: { message: 'The search field is required.' } })
  })

  it('a new plan without fail_path fails any call: the last plan’s path does not carry over', async () => {
    await post('__mock/settings', { fail_next: 1, fail_path: 'category-deal' })
    expect((await post('category-deal', { id: 'cafes' })).status).toBe(503)
    const next = await post('__mock/settings', { fail_next: 1 })
    expect(next.body).toMatchObject({ fail_next: 1, fail_path: '', fail_status: 503 })
    expect((await post('city-search', { search: 'Ben' })).status).toBe(503)
  })
})

describe('the demo clock', () => {
  it('tells a body that names no move what it takes, and a move too far how far it goes', async () => {
    for (const body of [{}, { days: 3 }]) {
      const wrong = await post<Errors>('__mock/clock', body)
      expect(wrong.status).toBe(422)
      expect(wrong.body.errors?.advance_days).toEqual([
        'Say how far to move the clock: { "advance_days": 1 to 3650 } (whole days), or { "reset": true } for real time.',
      ])
    }
    expect((await post<Errors>('__mock/clock', { advance_days: 4000 })).body.errors?.advance_days).toEqual([
      'The demo clock moves at most 3650 days at a time.',
    ])
    expect((await post<Errors>('__mock/clock', { advance_days: -1 })).body.errors?.advance_days).toEqual([
      'The demo clock only moves forward: from 1 to 3650 days.',
    ])
  })
})

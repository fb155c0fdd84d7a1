import { beforeEach, describe, expect, it } from 'vitest'
import { countRequestsTo } from '../../mock-server/testing/test-kit'
import { forgetDeal, loadDeal, prefetchDeal } from './deal-detail'

// The seed's first featured deal (bench/lighthouse.ts opens the same).
const DEAL = 'dea10000-0000-4000-8000-000000000359'

/** How many deal-detail requests reach the mock. */
const requests = countRequestsTo('deal-detail')
beforeEach(() => forgetDeal())

describe('deal-detail started with the route', () => {
  it('the deal screen takes over the early request, even when it has already been answered, once', async () => {
    prefetchDeal(DEAL)
    const early = await loadDeal(DEAL)
    expect(early.deal.uuid).toBe(DEAL)
    expect(requests.asked).toBe(1)
    // A reload after a change (e.g. Add to My Deals) asks again.
    await loadDeal(DEAL)
    expect(requests.asked).toBe(2)
  })

  it('is not requests.asked twice when the screen asks first (its chunk was already there)', async () => {
    const screen = loadDeal(DEAL)
    prefetchDeal(DEAL)
    await screen
    expect(requests.asked).toBe(1)
  })

  it('another deal, or no id, is not taken over', async () => {
    prefetchDeal(' ')
    expect(requests.asked).toBe(0)
    prefetchDeal(DEAL)
    const other = await loadDeal('dea10000-0000-4000-8000-000000000001')
    expect(other.deal.uuid).toBe('dea10000-0000-4000-8000-000000000001')
    expect(requests.asked).toBe(2)
  })
})

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFixtureDeal } from '../areas/catalogue/fixture-deal'
import type { DealRecord } from '../areas/catalogue/records'
import { post } from '../testing/test-kit'
import { announce, subscribe, type DomainEvent } from './events'

let heard: DomainEvent[] = []
let unsubscribe: () => void = () => {}
let deal: DealRecord

beforeEach(async () => {
  heard = []
  // One subscriber listening to the order's events, as a notifications or rewards module would.
  unsubscribe = subscribe({
    'order.placed': (e) => void heard.push(e),
    'order.paid': (e) => void heard.push(e),
    'order.cancelled': (e) => void heard.push(e),
    'order.redeemed': (e) => void heard.push(e),
  })
  deal = await createFixtureDeal({ id: 90_301, deal_available: 5 })
})
afterEach(() => unsubscribe())

describe('domain events', () => {
  it('runs each subscriber once, in the order they subscribed, with the time and payload; unsubscribing stops it', async () => {
    const order: string[] = []
    const first = subscribe({ 'deal.approved': (e) => void order.push(`first ${e.deal_id} ${e.at}`) })
    const second = subscribe({ 'deal.approved': async () => void order.push('second') })
    await announce('deal.approved', { deal_id: 7 }, 1_000)
    first()
    await announce('deal.approved', { deal_id: 8 }, 2_000)
    second()
    expect(order).toEqual(['first 7 1000', 'second', 'second'])
  })

  it('an order placed in cash, cancelled by the customer: placed (awaits the outlet), then cancelled unrefunded', async () => {
    const placed = await post<{ order: { id: number } }>(
      'customer/place-order',
      { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 149, discount: 15 },
      { as: 'customer' },
    )
    const id = placed.body.order.id
    await post(
      'customer/cancel-deal-order',
      { order_id: id, reason_id: 1, description: 'Plans changed' },
      {
        as: 'customer',
      },
    )
    expect(heard.map(({ at: _at, ...e }) => e)).toEqual([
      { name: 'order.placed', order_id: id, awaits: 'outlet' },
      { name: 'order.cancelled', order_id: id, by: 'customer', refunded: false },
    ])
  })

  it('a refused request announces nothing', async () => {
    await post(
      'customer/place-order',
      { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 1, discount: 15 },
      { as: 'customer' },
    )
    expect(heard).toEqual([])
  })
})

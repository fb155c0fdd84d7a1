import { describe, expect, it } from 'vitest'
import { db } from '../../store/db'
import type { PersonaKey } from '../../store/personas'
import { post, userOf } from '../../testing/test-kit'
import { effectiveStatus, today } from '../catalogue/rules'

const detail = (id: string, as?: PersonaKey) => post<{ deal: { deal_status: number } }>('deal-detail', { id }, { as })

describe('deal-detail of a deal a customer keeps', () => {
  it('opens a pending deal from My Deals for its customer, and stays a 404 for everyone else', async () => {
    const priya = userOf('customer')
    const pending = db.cartItems
      .findMany((q) => q.where({ customer_id: priya.id }))
      .map((c) => db.deals.findFirst((q) => q.where({ id: c.deal_id }))!)
      .find((d) => effectiveStatus(d, today()) === 2)
    expect(pending, "the seed keeps a pending deal in Priya's My Deals").toBeDefined()

    expect((await detail(pending!.uuid)).status).toBe(404)
    expect((await detail(pending!.uuid, 'unverified-customer')).status).toBe(404)

    const res = await detail(pending!.uuid, 'customer')
    expect(res.status).toBe(200)
    expect(res.body.deal.deal_status).toBe(2)
  })
})

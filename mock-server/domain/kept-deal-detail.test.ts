import { describe, expect, it } from 'vitest'
import { db } from '../db'
import { issueToken } from './auth'
import { effectiveStatus, today } from './catalogue'

const detail = (id: string, token?: string) =>
  fetch('http://localhost/api/deal-detail', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ id }),
  })

describe('deal-detail of a deal a customer keeps', () => {
  it('opens a pending deal from My Deals for its customer, and stays a 404 for everyone else', async () => {
    const priya = db.users.findFirst((q) => q.where({ email: 'customer@example.com' }), { strict: true })
    const pending = db.cartItems
      .findMany((q) => q.where({ customer_id: priya.id }))
      .map((c) => db.deals.findFirst((q) => q.where({ id: c.deal_id }))!)
      .find((d) => effectiveStatus(d, today()) === 2)
    expect(pending, 'the seed keeps a pending deal in Priya\'s My Deals').toBeDefined()

    expect((await detail(pending!.uuid)).status).toBe(404)
    const rahul = db.users.findFirst((q) => q.where({ email: 'unverified.customer@example.com' }), { strict: true })
    expect((await detail(pending!.uuid, await issueToken(rahul))).status).toBe(404)

    const res = await detail(pending!.uuid, await issueToken(priya))
    expect(res.status).toBe(200)
    expect(((await res.json()) as { deal: { deal_status: number } }).deal.deal_status).toBe(2)
  })
})

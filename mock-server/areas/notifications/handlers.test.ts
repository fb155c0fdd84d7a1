import { describe, expect, it } from 'vitest'
import { db } from '../../store/db'
import { SEEDED_CODES } from '../orders/seed'
import { PERSONA_IDS, post } from '../../testing/test-kit'

type Row = { uuid: string; message: string; reference_url: string; is_seen: 0 | 1; created_at: string }
type List = {
  data: { data: Row[]; current_page: number; last_page: number; total: number; per_page: number }
  unseen_notification_count: number
}
const list = (as: 'customer' | 'vendor', body: object = { page: 1, rowsPerPage: 10 }) =>
  post<List>(`${as}/list-notification`, body, { as })
const seen = (as: 'customer' | 'vendor', id: string) =>
  post<{ unseen_notification_count: number; message: string }>(`${as}/seen-notification`, { id }, { as })

describe('list-notification', () => {
  it("pages the caller's own notifications newest first, 10 at a time, with the unseen count", async () => {
    const first = await list('customer')
    expect(first.status).toBe(200)
    const page = first.body.data
    expect(page.data).toHaveLength(10)
    expect(page.total).toBe(db.notifications.findMany((q) => q.where({ user_id: PERSONA_IDS.customer })).length)
    const times = page.data.map((r) => r.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    // The seed's history: a few days' worth unseen, the rest seen.
    expect(first.body.unseen_notification_count).toBeGreaterThan(0)
    expect(page.data.some((r) => r.is_seen === 1)).toBe(true)
    const second = await list('customer', { page: 2, rowsPerPage: 10 })
    expect(second.body.data.data[0]!.created_at <= times.at(-1)!).toBe(true)
    const oldest = await list('customer', { page: 1, rowsPerPage: 10, order: 'asc' })
    expect(oldest.body.data.data[0]!.created_at <= times.at(-1)!).toBe(true)
  })

  it('answers 422 per field for a bad page, and 401 without a token', async () => {
    const bad = await post('customer/list-notification', { page: 0 }, { as: 'customer' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toHaveProperty('page')
    expect((await post('vendor/list-notification', { page: 1 })).status).toBe(401)
    // A customer's token on the vendor's path is refused.
    expect((await post('vendor/list-notification', { page: 1 }, { as: 'customer' })).status).toBe(403)
  })
})

describe('seen-notification', () => {
  it('marks one seen and the unseen count drops by one; seeing it again changes nothing', async () => {
    const before = await list('customer')
    const unseen = before.body.data.data.find((r) => r.is_seen === 0)!
    const answer = await seen('customer', unseen.uuid)
    expect(answer.status).toBe(200)
    expect(answer.body.unseen_notification_count).toBe(before.body.unseen_notification_count - 1)
    const after = await list('customer')
    expect(after.body.unseen_notification_count).toBe(before.body.unseen_notification_count - 1)
    expect(after.body.data.data.find((r) => r.uuid === unseen.uuid)!.is_seen).toBe(1)
    expect((await seen('customer', unseen.uuid)).body.unseen_notification_count).toBe(
      after.body.unseen_notification_count,
    )
  })

  it("another person's notification is a 404 and stays unseen", async () => {
    const vendors = await list('vendor')
    const theirs = vendors.body.data.data.find((r) => r.is_seen === 0)!
    const refused = await seen('customer', theirs.uuid)
    expect(refused.status).toBe(404)
    expect(db.notifications.findFirst((q) => q.where({ uuid: theirs.uuid }))!.is_seen).toBe(0)
    expect((await list('vendor')).body.unseen_notification_count).toBe(vendors.body.unseen_notification_count)
    expect((await post('customer/seen-notification', { id: '' }, { as: 'customer' })).status).toBe(422)
  })

  it('a redemption reaches both bells at once', async () => {
    const priya = (await list('customer')).body.unseen_notification_count
    const chai = (await list('vendor')).body.unseen_notification_count
    await post('vendor/order-redeem', { reference_code: SEEDED_CODES.cashToRedeem }, { as: 'vendor' })
    const mine = await list('customer')
    expect(mine.body.unseen_notification_count).toBe(priya + 1)
    expect(mine.body.data.data[0]!.message).toContain(SEEDED_CODES.cashToRedeem)
    expect(mine.body.data.data[0]!.reference_url).toMatch(/^\/my-order-details\//)
    expect((await list('vendor')).body.unseen_notification_count).toBe(chai + 1)
  })
})

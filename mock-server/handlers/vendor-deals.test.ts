import { describe, expect, it } from 'vitest'
import { createFixtureDeal } from '../control/fixture-deal'
import { db } from '../db'
import { SENT_BACK_DEAL_UUID } from '../db/seed-vendor-deals'
import { CART, keep } from '../domain/cart'
import { PERSONA_IDS, callApi, get, post } from '../test-kit'

const CHAI_POINT = PERSONA_IDS.vendor
type Listed = { uuid: string; name: string; deal_status: number; is_approved: number; deal_comments: null | { comment: { comments: Record<string, string> } } }
const listOf = async (as: 'vendor' | 'pending-vendor' = 'vendor') => (await get<{ deals: Listed[]; deal_status: Array<{ id: number; name: string }> }>('vendor/list-deal', { as })).body

describe('GET vendor/list-deal', () => {
  it("lists the vendor's own deals in every status, the sent-back one with its comments, and the status names", async () => {
    const { deals, deal_status } = await listOf()
    const own = db.deals.all().filter((d) => d.vendor_id === CHAI_POINT)
    expect(deals).toHaveLength(own.length)
    expect(new Set(deals.map((d) => d.deal_status))).toEqual(new Set([1, 2, 3, 4]))
    expect(deal_status).toEqual([{ id: 1, name: 'Active' }, { id: 2, name: 'Pending' }, { id: 3, name: 'Expired' }, { id: 4, name: 'Inactive' }])
    const sentBack = deals.find((d) => d.uuid === SENT_BACK_DEAL_UUID)!
    expect(sentBack).toMatchObject({ deal_status: 2, is_approved: 0 })
    expect(Object.keys(sentBack.deal_comments!.comment.comments)).toEqual(['small_image', 'terms_conditions'])
    expect(deals.filter((d) => d.deal_comments !== null)).toHaveLength(1)
  })

  it('lists a vendor awaiting KYC their deals too (the screen explains why nobody sees them)', async () => {
    const { deals } = await listOf('pending-vendor')
    expect(deals.length).toBeGreaterThan(0)
    expect(deals.every((d) => d.deal_status === 2)).toBe(true)
  })

  it('is for vendors only', async () => {
    expect((await get('vendor/list-deal')).status).toBe(401)
    expect((await get('vendor/list-deal', { as: 'customer' })).status).toBe(403)
  })
})

describe('DELETE vendor/remove-deal/{uuid}', () => {
  it('removes an own deal with its comments and the wishlist entries that pointed at it', async () => {
    const deal = await createFixtureDeal({ id: 90_101, deal_status: 4 })
    await keep(PERSONA_IDS.customer, deal.id, CART.wishlist)
    const answer = await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`, { as: 'vendor' })
    expect(answer).toEqual({ status: 200, body: { success: true, message: 'Your deal is removed.' } })
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))).toBeUndefined()
    expect(db.cartItems.findFirst((q) => q.where({ deal_id: deal.id }))).toBeUndefined()
    expect((await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`, { as: 'vendor' })).status).toBe(404)

    const sentBack = db.deals.findFirst((q) => q.where({ uuid: SENT_BACK_DEAL_UUID }))!
    expect((await callApi('DELETE', `vendor/remove-deal/${SENT_BACK_DEAL_UUID}`, { as: 'vendor' })).status).toBe(200)
    expect(db.dealComments.findFirst((q) => q.where({ deal_id: sentBack.id }))).toBeUndefined()
  })

  it("refuses an active deal a student keeps in My Deals with a 409 and msg, and keeps it; an expired one goes", async () => {
    const active = await createFixtureDeal({ id: 90_102 })
    await keep(PERSONA_IDS.customer, active.id, CART.myDeals)
    const refused = await callApi('DELETE', `vendor/remove-deal/${active.uuid}`, { as: 'vendor' })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe('Students hold this deal in their deals, so it cannot be removed. Switch Is Active off instead.')
    expect(db.deals.findFirst((q) => q.where({ id: active.id }))).toBeDefined()
    expect(db.cartItems.findFirst((q) => q.where({ deal_id: active.id }))).toBeDefined()

    const expired = await createFixtureDeal({ id: 90_103, deal_status: 3 })
    await keep(PERSONA_IDS.customer, expired.id, CART.myDeals)
    expect((await callApi('DELETE', `vendor/remove-deal/${expired.uuid}`, { as: 'vendor' })).status).toBe(200)
  })

  it("refuses another vendor's deal with a 403 and a customer with a 403, changing nothing", async () => {
    const deal = await createFixtureDeal({ id: 90_104 })
    const other = await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`, { as: 'pending-vendor' })
    expect(other).toEqual({ status: 403, body: { message: 'You can only change your own deals.' } })
    expect((await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`, { as: 'customer' })).status).toBe(403)
    expect((await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`)).status).toBe(401)
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))).toBeDefined()
  })
})

describe("staff queue kind 'deal'", () => {
  type Item = { kind: string; id: string; title: string; comment_fields?: Array<{ key: string; label: string }> }
  const dealItems = async () => (await get<{ items: Item[] }>('__mock/staff/queue')).body.items.filter((i) => i.kind === 'deal')

  it('lists pending deals with the comment fields, but not one sent back to its vendor', async () => {
    const items = await dealItems()
    const pending = db.deals.all().filter((d) => d.deal_status === 2 && d.is_approved === 0)
    expect(items).toHaveLength(pending.length - 1)
    expect(items.map((i) => i.id)).not.toContain(SENT_BACK_DEAL_UUID)
    expect(items[0]!.comment_fields!.map((f) => f.key)).toEqual(['banner_image', 'small_image', 'name', 'deal_price', 'discount', 'category', 'deal_available', 'product', 'address', 'end_date', 'days', 'description', 'terms_conditions'])
  })

  it('approving publishes the deal: it is listed in its category', async () => {
    const deal = await createFixtureDeal({ id: 90_105, deal_status: 2, category_ids: [1] })
    expect((await post(`__mock/staff/deal/${deal.uuid}/approve`)).status).toBe(200)
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))).toMatchObject({ is_approved: 1, deal_status: 1 })
    expect((await dealItems()).map((i) => i.id)).not.toContain(deal.uuid)
    expect((await post(`__mock/staff/deal/${deal.uuid}/approve`)).status).toBe(404)
    const detail = await post('deal-detail', { id: deal.uuid, hash: '', wishlist_customer_id: null })
    expect(detail.status).toBe(200)
  })

  it("sending back stores the comments per field; the vendor's list shows them; unknown or empty comments are a 422", async () => {
    const deal = await createFixtureDeal({ id: 90_106, deal_status: 2 })
    expect((await post(`__mock/staff/deal/${deal.uuid}/reject`, { comments: { nonsense: 'x' } })).status).toBe(422)
    expect((await post(`__mock/staff/deal/${deal.uuid}/reject`, { comments: { name: '  ' } })).status).toBe(422)
    expect(db.dealComments.findFirst((q) => q.where({ deal_id: deal.id }))).toBeUndefined()

    expect((await post(`__mock/staff/deal/${deal.uuid}/reject`, { comments: { name: 'Name the outlet in the title.', discount: '' } })).status).toBe(200)
    const listed = (await listOf()).deals.find((d) => d.uuid === deal.uuid)!
    expect(listed).toMatchObject({ deal_status: 2, is_approved: 0, deal_comments: { comment: { comments: { name: 'Name the outlet in the title.' } } } })
    expect((await dealItems()).map((i) => i.id)).not.toContain(deal.uuid)
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { createFixtureDeal } from '../control/fixture-deal'
import { db } from '../db'
import type { DealRecord } from '../db/catalogue-records'
import { issueToken } from '../domain/auth'
import { isWishlisted } from '../domain/wishlist-flag'
import { reviewFlags } from '../domain/review-writing'

// tests/setup/unit.ts reseeds the database before each test and serves the mock's handlers at http://localhost/api.
const API = 'http://localhost/api'

async function send(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${API}/${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { errors?: Record<string, string[]> } }
}
const post = (path: string, token: string | null, body?: unknown) => send('POST', path, token, body)

const user = (id: number) => db.users.findFirst((q) => q.where({ id }), { strict: true })
let priya: string // customer@example.com, verified
let rahul: string // unverified.customer@example.com, phone not verified
let vendor: string
let deal: DealRecord

beforeEach(async () => {
  // Start the customers with empty lists, whatever the seed's story, so each test states its own.
  db.cartItems.clear()
  db.dealReports.clear()
  priya = await issueToken(user(1))
  rahul = await issueToken(user(2))
  vendor = await issueToken(user(101))
  deal = await createFixtureDeal({ id: 90_001 })
})

describe('wishlist', () => {
  it('adds a deal once; the second add is a 409 with msg', async () => {
    const first = await post('customer/add-to-wishlist', priya, { id: deal.uuid })
    expect(first).toEqual({ status: 200, body: { success: true, message: 'Item has been added to your wishlist', is_wishlist: 1 } })
    expect(isWishlisted(1, deal.id)).toBe(1)

    const again = await post('customer/add-to-wishlist', priya, { id: deal.uuid })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('This deal is already in your wishlist.')
    expect(db.cartItems.findMany((q) => q.where({ customer_id: 1, deal_id: deal.id }))).toHaveLength(1)
  })

  it('removes it again, and a second removal is a 404', async () => {
    await post('customer/add-to-wishlist', priya, { id: deal.uuid })
    const removed = await post('customer/remove-from-wishlist', priya, { id: deal.uuid })
    expect(removed).toEqual({ status: 200, body: { success: true, message: 'This deal is removed from your wishlist', is_wishlist: 0 } })
    expect(isWishlisted(1, deal.id)).toBe(0)
    expect((await post('customer/remove-from-wishlist', priya, { id: deal.uuid })).status).toBe(404)
  })

  it('keeps each customer to their own list', async () => {
    await post('customer/add-to-wishlist', priya, { id: deal.uuid })
    // Rahul removing "the same deal" touches only his (empty) list.
    expect((await post('customer/remove-from-wishlist', rahul, { id: deal.uuid })).status).toBe(404)
    expect(isWishlisted(1, deal.id)).toBe(1)
    expect(isWishlisted(2, deal.id)).toBe(0)
  })

  it('answers 401 to a guest, 403 to a vendor, 404 for an unknown or unpublished deal, 422 without an id', async () => {
    expect((await post('customer/add-to-wishlist', null, { id: deal.uuid })).status).toBe(401)
    expect((await post('customer/add-to-wishlist', vendor, { id: deal.uuid })).status).toBe(403)
    expect((await post('customer/add-to-wishlist', priya, { id: 'no-such-deal' })).status).toBe(404)
    const hidden = await createFixtureDeal({ id: 90_002, deal_status: 4 })
    expect((await post('customer/add-to-wishlist', priya, { id: hidden.uuid })).status).toBe(404)
    const missing = await post('customer/add-to-wishlist', priya, {})
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ id: ['The id field is required.'] })
    expect(db.cartItems.count()).toBe(0)
  })
})

describe('My Deals', () => {
  it('adds an active deal with availability once', async () => {
    const first = await post('customer/add-to-paynow', priya, { id: deal.uuid })
    expect(first).toEqual({ status: 200, body: { success: true, message: 'Item has been added to your deal' } })
    const again = await post('customer/add-to-paynow', priya, { id: deal.uuid })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('This deal is already in your deals.')
  })

  it('refuses a deal that is not active or is out of stock, with a 409 msg', async () => {
    const expired = await createFixtureDeal({ id: 90_003, deal_status: 3 })
    const soldOut = await createFixtureDeal({ id: 90_004, deal_available: 0 })
    expect((await post('customer/add-to-paynow', priya, { id: expired.uuid })).body.msg).toBe('This deal is not active.')
    expect((await post('customer/add-to-paynow', priya, { id: soldOut.uuid })).body.msg).toBe('Deal is out of stock')
    expect(db.cartItems.count()).toBe(0)
  })

  it('removes a kept deal', async () => {
    await post('customer/add-to-paynow', priya, { id: deal.uuid })
    expect(await post('customer/remove-from-paynow', priya, { id: deal.uuid })).toEqual({
      status: 200,
      body: { success: true, message: 'This deal is removed from your deal list' },
    })
    expect((await post('customer/remove-from-paynow', priya, { id: deal.uuid })).status).toBe(404)
  })

  it('still removes a deal that went inactive after it was kept', async () => {
    await post('customer/add-to-paynow', priya, { id: deal.uuid })
    await db.deals.update((q) => q.where({ id: deal.id }), { data: (d) => void (d.deal_status = 4) })
    expect((await post('customer/remove-from-paynow', priya, { id: deal.uuid })).status).toBe(200)
  })
})

describe('customer/my-wishlist', () => {
  it('lists the chosen list, newest first, with the deal', async () => {
    const older = await createFixtureDeal({ id: 90_005, name: 'Filter Coffee' })
    await post('customer/add-to-wishlist', priya, { id: older.uuid })
    await new Promise((r) => setTimeout(r, 5))
    await post('customer/add-to-wishlist', priya, { id: deal.uuid })
    await post('customer/add-to-paynow', priya, { id: deal.uuid })

    const wishlist = await post('customer/my-wishlist', priya, { cart_type: 0 })
    expect(wishlist.status).toBe(200)
    const entries = wishlist.body.my_deals as Array<{ cart_type: number; deal: Record<string, unknown> }>
    expect(entries.map((e) => e.deal.uuid)).toEqual([deal.uuid, older.uuid])
    expect(entries[0]!.cart_type).toBe(0)
    expect(entries[0]!.deal).toMatchObject({ name: deal.name, deal_status: 1, small_image: { path: deal.small_image }, vendor: { id: 101, organization: 'Chai Point Koramangala' } })

    const mine = await post('customer/my-wishlist', priya, { cart_type: 1 })
    expect((mine.body.my_deals as unknown[]).length).toBe(1)
  })

  it('is refused to a customer whose phone is not verified, with the screen\'s warning', async () => {
    const deals = await post('customer/my-wishlist', rahul, { cart_type: 1 })
    expect(deals).toEqual({ status: 403, body: { message: 'Not Allowed: Email or Phone is not verified, please verify first.' } })
    const wishlist = await post('customer/my-wishlist', rahul, { cart_type: 0 })
    expect(wishlist.body.message).toBe('Not Allowed, Email or Phone is not verified, please verify first.')
  })

  it('rejects an unknown cart_type with a 422', async () => {
    const res = await post('customer/my-wishlist', priya, { cart_type: 2 })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors ?? {})).toEqual(['cart_type'])
  })
})

describe('customer/customer-dashboard', () => {
  it('splits My Deals by status and measures distance from the location headers', async () => {
    const pending = await createFixtureDeal({ id: 90_006, deal_status: 2 })
    const expired = await createFixtureDeal({ id: 90_007, deal_status: 3 })
    await post('customer/add-to-paynow', priya, { id: deal.uuid })
    // Pending and expired deals cannot be added any more; they got there while they were active.
    for (const d of [pending, expired]) await db.cartItems.create({ id: 100 + d.id, customer_id: 1, deal_id: d.id, cart_type: 1, created_at: '2026-01-02T00:00:00.000Z' })
    await post('customer/add-to-wishlist', priya, { id: deal.uuid }) // the wishlist is not "my deals"

    const res = await send('GET', 'customer/customer-dashboard', priya, undefined, { latitude: '12.9716', longitude: '77.5946' })
    expect(res.status).toBe(200)
    const uuids = (k: string) => (res.body[k] as Array<{ uuid: string }>).map((d) => d.uuid)
    expect(uuids('all_deals').sort()).toEqual([deal.uuid, pending.uuid, expired.uuid].sort())
    expect(uuids('active_deals')).toEqual([deal.uuid])
    expect(uuids('pending_deals')).toEqual([pending.uuid])
    expect(uuids('expire_deals')).toEqual([expired.uuid])
    // Koramangala is about 4.6 km from the city centre.
    const distance = (res.body.active_deals as Array<{ distance: number }>)[0]!.distance
    expect(distance).toBeGreaterThan(4)
    expect(distance).toBeLessThan(5.5)
  })

  it('is open to an unverified customer (the screen they are sent to) and closed to a vendor', async () => {
    expect((await send('GET', 'customer/customer-dashboard', rahul)).status).toBe(200)
    expect((await send('GET', 'customer/customer-dashboard', vendor)).status).toBe(403)
  })
})

describe('check-deal and reports', () => {
  const report = (over: Record<string, unknown> = {}) => ({ title: 'Wrong price', description: 'The outlet charged more.', deal_id: deal.id, vendor_id: 101, ...over })

  it('counts the deal once it is in My Deals', async () => {
    expect((await post(`customer/check-deal/${deal.uuid}`, priya)).body).toEqual({ deal_counts: 0, is_reported: 0 })
    await post('customer/add-to-paynow', priya, { id: deal.uuid })
    expect((await post(`customer/check-deal/${deal.uuid}`, priya)).body).toEqual({ deal_counts: 1, is_reported: 0 })
    expect((await post('customer/check-deal/no-such-deal', priya)).status).toBe(404)
  })

  it('refuses a report without a deal count, takes one with it, and refuses a second', async () => {
    const early = await post('customer/save-deal-reporting', priya, report())
    expect(early.status).toBe(403)
    await post('customer/add-to-paynow', priya, { id: deal.uuid })
    expect(await post('customer/save-deal-reporting', priya, report())).toEqual({ status: 200, body: { success: true, message: 'Deal has been reported wrong.' } })
    expect((await post(`customer/check-deal/${deal.uuid}`, priya)).body).toEqual({ deal_counts: 1, is_reported: 1 })
    const again = await post('customer/save-deal-reporting', priya, report({ title: 'Again' }))
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('You have already reported this deal.')
    expect(db.dealReports.count()).toBe(1)
  })

  it('needs a title and a description (blank counts as missing) and the deal\'s own vendor', async () => {
    await post('customer/add-to-paynow', priya, { id: deal.uuid })
    const empty = await post('customer/save-deal-reporting', priya, { deal_id: deal.id, vendor_id: 101 })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({ title: ['The title field is required.'], description: ['The description field is required.'] })
    const blank = await post('customer/save-deal-reporting', priya, report({ title: '   ' }))
    expect(blank.body.errors).toEqual({ title: ['The title field is required.'] })
    const otherVendor = await post('customer/save-deal-reporting', priya, report({ vendor_id: 102 }))
    expect(otherVendor.body.errors).toEqual({ vendor_id: ['The selected vendor id is invalid.'] })
    expect(db.dealReports.count()).toBe(0)
  })
})

describe('reviews', () => {
  const review = (over: Record<string, unknown> = {}) => ({ title: 'Lovely chai', rating: 5, review_text: 'Warm, quick and friendly.', id: deal.uuid, ...over })

  it('takes one review per customer and deal, unapproved', async () => {
    expect(reviewFlags(1, deal.id)).toEqual({ isReviewed: 0, is_approved: 0 })
    const first = await post('customer/add-rating-review', priya, review())
    expect(first).toEqual({ status: 200, body: { success: true, message: 'Your review successfully submitted.This will affect with in a day.' } })
    expect(reviewFlags(1, deal.id)).toEqual({ isReviewed: 1, is_approved: 0 })
    const again = await post('customer/add-rating-review', priya, review({ title: 'Second thoughts' }))
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('You have already reviewed this deal.')
  })

  it('answers field errors for rating, title and review_text', async () => {
    const res = await post('customer/add-rating-review', priya, { id: deal.uuid, title: '', review_text: 'x'.repeat(1001) })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      rating: ['The rating field is required.'],
      title: ['The title field is required.'],
      review_text: ['The review text field must not be greater than 1000 characters.'],
    })
    expect((await post('customer/add-rating-review', priya, review({ rating: 6 }))).body.errors).toHaveProperty('rating')
  })

  it('approves from the control API, and lists pending reviews there', async () => {
    await post('customer/add-rating-review', priya, review())
    const pending = await send('GET', '__mock/reviews/pending', null)
    // Newest first: the one just written is on top of the demo panel's list.
    const mine = (pending.body.reviews as Array<{ uuid: string; deal: { uuid: string }; customer: { full_name: string } }>)[0]!
    expect(mine.deal.uuid).toBe(deal.uuid)
    expect(mine.customer.full_name).toBe('Priya Sharma')
    expect((await post(`__mock/reviews/${mine.uuid}/approve`, null)).status).toBe(200)
    expect(reviewFlags(1, deal.id)).toEqual({ isReviewed: 1, is_approved: 1 })
    expect((await post('__mock/reviews/no-such-review/approve', null)).status).toBe(404)
  })
})

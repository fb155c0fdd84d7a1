import { beforeEach, describe, expect, it } from 'vitest'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import { isWishlisted } from './wishlist-flag'
import { reviewFlags } from '../reviews/writing'
import { PERSONA_IDS, get, post } from '../../testing/test-kit'

const PRIYA = PERSONA_IDS.customer // verified
const RAHUL = PERSONA_IDS['unverified-customer'] // phone not verified

let deal: DealRecord

beforeEach(async () => {
  // Start the customers with empty lists, whatever the seed's story, so each test states its own.
  db.cartItems.clear()
  db.dealReports.clear()
  deal = await createFixtureDeal({ id: 90_001 })
})

describe('wishlist', () => {
  it('adds a deal once; the second add is a 409 with msg', async () => {
    const first = await post('customer/add-to-wishlist', { id: deal.uuid }, { as: 'customer' })
    expect(first).toEqual({
      status: 200,
      body: { success: true, message: 'Item has been added to your wishlist', is_wishlist: 1 },
    })
    expect(isWishlisted(PRIYA, deal.id)).toBe(1)

    const again = await post('customer/add-to-wishlist', { id: deal.uuid }, { as: 'customer' })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('This deal is already in your wishlist.')
    expect(db.cartItems.findMany((q) => q.where({ customer_id: PRIYA, deal_id: deal.id }))).toHaveLength(1)
  })

  it('removes it again, and a second removal is a 404', async () => {
    await post('customer/add-to-wishlist', { id: deal.uuid }, { as: 'customer' })
    const removed = await post('customer/remove-from-wishlist', { id: deal.uuid }, { as: 'customer' })
    expect(removed).toEqual({
      status: 200,
      body: { success: true, message: 'This deal is removed from your wishlist', is_wishlist: 0 },
    })
    expect(isWishlisted(PRIYA, deal.id)).toBe(0)
    expect((await post('customer/remove-from-wishlist', { id: deal.uuid }, { as: 'customer' })).status).toBe(404)
  })

  it('keeps each customer to their own list', async () => {
    await post('customer/add-to-wishlist', { id: deal.uuid }, { as: 'customer' })
    // Rahul removing "the same deal" touches only his (empty) list.
    expect((await post('customer/remove-from-wishlist', { id: deal.uuid }, { as: 'unverified-customer' })).status).toBe(
      404,
    )
    expect(isWishlisted(PRIYA, deal.id)).toBe(1)
    expect(isWishlisted(RAHUL, deal.id)).toBe(0)
  })

  it('answers 401 to a guest, 403 to a vendor, 404 for an unknown or unpublished deal, 422 without an id', async () => {
    expect((await post('customer/add-to-wishlist', { id: deal.uuid })).status).toBe(401)
    expect((await post('customer/add-to-wishlist', { id: deal.uuid }, { as: 'vendor' })).status).toBe(403)
    expect((await post('customer/add-to-wishlist', { id: 'no-such-deal' }, { as: 'customer' })).status).toBe(404)
    const hidden = await createFixtureDeal({ id: 90_002, deal_status: 4 })
    expect((await post('customer/add-to-wishlist', { id: hidden.uuid }, { as: 'customer' })).status).toBe(404)
    const missing = await post('customer/add-to-wishlist', {}, { as: 'customer' })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ id: ['The id field is required.'] })
    expect(db.cartItems.count()).toBe(0)
  })
})

describe('keeping needs both contacts verified, as the lists do (spec 2 §4)', () => {
  it('refuses Rahul (phone unverified) and a student whose email is unverified before anything is kept', async () => {
    const wish = await post('customer/add-to-wishlist', { id: deal.uuid }, { as: 'unverified-customer' })
    expect([wish.status, wish.body.message]).toEqual([
      403,
      'Not Allowed, Email or Phone is not verified, please verify first.',
    ])
    const mine = await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'unverified-customer' })
    expect([mine.status, mine.body.message]).toEqual([
      403,
      'Not Allowed: Email or Phone is not verified, please verify first.',
    ])
    await db.users.update((q) => q.where({ id: PRIYA }), {
      data(u) {
        u.is_email_verified = 0
      },
    })
    expect((await post('customer/add-to-wishlist', { id: deal.uuid }, { as: 'customer' })).status).toBe(403)
    expect(db.cartItems.count()).toBe(0)
  })
})

describe('My Deals', () => {
  it('adds an active deal with availability once', async () => {
    const first = await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'customer' })
    expect(first).toEqual({ status: 200, body: { success: true, message: 'Item has been added to your deal' } })
    const again = await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'customer' })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('This deal is already in your deals.')
  })

  it('refuses a deal that is not active or is out of stock, with a 409 msg', async () => {
    const expired = await createFixtureDeal({ id: 90_003, deal_status: 3 })
    const soldOut = await createFixtureDeal({ id: 90_004, deal_available: 0 })
    expect((await post('customer/add-to-paynow', { id: expired.uuid }, { as: 'customer' })).body.msg).toBe(
      'This deal is not active.',
    )
    expect((await post('customer/add-to-paynow', { id: soldOut.uuid }, { as: 'customer' })).body.msg).toBe(
      'Deal is out of stock',
    )
    expect(db.cartItems.count()).toBe(0)
  })

  it('removes a kept deal', async () => {
    await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'customer' })
    expect(await post('customer/remove-from-paynow', { id: deal.uuid }, { as: 'customer' })).toEqual({
      status: 200,
      body: { success: true, message: 'This deal is removed from your deal list' },
    })
    expect((await post('customer/remove-from-paynow', { id: deal.uuid }, { as: 'customer' })).status).toBe(404)
  })

  it('still removes a deal that went inactive after it was kept', async () => {
    await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'customer' })
    await db.deals.update((q) => q.where({ id: deal.id }), { data: (d) => void (d.deal_status = 4) })
    expect((await post('customer/remove-from-paynow', { id: deal.uuid }, { as: 'customer' })).status).toBe(200)
  })
})

describe('customer/my-wishlist', () => {
  it('lists the chosen list, newest first, with the deal', async () => {
    const older = await createFixtureDeal({ id: 90_005, name: 'Filter Coffee' })
    await post('customer/add-to-wishlist', { id: older.uuid }, { as: 'customer' })
    await new Promise((r) => setTimeout(r, 5))
    await post('customer/add-to-wishlist', { id: deal.uuid }, { as: 'customer' })
    await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'customer' })

    const wishlist = await post('customer/my-wishlist', { cart_type: 0 }, { as: 'customer' })
    expect(wishlist.status).toBe(200)
    const entries = wishlist.body.my_deals as Array<{ cart_type: number; deal: Record<string, unknown> }>
    expect(entries.map((e) => e.deal.uuid)).toEqual([deal.uuid, older.uuid])
    expect(entries[0]!.cart_type).toBe(0)
    expect(entries[0]!.deal).toMatchObject({
      name: deal.name,
      deal_status: 1,
      small_image: { path: deal.small_image },
      vendor: { id: PERSONA_IDS.vendor, organization: 'Chai Point Koramangala' },
    })

    const mine = await post('customer/my-wishlist', { cart_type: 1 }, { as: 'customer' })
    expect((mine.body.my_deals as unknown[]).length).toBe(1)
  })

  it("is refused to a customer whose phone is not verified, with the screen's warning", async () => {
    const deals = await post('customer/my-wishlist', { cart_type: 1 }, { as: 'unverified-customer' })
    expect(deals).toEqual({
      status: 403,
      body: { message: 'Not Allowed: Email or Phone is not verified, please verify first.' },
    })
    const wishlist = await post('customer/my-wishlist', { cart_type: 0 }, { as: 'unverified-customer' })
    expect(wishlist.body.message).toBe('Not Allowed, Email or Phone is not verified, please verify first.')
  })

  it('rejects an unknown cart_type with a 422', async () => {
    const res = await post('customer/my-wishlist', { cart_type: 2 }, { as: 'customer' })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors ?? {})).toEqual(['cart_type'])
  })
})

describe('customer/customer-dashboard', () => {
  it('splits My Deals by status and measures distance from the location headers', async () => {
    const pending = await createFixtureDeal({ id: 90_006, deal_status: 2 })
    const expired = await createFixtureDeal({ id: 90_007, deal_status: 3 })
    await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'customer' })
    // Pending and expired deals cannot be added any more; they got there while they were active.
    for (const d of [pending, expired])
      await db.cartItems.create({
        id: 100 + d.id,
        customer_id: PRIYA,
        deal_id: d.id,
        cart_type: 1,
        created_at: '2026-01-02T00:00:00.000Z',
      })
    await post('customer/add-to-wishlist', { id: deal.uuid }, { as: 'customer' }) // the wishlist is not "my deals"

    const res = await get('customer/customer-dashboard', {
      as: 'customer',
      headers: { latitude: '12.9716', longitude: '77.5946' },
    })
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
    expect((await get('customer/customer-dashboard', { as: 'unverified-customer' })).status).toBe(200)
    expect((await get('customer/customer-dashboard', { as: 'vendor' })).status).toBe(403)
  })
})

describe('check-deal and reports', () => {
  const report = (over: Record<string, unknown> = {}) => ({
    title: 'Wrong price',
    description: 'The outlet charged more.',
    deal_id: deal.id,
    vendor_id: PERSONA_IDS.vendor,
    ...over,
  })

  it('counts the deal once it is in My Deals', async () => {
    expect((await post(`customer/check-deal/${deal.uuid}`, undefined, { as: 'customer' })).body).toEqual({
      deal_counts: 0,
      is_reported: 0,
    })
    await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'customer' })
    expect((await post(`customer/check-deal/${deal.uuid}`, undefined, { as: 'customer' })).body).toEqual({
      deal_counts: 1,
      is_reported: 0,
    })
    expect((await post('customer/check-deal/no-such-deal', undefined, { as: 'customer' })).status).toBe(404)
  })

  it('refuses a report without a deal count, takes one with it, and refuses a second', async () => {
    const early = await post('customer/save-deal-reporting', report(), { as: 'customer' })
    expect(early.status).toBe(403)
    await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'customer' })
    expect(await post('customer/save-deal-reporting', report(), { as: 'customer' })).toEqual({
      status: 200,
      body: { success: true, message: 'Deal has been reported wrong.' },
    })
    expect((await post(`customer/check-deal/${deal.uuid}`, undefined, { as: 'customer' })).body).toEqual({
      deal_counts: 1,
      is_reported: 1,
    })
    const again = await post('customer/save-deal-reporting', report({ title: 'Again' }), { as: 'customer' })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('You have already reported this deal.')
    expect(db.dealReports.count()).toBe(1)
  })

  it("needs a title and a description (blank counts as missing) and the deal's own vendor", async () => {
    await post('customer/add-to-paynow', { id: deal.uuid }, { as: 'customer' })
    const empty = await post(
      'customer/save-deal-reporting',
      { deal_id: deal.id, vendor_id: PERSONA_IDS.vendor },
      { as: 'customer' },
    )
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({
      title: ['The title field is required.'],
      description: ['The description field is required.'],
    })
    const blank = await post('customer/save-deal-reporting', report({ title: '   ' }), { as: 'customer' })
    expect(blank.body.errors).toEqual({ title: ['The title field is required.'] })
    const otherVendor = await post(
      'customer/save-deal-reporting',
      report({ vendor_id: PERSONA_IDS['pending-vendor'] }),
      { as: 'customer' },
    )
    expect(otherVendor.body.errors).toEqual({ vendor_id: ['The selected vendor id is invalid.'] })
    expect(db.dealReports.count()).toBe(0)
  })
})

describe('reviews', () => {
  const review = (over: Record<string, unknown> = {}) => ({
    title: 'Lovely chai',
    rating: 5,
    review_text: 'Warm, quick and friendly.',
    id: deal.uuid,
    ...over,
  })

  it('takes one review per customer and deal, unapproved', async () => {
    expect(reviewFlags(PRIYA, deal.id)).toEqual({ isReviewed: 0, is_approved: 0 })
    const first = await post('customer/add-rating-review', review(), { as: 'customer' })
    expect(first).toEqual({
      status: 200,
      body: { success: true, message: 'Your review successfully submitted.This will affect with in a day.' },
    })
    expect(reviewFlags(PRIYA, deal.id)).toEqual({ isReviewed: 1, is_approved: 0 })
    const again = await post('customer/add-rating-review', review({ title: 'Second thoughts' }), { as: 'customer' })
    expect(again.status).toBe(409)
    expect(again.body.msg).toBe('You have already reviewed this deal.')
  })

  it('answers field errors for rating, title and review_text', async () => {
    const res = await post(
      'customer/add-rating-review',
      { id: deal.uuid, title: '', review_text: 'x'.repeat(1001) },
      { as: 'customer' },
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      rating: ['The rating field is required.'],
      title: ['The title field is required.'],
      review_text: ['The review text field must not be greater than 1000 characters.'],
    })
    expect(
      (await post('customer/add-rating-review', review({ rating: 6 }), { as: 'customer' })).body.errors,
    ).toHaveProperty('rating')
  })

  it('approves from the staff queue, which lists pending reviews newest first', async () => {
    await post('customer/add-rating-review', review(), { as: 'customer' })
    const queue = await get('__mock/staff/queue')
    // Newest first: the one just written is on top of the demo panel's list.
    const mine = (queue.body.items as Array<{ kind: string; id: string; detail: string }>)[0]!
    expect(mine.kind).toBe('review')
    expect(mine.detail).toBe(`${deal.name} · by Priya Sharma`)
    expect((await post(`__mock/staff/review/${mine.id}/approve`)).status).toBe(200)
    expect(reviewFlags(PRIYA, deal.id)).toEqual({ isReviewed: 1, is_approved: 1 })
    expect((await post('__mock/staff/review/no-such-review/approve')).status).toBe(404)
    expect((await post(`__mock/staff/nonsense/${mine.id}/approve`)).status).toBe(404)
  })

  it('answers a review already decided the same whichever way it went, and whichever way it is asked again', async () => {
    await post('customer/add-rating-review', review(), { as: 'customer' })
    const first = ((await get('__mock/staff/queue')).body.items as Array<{ id: string }>)[0]!
    expect((await post(`__mock/staff/review/${first.id}/approve`)).status).toBe(200)
    const approvedAgain = [
      await post(`__mock/staff/review/${first.id}/approve`),
      await post(`__mock/staff/review/${first.id}/reject`, { reason: 'Off topic' }),
    ]
    const other = await createFixtureDeal({ id: 90_177 })
    await post('customer/add-rating-review', review({ id: other.uuid }), { as: 'customer' })
    const second = ((await get('__mock/staff/queue')).body.items as Array<{ id: string }>)[0]!
    expect((await post(`__mock/staff/review/${second.id}/reject`, { reason: 'Off topic' })).status).toBe(200)
    const rejectedAgain = [
      await post(`__mock/staff/review/${second.id}/reject`, { reason: 'Off topic' }),
      await post(`__mock/staff/review/${second.id}/approve`),
    ]
    for (const answer of [...approvedAgain, ...rejectedAgain])
      expect([answer.status, answer.body.message]).toEqual([404, 'No review with this id is waiting for staff.'])
    expect(reviewFlags(PRIYA, deal.id)).toEqual({ isReviewed: 1, is_approved: 1 })
  })

  it('rejecting a pending review removes it, so the customer may write another', async () => {
    await post('customer/add-rating-review', review(), { as: 'customer' })
    const mine = ((await get('__mock/staff/queue')).body.items as Array<{ id: string }>)[0]!
    expect((await post(`__mock/staff/review/${mine.id}/reject`, { reason: 'Off topic' })).status).toBe(200)
    expect(reviewFlags(PRIYA, deal.id)).toEqual({ isReviewed: 0, is_approved: 0 })
    expect((await post(`__mock/staff/review/${mine.id}/reject`, {})).status).toBe(404)
    expect((await post('customer/add-rating-review', review(), { as: 'customer' })).status).toBe(200)
  })
})

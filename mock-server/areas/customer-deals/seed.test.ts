import { describe, expect, it } from 'vitest'
import { KEPT_LIST, entriesOf } from './kept-lists'
import { statusNow } from './rules'
import { reviewOf } from '../reviews/writing'
import { hasReported } from './deal-reports'
import { db } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'
import { PENDING_REVIEW_UUID } from './seed'
import { REPORTING_STUDENTS } from '../vendor-deals/seed'

// tests/setup/unit.ts writes the full seed (catalogue, content, customers) before each test.
const deal = (id: number) => db.deals.findFirst((q) => q.where({ id }), { strict: true })

describe('the customers seed', () => {
  it('gives Priya a wishlist and My Deals in every status, with no deal twice in a list', () => {
    const wishlist = entriesOf(1, KEPT_LIST.wishlist)
    const mine = entriesOf(1, KEPT_LIST.myDeals)
    expect(wishlist).toHaveLength(4)
    expect(mine).toHaveLength(4)
    expect(new Set(wishlist.map((e) => e.deal_id)).size).toBe(4)
    expect(mine.map((e) => statusNow(deal(e.deal_id))).sort()).toEqual([1, 1, 2, 3])
    expect(wishlist.map((e) => statusNow(deal(e.deal_id))).sort()).toEqual([1, 1, 1, 3])
  })

  it('has her review of one of her active deals waiting for approval, and one deal reported', () => {
    const pending = db.reviews.findFirst((q) => q.where({ uuid: PENDING_REVIEW_UUID }), { strict: true })
    expect(pending).toMatchObject({ customer_id: PERSONA_IDS.customer, is_approved: 0 })
    expect(entriesOf(1, KEPT_LIST.myDeals).some((e) => e.deal_id === pending.deal_id)).toBe(true)
    expect(reviewOf(1, pending.deal_id)?.uuid).toBe(PENDING_REVIEW_UUID)
    const reported = entriesOf(1, KEPT_LIST.myDeals).filter((e) => hasReported(1, e.deal_id))
    expect(reported).toHaveLength(1)
    expect(statusNow(deal(reported[0]!.deal_id))).toBe(3)
  })

  it("gives the unverified customer one hearted deal and nobody else anything (but the students who reported the vendor persona's deals)", () => {
    expect(entriesOf(2, KEPT_LIST.wishlist)).toHaveLength(1)
    const owners = new Set(db.cartItems.all().map((e) => e.customer_id))
    expect([...owners].sort((a, b) => a - b)).toEqual([1, 2, ...REPORTING_STUDENTS])
  })
})

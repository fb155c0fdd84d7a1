import { describe, expect, it } from 'vitest'
import { db, nextId } from '../../store/db'
import type { DealRecord, ReviewRecord } from '../catalogue/records'
import { PERSONA_IDS } from '../../store/personas'
import { HttpError } from '../../kit/http-error'
import { approvedOnly, readDealReviews, sortFromFlags, sortReviews } from './rules'

const review = (id: number, rating: 1 | 2 | 3 | 4 | 5, day: number, is_approved: 0 | 1 = 1): ReviewRecord => ({
  id,
  uuid: `r-${id}`,
  deal_id: 1,
  customer_id: id,
  title: `Review ${id}`,
  rating,
  review_text: 'text',
  is_approved,
  created_at: new Date(Date.UTC(2026, 0, day)).toISOString(),
})

const reviews = [review(1, 3, 1), review(2, 5, 2), review(3, 1, 3), review(4, 5, 4), review(5, 1, 4)]
const ids = (list: ReviewRecord[]) => list.map((r) => r.id)

describe('sortReviews', () => {
  it('Most Recent: newest first, the later id first on the same instant', () => {
    expect(ids(sortReviews(reviews, 'most_recent'))).toEqual([5, 4, 3, 2, 1])
  })
  it('Positive First: most stars first, newest first within a star', () => {
    expect(ids(sortReviews(reviews, 'positive'))).toEqual([4, 2, 1, 5, 3])
  })
  it('Negative First: fewest stars first, newest first within a star', () => {
    expect(ids(sortReviews(reviews, 'nagative'))).toEqual([5, 3, 1, 4, 2])
  })
  it('leaves the input alone', () => {
    sortReviews(reviews, 'positive')
    expect(ids(reviews)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('sortFromFlags', () => {
  it('reads the one flag set, Most Recent when none is', () => {
    expect(sortFromFlags({ most_recent: 0, positive: 1, nagative: 0 })).toBe('positive')
    expect(sortFromFlags({ most_recent: 0, positive: 0, nagative: 1 })).toBe('nagative')
    expect(sortFromFlags({ most_recent: 0, positive: 0, nagative: 0 })).toBe('most_recent')
  })
  it('refuses two sorts at once with a 422 on both flags', () => {
    try {
      sortFromFlags({ most_recent: 1, positive: 1, nagative: 0 })
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(HttpError)
      expect((e as HttpError).status).toBe(422)
      expect(Object.keys((e as HttpError).fieldErrors!)).toEqual(['most_recent', 'positive'])
    }
  })
})

describe('approvedOnly', () => {
  it('keeps approved reviews', () => {
    expect(ids(approvedOnly([review(1, 5, 1, 0), review(2, 4, 1, 1)]))).toEqual([2])
  })
})

const baseDeal: Omit<DealRecord, 'id' | 'uuid' | 'is_approved' | 'deal_status'> = {
  deal_code: 'HD-TEST',
  vendor_id: PERSONA_IDS.vendor,
  name: 'Masala Chai and Bun Maska',
  description: '<p>Two cups.</p>',
  terms_conditions: '<p>Dine in.</p>',
  small_image: '/img/deals/chai.jpg',
  banner_image: '/img/deals/chai-banner.jpg',
  deal_price: 120,
  discount: 20,
  deal_available: 40,
  is_paylater: 0,
  is_open_deal: 0,
  is_active: 1,
  from_date: '2026-01-01',
  end_date: '2026-12-31',
  days: [1, 2, 3, 4, 5, 6, 7],
  category_ids: [],
  product_id: null,
  keyword_ids: [],
  city_id: 1,
  address: '80 Feet Road, Koramangala',
  latitude: 12.9352,
  longitude: 77.6245,
  hp_for_customer: 10,
  hola_for_deal: 20,
  criteria: [],
  created_at: '2026-01-01T00:00:00.000Z',
}

async function dealWithReviews(
  uuid: string,
  ratings: Array<[customer: number, stars: 1 | 2 | 3 | 4 | 5, approved: 0 | 1]>,
  extra: Partial<DealRecord> = {},
) {
  const deal = await db.deals.create({
    ...baseDeal,
    id: nextId(db.deals),
    uuid,
    is_approved: 1,
    deal_status: 1,
    ...extra,
  })
  for (const [customer, stars, approved] of ratings) {
    const id = nextId(db.reviews)
    await db.reviews.create({
      ...review(id, stars, 1 + (id % 28), approved),
      uuid: `rv-${uuid}-${id}`,
      deal_id: deal.id,
      customer_id: customer,
    })
  }
  return deal
}

describe('readDealReviews', () => {
  it("summarises and pages approved reviews only, and flags the caller's own pending review", async () => {
    await dealWithReviews('deal-a', [
      [1, 2, 0],
      [2, 5, 1],
      [3, 4, 1],
      [50, 4, 1],
    ])
    const forGuest = readDealReviews('deal-a', null, { sort: 'positive', page: 1, perPage: 10 })
    expect(forGuest.summary).toMatchObject({ total: 3, avgReview: 4.3, reviews_5: 1, reviews_4: 2, reviews_2: 0 })
    expect(forGuest.page.data.map((r) => r.rating)).toEqual([5, 4, 4])
    expect(forGuest.flags).toEqual({ isReviewed: 0, is_approved: 0 })

    const forAuthor = readDealReviews('deal-a', 1, { sort: 'most_recent', page: 1, perPage: 10 })
    expect(forAuthor.flags).toEqual({ isReviewed: 1, is_approved: 0 })
    expect(forAuthor.page.total).toBe(3)
    expect(readDealReviews('deal-a', 2, { sort: 'most_recent', page: 1, perPage: 10 }).flags).toEqual({
      isReviewed: 1,
      is_approved: 1,
    })
  })

  it('pages 10 at a time', async () => {
    await dealWithReviews(
      'deal-b',
      Array.from({ length: 12 }, (_, i) => [200 + i, ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5, 1]),
    )
    const second = readDealReviews('deal-b', null, { sort: 'most_recent', page: 2, perPage: 10 })
    expect(second.page).toMatchObject({ current_page: 2, last_page: 2, total: 12 })
    expect(second.page.data).toHaveLength(2)
  })

  it('is a 404 for an unknown or unpublished deal', async () => {
    await dealWithReviews('deal-pending', [], { is_approved: 0, deal_status: 2 })
    for (const uuid of ['no-such-deal', 'deal-pending']) {
      expect(() => readDealReviews(uuid, null, { sort: 'most_recent', page: 1, perPage: 10 })).toThrow(
        expect.objectContaining({ status: 404 }),
      )
    }
  })
})

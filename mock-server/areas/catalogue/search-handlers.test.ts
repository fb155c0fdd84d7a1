import { beforeEach, describe, expect, it } from 'vitest'
import { indiaDay } from '../../../src/lib/dates'
import { createFixtureDeal as createDeal } from './fixture-deal'
import { db, nextId } from '../../store/db'
import { PERSONA_IDS, post } from '../../testing/test-kit'

const DAY = 86_400_000
/** Fixture deals valid around today, whatever today is (listings and search hide deals past their end date). */
const createFixtureDeal = (overrides: Parameters<typeof createDeal>[0] = {}) =>
  createDeal({ from_date: indiaDay(Date.now() - 30 * DAY), end_date: indiaDay(Date.now() + 180 * DAY), ...overrides })

const { customer: PRIYA, 'unverified-customer': RAHUL, 'expired-customer': ANJALI } = PERSONA_IDS

describe('search-deals', () => {
  beforeEach(async () => {
    db.deals.clear()
    db.categories.clear()
    db.products.clear()
    db.keywords.clear()
    await db.categories.create({
      id: 1,
      uuid: 'cat-food',
      name: 'Food and Drinks',
      image: '',
      sort_order: 1,
      is_top_menu: 1,
      is_active: 1,
    })
    await db.categories.create({
      id: 2,
      uuid: 'cat-tea',
      name: 'Tea Rooms',
      image: '',
      sort_order: 2,
      is_top_menu: 0,
      is_active: 0,
    })
    await db.products.create({ id: 1, uuid: 'prod-chai', name: 'Masala Chai', category_id: 1, is_active: 1 })
    await db.keywords.create({ id: 1, name: 'chai' })
    await db.keywords.create({ id: 2, name: 'iced tea' })
    // Near Koramangala and far away (Mumbai), with the same words in the name.
    await createFixtureDeal({
      id: 1,
      uuid: 'deal-far',
      name: 'Chai Combo Mumbai',
      latitude: 19.076,
      longitude: 72.8777,
    })
    await createFixtureDeal({ id: 2, uuid: 'deal-near', name: 'Chai Combo Koramangala' })
    await createFixtureDeal({ id: 3, uuid: 'deal-pending', name: 'Chai Combo Pending', is_approved: 0, deal_status: 2 })
    await createFixtureDeal({ id: 4, uuid: 'deal-expired', name: 'Chai Combo Expired', deal_status: 3 })
  })

  const koramangala = { latitude: '12.9352', longitude: '77.6245' }

  it('groups matches; deals nearest first and only active, published ones', async () => {
    const { status, body } = await post('search-deals', { search: 'chai' }, { headers: koramangala })
    expect(status).toBe(200)
    expect(body).toEqual({
      categories: [],
      // Each deal names its outlet and address, so deals of one name can be told apart.
      deals: [
        {
          uuid: 'deal-near',
          name: 'Chai Combo Koramangala',
          vendor: { organization: 'Chai Point Koramangala' },
          address: expect.stringContaining('Koramangala'),
        },
        {
          uuid: 'deal-far',
          name: 'Chai Combo Mumbai',
          vendor: { organization: 'Chai Point Koramangala' },
          address: expect.any(String),
        },
      ],
      products: [{ uuid: 'prod-chai', name: 'Masala Chai' }],
      keywords: [{ id: 1, name: 'chai' }],
      vendors: [{ uuid: 'beef0000-0000-4000-8000-000000000101', name: 'Chai Point Koramangala' }],
    })
  })

  it('matches every word in any order, ignoring case, and skips inactive categories', async () => {
    const { body } = await post('search-deals', { search: 'MUMBAI combo' }, { headers: koramangala })
    expect(body.deals).toMatchObject([{ uuid: 'deal-far', name: 'Chai Combo Mumbai' }])
    expect((await post('search-deals', { search: 'tea' })).body).toMatchObject({
      categories: [],
      keywords: [{ id: 2, name: 'iced tea' }],
    })
    expect((await post('search-deals', { search: 'food' })).body.categories).toEqual([
      { uuid: 'cat-food', name: 'Food and Drinks' },
    ])
  })

  it('keeps at most five per group', async () => {
    for (let i = 0; i < 7; i++) await createFixtureDeal({ id: 10 + i, name: `Filter Coffee ${i}` })
    expect((await post('search-deals', { search: 'coffee' })).body.deals).toHaveLength(5)
  })

  it('answers blank or oversized text with a 422 on search', async () => {
    expect(await post('search-deals', { search: '   ' })).toMatchObject({
      status: 422,
      body: { errors: { search: ['The search field is required.'] } },
    })
    expect((await post('search-deals', { search: 'x'.repeat(101) })).status).toBe(422)
    expect((await post('search-deals', {})).status).toBe(422)
  })
})

describe('deal-all-review', () => {
  const body = (uuid: string, extra: Record<string, unknown> = {}) => ({
    uuid,
    customer_id: null,
    most_recent: 1,
    positive: 0,
    nagative: 0,
    page: 1,
    rowsPerPage: 10,
    ...extra,
  })
  let dealUuid: string

  beforeEach(async () => {
    db.reviews.clear()
    const deal = await createFixtureDeal({ id: 500 })
    dealUuid = deal.uuid
    const add = (customer_id: number, rating: 1 | 2 | 3 | 4 | 5, is_approved: 0 | 1, day: number) =>
      db.reviews.create({
        id: nextId(db.reviews),
        uuid: `rv-${customer_id}`,
        deal_id: deal.id,
        customer_id,
        title: `Title ${customer_id}`,
        rating,
        review_text: 'Good chai.',
        is_approved,
        created_at: new Date(Date.UTC(2026, 0, day)).toISOString(),
      })
    await add(PRIYA, 2, 0, 10) // waiting for approval
    await add(RAHUL, 5, 1, 3)
    await add(ANJALI, 4, 1, 5)
  })

  it('shows visitors approved reviews with the summary, and no own-review flags', async () => {
    const { status, body: res } = await post('deal-all-review', body(dealUuid))
    expect(status).toBe(200)
    expect(res).toMatchObject({
      data: {
        deal: {
          uuid: dealUuid,
          name: 'Masala Chai and Bun Maska for Two',
          address: { address: '80 Feet Road, Koramangala 4th Block' },
          vendor: { organization: 'Chai Point Koramangala' },
        },
      },
      reviews: { current_page: 1, last_page: 1, per_page: 10, total: 2 },
      avgReview: 4.5,
      reviews_5: 1,
      reviews_4: 1,
      reviews_2: 0,
      total: 2,
      isReviewed: 0,
      is_approved: 0,
    })
    const reviews = (res.reviews as { data: Array<{ title: string; customer: unknown }> }).data
    expect(reviews.map((r) => r.title)).toEqual([`Title ${ANJALI}`, `Title ${RAHUL}`])
    expect(reviews[0]!.customer).toEqual({ full_name: 'Anjali Nair', media: { path: '/img/user.png' } })
  })

  it('tells a signed-in customer about their own review from the token, not from customer_id', async () => {
    const own = await post('deal-all-review', body(dealUuid, { customer_id: RAHUL }), { as: 'customer' })
    expect(own.body).toMatchObject({ isReviewed: 1, is_approved: 0, total: 2 })
    const guessing = await post('deal-all-review', body(dealUuid, { customer_id: PRIYA }))
    expect(guessing.body).toMatchObject({ isReviewed: 0, is_approved: 0 })
  })

  it('sorts Positive First and Negative First', async () => {
    const titles = async (extra: Record<string, unknown>) =>
      (
        (await post('deal-all-review', body(dealUuid, extra))).body.reviews as { data: Array<{ title: string }> }
      ).data.map((r) => r.title)
    expect(await titles({ most_recent: 0, positive: 1 })).toEqual([`Title ${RAHUL}`, `Title ${ANJALI}`])
    expect(await titles({ most_recent: 0, nagative: 1 })).toEqual([`Title ${ANJALI}`, `Title ${RAHUL}`])
  })

  it('is a 404 for an unknown deal and a 422 for a malformed body', async () => {
    expect(await post('deal-all-review', body('00000000-0000-4000-8000-000000000000'))).toEqual({
      status: 404,
      body: { message: 'Deal not found.' },
    })
    const bad = await post('deal-all-review', body(dealUuid, { page: 0, rowsPerPage: 500, positive: 1 }))
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['page', 'rowsPerPage']))
    expect((await post('deal-all-review', body(dealUuid, { positive: 1 }))).body.errors).toEqual({
      most_recent: ['Choose only one sort: most_recent, positive or nagative.'],
      positive: ['Choose only one sort: most_recent, positive or nagative.'],
    })
  })
})

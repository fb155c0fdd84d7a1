import { PACT_VALUES, STATES } from '../../../contracts/states'
import { db, nextId } from '../../store/db'
import { PERSONA_IDS, personaOf } from '../../store/personas'
import { indiaDay } from '../../../src/lib/dates'
import { clock, iso } from '../../clock/clock'
import { createFixtureDeal } from './fixture-deal'
import { signInWithToken, str, type StateParams, type StateSetUps } from '../../control/state-set-up'

const count = (p: StateParams, k: string) =>
  typeof p[k] === 'number' && Number.isInteger(p[k]) ? Math.min(Math.max(p[k] as number, 0), 200) : 0

const DAY = 86_400_000

/** A city by name, created when the catalogue seed does not hold it. */
async function ensureCity(name: string, latitude: number, longitude: number) {
  return (
    db.cities.findFirst((q) => q.where({ name })) ??
    db.cities.create({ id: nextId(db.cities), name, state_id: 1, latitude, longitude })
  )
}

/**
 * The states of the visitor contracts (search, lookups, reviews, content). Each creates what its interactions need,
 * whatever the catalogue seed holds.
 */
export const visitorStates = {
  [STATES.catalogueToFind]: async () => {
    // Something in every search group matches `chai`; the persona vendor is "Chai Point Koramangala".
    const food = await db.categories.create({
      id: nextId(db.categories),
      uuid: 'a5e1d7c0-0000-4000-8000-0000000ca001',
      name: 'Chai and Snacks',
      image: '/img/categories/snacks.jpg',
      sort_order: 99,
      is_top_menu: 0,
      is_active: 1,
    })
    const product = await db.products.create({
      id: nextId(db.products),
      uuid: 'a5e1d7c0-0000-4000-8000-0000000b0001',
      name: 'Masala Chai',
      category_id: food.id,
      is_active: 1,
    })
    const keyword = await db.keywords.create({ id: nextId(db.keywords), name: 'chai' })
    await createFixtureDeal({
      uuid: PACT_VALUES.reviewedDealUuid,
      category_ids: [food.id],
      product_id: product.id,
      keyword_ids: [keyword.id],
    })
    await ensureCity('Bengaluru', 12.9716, 77.5946)
    await ensureCity('Mumbai', 19.076, 72.8777)
    if (!db.institutes.findFirst((q) => q.where({ name: 'Christ University' }))) {
      await db.institutes.create({
        id: nextId(db.institutes),
        name: 'Christ University',
        institute_id: 'INST-0001',
        is_active: 1,
      })
    }
  },
  [STATES.dealHasReviews]: async (params) => {
    const now = clock.now()
    // Two approved reviews by others and one by the customer persona still waiting for approval.
    // Valid from a month ago for half a year, whatever today is, so the deal page shows it too.
    const deal = await createFixtureDeal({
      uuid: str(params, 'deal', PACT_VALUES.reviewedDealUuid),
      from_date: indiaDay(now - 30 * DAY),
      end_date: indiaDay(now + 180 * DAY),
    })
    db.reviews.deleteMany((q) => q.where({ deal_id: deal.id }))
    const review = async (
      customer_id: number,
      rating: 1 | 2 | 3 | 4 | 5,
      is_approved: 0 | 1,
      daysAgo: number,
      title: string,
      review_text: string,
    ) =>
      db.reviews.create({
        id: nextId(db.reviews),
        uuid: crypto.randomUUID(),
        deal_id: deal.id,
        customer_id,
        title,
        rating,
        review_text,
        is_approved,
        created_at: iso(now - daysAgo * DAY),
      })
    await review(
      PERSONA_IDS['unverified-customer'],
      5,
      1,
      3,
      'Best chai near campus',
      'Strong, sweet and served fast. The bun maska is soft.',
    )
    await review(
      PERSONA_IDS['expired-customer'],
      4,
      1,
      12,
      'Good value',
      'Two cups and a snack for the price of one. Crowded at 5 pm.',
    )
    await review(PERSONA_IDS.customer, 3, 0, 0, 'Decent', 'Fine, but the bun was cold.')
    // `more`: that many extra approved reviews by the seeded students (ids 10 on), so pages and sorts can be seen.
    const ratings = [5, 4, 2, 5, 3, 1, 4, 5, 2, 4] as const
    for (let i = 0; i < count(params, 'more'); i++) {
      const stars = ratings[i % ratings.length]!
      await review(
        10 + (i % 30),
        stars,
        1,
        20 + i * 9,
        `${stars}-star visit #${i + 1}`,
        stars >= 4 ? 'Would come back with friends.' : 'Slow service that day.',
      )
    }
    await signInWithToken('customer', str(params, 'token', PACT_VALUES.customerToken), now)
  },
  // The seed's content pages and newsletter topics.
  [STATES.contentPublished]: () => {},
  [STATES.newsletterSubscribed]: async (params) => {
    await db.newsletterSubscriptions.create({
      id: nextId(db.newsletterSubscriptions),
      name: 'Priya Sharma',
      email: str(params, 'email', personaOf('customer').email).toLowerCase(),
      phone: '+919876543210',
      category_ids: [1],
      created_at: iso(clock.now()),
    })
  },
} satisfies StateSetUps

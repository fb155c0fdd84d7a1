import { AD_PLACEMENT, AD_REQUEST_STATUS, adQuote } from '../../../src/lib/ad-rules'
import { indiaDay } from '../../../src/lib/dates'
import { toPaise } from '../../../src/lib/money'
import { adOrderTerms, settleAdOrder } from './rules'
import { db, nextId } from '../../store/db'
import { userOf } from '../../store/persona-user'
import { seededUuid } from '../../store/seed-random'

/**
 * Where an ad shows (docs/decisions/ads.md reads spec 3's "advertise categories" as placements): the home page's
 * featured carousel, the top of a category's listing, and the top of search results.
 */
export const AD_CATEGORIES = [
  { id: AD_PLACEMENT.home, name: 'Home featured carousel' },
  { id: AD_PLACEMENT.category, name: 'Top of category listing' },
  { id: AD_PLACEMENT.search, name: 'Top of search results' },
] as const

/** The packages Hola sells: a few lengths and prices, across the placements. */
const PACKAGES = [
  {
    title: 'Weekend Boost',
    description:
      'Your deal at the top of its category listing for a weekend: two days, in front of every student who browses it.',
    price: 299,
    discount: 0,
    days: 2,
    image: '/img/categories/movies-and-events.svg',
    categories: [2],
  },
  {
    title: 'Category Spotlight',
    description:
      'A week at the top of your deal’s category listing, marked Sponsored. Good for a new deal finding its first buyers.',
    price: 799,
    discount: 10,
    days: 7,
    image: '/img/categories/food.svg',
    categories: [2],
  },
  {
    title: 'Home Page Feature',
    description:
      'A week in the featured carousel of the home page, the first thing every visitor sees, and at the top of search results.',
    price: 1499,
    discount: 15,
    days: 7,
    image: '/img/categories/cafes.svg',
    categories: [1, 3],
  },
  {
    title: 'Month of Everywhere',
    description:
      'Thirty days on the home page, at the top of its category and of search results: the whole campus hears about your deal.',
    price: 4999,
    discount: 20,
    days: 30,
    image: '/img/categories/travel.svg',
    categories: [1, 2, 3],
  },
] as const

const DAY_MS = 86_400_000

/**
 * Chai Point's requests, one in each status (spec 3 §3), and one approved and paid long ago (the history's order):
 * its deal by the catalogue's seeded uuid (Chai Point's deals, seed-catalogue.ts), its places, and what staff did.
 */
const CHAI_POINT_REQUESTS = [
  {
    title: 'Monsoon Chai Week',
    description: 'Our masala chai and bun maska at the top of the Cafes listing for the first rainy week.',
    deal: 1,
    days: 7,
    categories: [AD_PLACEMENT.category],
    status: AD_REQUEST_STATUS.requested,
    age: 1,
  },
  {
    title: 'Exam Season Cold Coffee',
    description: 'Cold coffee and a brownie for late-night revision: on the home page and in search during exams.',
    deal: 2,
    days: 14,
    categories: [AD_PLACEMENT.home, AD_PLACEMENT.search],
    status: AD_REQUEST_STATUS.approved,
    price: 1199,
    discount: 5,
    age: 4,
  },
  {
    title: 'Vada Pav Fridays',
    description: 'Vada pav every Friday.',
    deal: 3,
    days: 30,
    categories: [AD_PLACEMENT.category],
    status: AD_REQUEST_STATUS.rejected,
    reason: 'Say what the offer is and which Fridays it runs, so students know what they get.',
    age: 6,
  },
  {
    title: 'Freshers Week Sandwiches',
    description: 'Our grilled sandwich combo for the freshers, at the top of the Cafes listing for their first week.',
    deal: 4,
    days: 5,
    categories: [AD_PLACEMENT.category],
    status: AD_REQUEST_STATUS.approved,
    price: 999,
    discount: 10,
    age: 60,
    /** Paid and run: it started this many days before the seed's now. */
    ranDaysAgo: 50,
  },
] as const

/** Chai Point's requests and its paid order (spec 3 §2 Advertisement Request and History have something at once). */
async function seedChaiPointAds(now: number) {
  const vendor = userOf('vendor')
  let id = PACKAGES.length
  for (const r of CHAI_POINT_REQUESTS) {
    id += 1
    const deal = db.deals.findFirst((q) => q.where({ uuid: seededUuid('dea1', r.deal) }))
    const at = new Date(now - r.age * DAY_MS).toISOString()
    const ad = await db.advertisements.create({
      id,
      uuid: seededUuid('ad6', id),
      title: r.title,
      description: r.description,
      price_paise: 'price' in r ? toPaise(r.price) : null,
      days: r.days,
      discount: 'discount' in r ? r.discount : 0,
      image: '/img/categories/food.svg',
      category_ids: [...r.categories],
      created_at: at,
      vendor_id: vendor.id,
      deal_id: deal?.id ?? null,
      status: r.status,
      reason: 'reason' in r ? r.reason : null,
      queued_at: at,
    })
    if (!('ranDaysAgo' in r) || !deal) continue
    // Paid long ago through the gateway, so the ledger holds its sale like any other order's.
    const start = indiaDay(now - r.ranDaysAgo * DAY_MS)
    const q = adQuote({ pricePaise: ad.price_paise!, discountPercent: ad.discount, pointsBalance: 0, usePoints: false })
    const paidAt = now - (r.ranDaysAgo + 1) * DAY_MS
    const order = await db.adOrders.create({
      id: nextId(db.adOrders),
      uuid: seededUuid('ad7', id),
      advertisement_id: ad.id,
      vendor_id: vendor.id,
      deal_id: deal.id,
      ...adOrderTerms(ad, start, q),
      payment_mode: 6,
      tid_id: `A${paidAt}${id}`,
      status: 'pending',
      created_at: new Date(paidAt).toISOString(),
      settled_at: null,
    })
    await settleAdOrder(order, 'success', paidAt)
  }
}

/** The ad placements, the packages on sale, and Chai Point's requests and history. */
export async function seedAds(now: number) {
  for (const c of AD_CATEGORIES) await db.adCategories.create({ ...c })
  let id = 0
  for (const p of PACKAGES) {
    id += 1
    await db.advertisements.create({
      id,
      uuid: seededUuid('ad5', id),
      title: p.title,
      description: p.description,
      price_paise: toPaise(p.price),
      days: p.days,
      discount: p.discount,
      image: p.image,
      category_ids: [...p.categories],
      created_at: new Date(now).toISOString(),
      vendor_id: null,
      deal_id: null,
      status: 2,
      reason: null,
      queued_at: new Date(now).toISOString(),
    })
  }
  await seedChaiPointAds(now)
}

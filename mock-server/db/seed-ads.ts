import { toPaise } from '../../src/lib/money'
import { db } from './index'
import { seededUuid } from './seed-random'

/**
 * Where an ad shows (docs/decisions/ads.md reads spec 3's "advertise categories" as placements): the home page's
 * featured carousel, the top of a category's listing, and the top of search results.
 */
export const AD_CATEGORIES = [
  { id: 1, name: 'Home featured carousel' },
  { id: 2, name: 'Top of category listing' },
  { id: 3, name: 'Top of search results' },
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

/** The ad placements and the packages on sale (issue 19). */
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
    })
  }
}

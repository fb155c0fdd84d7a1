import { PACT_VALUES, STATES } from '../../../contracts/states'
import { db, nextId } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'
import { categorySlug } from '../../../src/lib/slug'
import { KEPT_LIST, keep } from '../customer-deals/kept-lists'
import { clock, iso } from '../../clock/clock'
import { createFixtureDeal } from './fixture-deal'
import { signInWithToken, str, type StateSetUps } from '../../control/state-set-up'

const CAFES = 'Cafes'
const STUDENT_SPECIAL = 'Student Special'
const PICTURES = { small_image: '/img/deals/cafes-1-small.svg', banner_image: '/img/deals/cafes-1-banner.svg' }

/** The active category with this slug, else one created under the name the slug spells (cafes: Cafes). */
async function categoryBySlug(slug: string) {
  const found = db.categories.findFirst((q) => q.where({ is_active: 1, name: (n) => categorySlug(n) === slug }))
  return (
    found ??
    category(
      slug
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' '),
    )
  )
}

/** The seed's category and keyword by name, created when a smaller seed lacks them. */
async function category(name: string) {
  return (
    db.categories.findFirst((q) => q.where({ name })) ??
    db.categories.create({
      id: nextId(db.categories),
      uuid: crypto.randomUUID(),
      name,
      image: '/img/categories/cafes.svg',
      sort_order: 99,
      is_top_menu: 1,
      is_active: 1,
    })
  )
}
async function keyword(name: string) {
  return db.keywords.findFirst((q) => q.where({ name })) ?? db.keywords.create({ id: nextId(db.keywords), name })
}

/**
 * catalogueListsDeal, which the other discovery states build on: fixed deals that every listing call finds, whatever
 * the catalogue seed holds.
 */
async function catalogueListsDeal() {
  const now = clock.now()
  const cafes = await category(CAFES)
  const special = await keyword(STUDENT_SPECIAL)
  const product = await db.products.create({
    id: nextId(db.products),
    uuid: PACT_VALUES.listedProductUuid,
    name: 'Masala Chai',
    category_id: cafes.id,
    is_active: 1,
  })
  const listed = await createFixtureDeal({
    id: 95_001,
    uuid: PACT_VALUES.listedDealUuid,
    category_ids: [cafes.id],
    keyword_ids: [special.id],
    product_id: product.id,
    ...PICTURES,
  })
  await createFixtureDeal({
    id: 95_002,
    uuid: PACT_VALUES.openDealUuid,
    name: 'Stationery Spend and Save',
    is_open_deal: 1,
    deal_price: 500,
    discount: 5,
    criteria: [
      { id: 950_021, amount: 500, discount: 5 },
      { id: 950_022, amount: 1000, discount: 10 },
    ],
    ...PICTURES,
  })
  await db.reviews.create({
    id: nextId(db.reviews),
    uuid: 'dea1c0de-0000-4000-8000-0000000e0001',
    deal_id: listed.id,
    customer_id: 10,
    title: 'Best chai near campus',
    rating: 5,
    review_text: 'Strong, sweet and served fast.',
    is_approved: 1,
    created_at: iso(now - 3 * 86_400_000),
  })
}

/** The discovery contracts' states. */
export const catalogueStates = {
  [STATES.catalogueListsDeal]: catalogueListsDeal,
  [STATES.customerWishesListedDeal]: async (params) => {
    await catalogueListsDeal()
    // Deal `deal` (the listed deal unless another uuid is asked for) in category `category` and in the customer's wishlist.
    const shelf = await categoryBySlug(str(params, 'category', categorySlug(CAFES)).trim().toLowerCase())
    const uuid = str(params, 'deal', PACT_VALUES.listedDealUuid)
    const wished =
      db.deals.findFirst((q) => q.where({ uuid })) ??
      (await createFixtureDeal({ uuid, category_ids: [shelf.id], ...PICTURES }))
    if (!wished.category_ids.includes(shelf.id)) {
      await db.deals.update((q) => q.where({ id: wished.id }), {
        data(d) {
          d.category_ids = [...d.category_ids, shelf.id]
        },
      })
    }
    const now = clock.now()
    await keep(PERSONA_IDS.customer, wished.id, KEPT_LIST.wishlist, now)
    await signInWithToken('customer', str(params, 'token', PACT_VALUES.customerToken), now)
  },
  [STATES.vendorHasPendingDeal]: async (params) => {
    await catalogueListsDeal()
    await createFixtureDeal({
      id: 95_003,
      uuid: PACT_VALUES.pendingDealUuid,
      name: 'Iced Tea Happy Hours',
      deal_status: 2,
      ...PICTURES,
    })
    await createFixtureDeal({
      id: 95_004,
      uuid: PACT_VALUES.otherVendorDealUuid,
      vendor_id: 103,
      name: 'Cold Brew for Two',
      ...PICTURES,
    })
    await signInWithToken('vendor', str(params, 'token', PACT_VALUES.vendorToken))
  },
} satisfies StateSetUps

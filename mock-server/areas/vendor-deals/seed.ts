import { addDays, indiaDay } from '../../../src/lib/dates'
import { DEAL_STATUS } from '../../../src/lib/deal-status'
import { KEPT_LIST } from '../customer-deals/kept-lists'
import { clock } from '../../clock/clock'
import { db, nextId } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'
import { seededUuid } from '../../store/seed-random'

const CHAI_POINT = PERSONA_IDS.vendor
/** The catalogue's Cafes category (catalogue-data.ts). */
const CAFES = 2

/** How many deals this seed adds to the catalogue's (the sent-back one). */
export const VENDOR_STORY_DEALS = 1
/** The generated students (by user id) who keep the vendor persona's deals in My Deals and reported them. */
export const REPORTING_STUDENTS = [10, 11, 12] as const

/** Fixed uuid of the vendor persona's deal that staff sent back with comments, so docs and tests can name it. */
export const SENT_BACK_DEAL_UUID = 'dea1b0c0-0000-4000-8000-00000000b001'

/**
 * The vendor persona's side of the story, on top of the catalogue and the customers' seeds: besides its active,
 * pending, expired and inactive deals, one deal staff sent back with a remark on two fields ('Edit this Deal to
 * Publish'), and students who keep its first deals in My Deals and reported them as wrong (Reported Deals).
 * Appended after every other seeded row, so no other seeded id moves.
 */
export async function seedVendorDeals(now = clock.now()) {
  const own = db.deals
    .all()
    .filter((d) => d.vendor_id === CHAI_POINT)
    .sort((a, b) => a.id - b.id)
  const template = own.find((d) => d.deal_status === DEAL_STATUS.pending)
  if (!template) return // a seed too small to hold the persona's deals
  const day = indiaDay(now)
  const daysAgo = (n: number) => new Date(now - n * 86_400_000).toISOString()

  // Its own product (a wrap, which the catalogue does not sell yet), text and keywords, not the template's sandwich.
  const wrapId = nextId(db.products)
  await db.products.create({
    id: wrapId,
    uuid: seededUuid('9d0d', wrapId),
    name: 'Wrap',
    category_id: CAFES,
    is_active: 1,
  })
  const keyword = (name: string) => db.keywords.findFirst((q) => q.where({ name }))?.id
  const id = nextId(db.deals)
  await db.deals.create({
    ...template,
    id,
    description:
      '<p>Paneer Tikka Wrap & Lassi. A grilled paneer tikka wrap with mint chutney and a tall glass of sweet lassi.</p>' +
      '<ul><li>Valid at our Koramangala outlet</li><li>Save 15% on the regular price</li></ul>',
    product_id: wrapId,
    category_ids: [CAFES],
    keyword_ids: [keyword('Combo'), keyword('Student Special')].filter((k): k is number => k !== undefined),
    uuid: SENT_BACK_DEAL_UUID,
    deal_code: `HD${String(id).padStart(6, '0')}`,
    name: 'Paneer Tikka Wrap & Lassi',
    deal_price: 219,
    discount: 15,
    from_date: addDays(day, 2),
    end_date: addDays(day, 60),
    deal_status: DEAL_STATUS.pending,
    is_approved: 0,
    is_active: 1,
    created_at: daysAgo(3),
  })
  await db.dealComments.create({
    id: nextId(db.dealComments),
    deal_id: id,
    comments: {
      small_image: 'The picture is blurred; please upload a sharper photo of the wrap.',
      terms_conditions: 'Say whether the lassi can be swapped for another drink.',
    },
    created_at: daysAgo(1),
  })

  // Students who bought into its first two active deals, and reported them as wrong.
  const reported = own.filter((d) => d.deal_status === DEAL_STATUS.active && d.deal_available > 0).slice(0, 2)
  const [first, second, third] = REPORTING_STUDENTS
  const reports = [
    {
      customer: first,
      title: 'Bun maska was missing',
      description: 'Only the chai was served; the counter said the bun maska is not part of the offer.',
      age: 9,
    },
    {
      customer: second,
      title: 'Price at the counter was higher',
      description: 'I was charged the full price and told the discount applies only on weekdays.',
      age: 4,
    },
    {
      customer: third,
      title: 'Chai served cold',
      description: 'Both cups came lukewarm, and the counter would not make fresh ones for the deal.',
      age: 2,
    },
  ]
  for (const [i, r] of reports.entries()) {
    const deal = reported[i % reported.length]
    if (!deal || !db.users.findFirst((q) => q.where({ id: r.customer }))) continue
    await db.cartItems.create({
      id: nextId(db.cartItems),
      customer_id: r.customer,
      deal_id: deal.id,
      cart_type: KEPT_LIST.myDeals,
      created_at: daysAgo(r.age + 5),
    })
    await db.dealReports.create({
      id: nextId(db.dealReports),
      customer_id: r.customer,
      deal_id: deal.id,
      vendor_id: CHAI_POINT,
      order_id: null,
      title: r.title,
      description: r.description,
      created_at: daysAgo(r.age),
    })
  }
}

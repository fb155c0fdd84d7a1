import { describe, expect, it } from 'vitest'
import type {
  CategoryDealResponse,
  DealDetailResponse,
  ListingDeal,
  MenuCategoryResponse,
} from '../../../src/api/schemas/deals'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { finalDiscount } from '../../../src/lib/deal-pricing'
import { db } from '../../store/db'
import { clock } from '../../clock/clock'
import { PERSONA_IDS, post, userOf } from '../../testing/test-kit'

// tests/setup/unit.ts reseeds the database (300 deals) before each test.
/** Chai Point Koramangala's outlet: the vendor persona's deals are ~0 km from here. */
const KORAMANGALA = { latitude: '12.9352', longitude: '77.6245' }

const deal = (id: number) => db.deals.findFirst((q) => q.where({ id }), { strict: true })
const today = () => indiaDay(clock.now())

describe('category-deal', () => {
  it('lists active deals of the category nearest first, with distance from the location headers', async () => {
    const res = await post<CategoryDealResponse>('category-deal', { id: 'cafes' }, { headers: KORAMANGALA })
    expect(res.status).toBe(200)
    expect(res.body.category_deals.name).toBe('Cafes')
    const deals = res.body.deals
    expect(deals.length).toBeGreaterThan(5)
    expect(deals.map((d) => d.distance)).toEqual([...deals.map((d) => d.distance)].sort((a, b) => a - b))
    // The vendor persona's first deal sits at the outlet the headers point at.
    expect(deals[0]).toMatchObject({ uuid: deal(1).uuid, name: 'Masala Chai & Bun Maska', distance: 0 })
    for (const d of deals) {
      expect(d.deal_status).toBe(1)
      expect(d.vendor.organization).not.toBe('')
      expect(d.end_date >= today()).toBe(true)
    }
  })

  it('without location headers measures from the country centre', async () => {
    const res = await post<CategoryDealResponse>('category-deal', { id: 'cafes' })
    const chai = res.body.deals.find((d) => d.id === 1)!
    // Bengaluru is about 900 km from 20.5937, 78.9629.
    expect(chai.distance).toBeGreaterThan(800)
    expect(chai.distance).toBeLessThan(1000)
  })

  it('sorts by name or price, either way', async () => {
    const byName = (
      await post<CategoryDealResponse>('category-deal', { id: 'food', sortBy: 'name', order: 'asc' })
    ).body.deals.map((d) => d.name)
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })))
    const byPrice = (
      await post<CategoryDealResponse>('category-deal', { id: 'food', sortBy: 'deal_price', order: 'desc' })
    ).body.deals.map((d) => d.deal_price)
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a))
    expect(byPrice[0]).toBeGreaterThan(byPrice[byPrice.length - 1]!)
  })

  it('keeps to the chosen city', async () => {
    const all = (await post<CategoryDealResponse>('category-deal', { id: 'food', city_id: null })).body.deals
    const mumbai = (await post<CategoryDealResponse>('category-deal', { id: 'food', city_id: 2 })).body.deals
    expect(mumbai.length).toBeGreaterThan(0)
    expect(mumbai.length).toBeLessThan(all.length)
    for (const d of mumbai) expect(deal(d.id).city_id).toBe(2)
  })

  it('matches multi-word category slugs and lists open deals under opendeal', async () => {
    const salon = await post<CategoryDealResponse>('category-deal', { id: 'salon-and-spa' })
    expect(salon.status).toBe(200)
    expect(salon.body.category_deals.name).toBe('Salon and Spa')
    const open = await post<CategoryDealResponse>('category-deal', { id: 'opendeal' })
    expect(open.body.category_deals.name).toBe('Open Deal')
    expect(open.body.deals.length).toBeGreaterThan(0)
    expect(open.body.deals.every((d) => d.is_open_deal === 1)).toBe(true)
  })

  it('hides pending, expired, inactive deals and the deals of a vendor awaiting KYC', async () => {
    const ids = new Set<number>()
    for (const c of db.categories.all()) {
      const slug = c.name.toLowerCase().replace(/ /g, '-')
      for (const d of (await post<CategoryDealResponse>('category-deal', { id: slug })).body.deals) ids.add(d.id)
    }
    // The vendor persona's story: deals 1-4 active, 5 active but out of stock, 6 pending, 7 expired, 8 inactive.
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((id) => ids.has(id))).toEqual([1, 2, 3, 4])
    expect(
      db.deals.findMany((q) => q.where({ vendor_id: PERSONA_IDS['pending-vendor'] })).some((d) => ids.has(d.id)),
    ).toBe(false)
    for (const id of ids) expect(deal(id)).toMatchObject({ deal_status: 1, is_active: 1, is_approved: 1 })
    for (const id of ids) expect(deal(id).deal_available).toBeGreaterThan(0)
  })

  it('treats an active deal past its end date as expired', async () => {
    await db.deals.update((q) => q.where({ id: 1 }), { data: (d) => void (d.end_date = addDays(today(), -1)) })
    const listed = (await post<CategoryDealResponse>('category-deal', { id: 'cafes' })).body.deals
    expect(listed.some((d) => d.id === 1)).toBe(false)
    const detail = await post<DealDetailResponse>('deal-detail', { id: deal(1).uuid })
    expect(detail.body.deal.deal_status).toBe(3)
  })

  it('prices final_discount by the viewer plan: the standard rate for visitors, Silver more, Gold more again', async () => {
    // No plan keeps 30% at UPI, Silver 20%, Gold 10% (docs/decisions/money-model.md: a plan always buys something).
    const guest = (await post<CategoryDealResponse>('category-deal', { id: 'cafes' })).body.deals
    for (const d of guest) expect(d.final_discount).toBe(finalDiscount(d.discount, 30))
    const silver = (await post<CategoryDealResponse>('category-deal', { id: 'cafes' }, { as: 'customer' })).body.deals
    for (const d of silver) expect(d.final_discount).toBe(finalDiscount(d.discount, 20))
    await db.users.update((q) => q.where({ id: PERSONA_IDS.customer }), { data: (u) => void (u.hola_category_id = 2) })
    const gold = (await post<CategoryDealResponse>('category-deal', { id: 'cafes' }, { as: 'customer' })).body.deals
    for (const d of gold) expect(d.final_discount).toBe(finalDiscount(d.discount, 10))
  })

  it('averages approved reviews only', async () => {
    const listed = (await post<CategoryDealResponse>('category-deal', { id: 'cafes' })).body.deals.find(
      (d) => d.id === 2,
    )!
    const approved = db.reviews.findMany((q) => q.where({ deal_id: 2, is_approved: 1 }))
    expect(listed.reviews_count).toBe(approved.length)
    expect(listed.average_rating).toBeCloseTo(approved.reduce((s, r) => s + r.rating, 0) / approved.length, 2)
    expect(db.reviews.findMany((q) => q.where({ deal_id: 2, is_approved: 0 })).length).toBeGreaterThan(0)
  })

  it("fills is_wishlist from the token's customer, never from the body", async () => {
    const flag = (ds: ListingDeal[]) => ds.find((d) => d.id === 1)!.is_wishlist
    db.cartItems.clear()
    await db.cartItems.create({
      id: 1,
      customer_id: PERSONA_IDS.customer,
      deal_id: 1,
      cart_type: 0,
      created_at: new Date().toISOString(),
    })
    expect(
      flag(
        (
          await post<CategoryDealResponse>(
            'category-deal',
            { id: 'cafes', wishlist_customer_id: PERSONA_IDS.customer },
            { as: 'customer' },
          )
        ).body.deals,
      ),
    ).toBe(1)
    expect(
      flag(
        (await post<CategoryDealResponse>('category-deal', { id: 'cafes', wishlist_customer_id: PERSONA_IDS.customer }))
          .body.deals,
      ),
    ).toBe(0)
    expect(
      flag(
        (
          await post<CategoryDealResponse>(
            'category-deal',
            { id: 'cafes', wishlist_customer_id: PERSONA_IDS.customer },
            { as: 'vendor' },
          )
        ).body.deals,
      ),
    ).toBe(0)
  })

  it('answers 404 for an unknown category and 422 for a malformed body', async () => {
    expect(await post('category-deal', { id: 'no-such-category' })).toMatchObject({
      status: 404,
      body: { message: 'Category not found.' },
    })
    const bad = await post('category-deal', { id: '', sortBy: 'price', order: 'up', city_id: 'two' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['city_id', 'id', 'order', 'sortBy'])
    expect(bad.body.errors!.id).toEqual(['The id field is required.'])
    expect((await post('category-deal', '{not json')).status).toBe(422)
  })
})

describe('keyword, product and vendor listings', () => {
  it('keyword-deal finds the keyword in any case and names it', async () => {
    const res = await post<{ deals: ListingDeal[]; keyword_deals: { id: number; name: string } }>('keyword-deal', {
      name: 'student special',
    })
    expect(res.status).toBe(200)
    expect(res.body.keyword_deals.name).toBe('Student Special')
    for (const d of res.body.deals) expect(deal(d.id).keyword_ids).toContain(res.body.keyword_deals.id)
    expect((await post('keyword-deal', { name: 'nothing like this' })).status).toBe(404)
  })

  it('product-deal lists a product by uuid', async () => {
    const product = db.products.findFirst((q) => q.where({ name: 'Masala Chai' }), { strict: true })
    const res = await post<{ deals: ListingDeal[]; product_deals: { uuid: string; name: string } }>('product-deal', {
      id: product.uuid,
    })
    expect(res.body.product_deals).toEqual({ uuid: product.uuid, name: 'Masala Chai' })
    expect(res.body.deals.length).toBeGreaterThan(0)
    for (const d of res.body.deals) expect(deal(d.id).product_id).toBe(product.id)
    expect((await post('product-deal', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404)
  })

  it("vendor-deal lists a vendor's deals under its outlet name; a vendor awaiting KYC has none yet", async () => {
    const res = await post<{ deals: ListingDeal[]; vendor_deals: { deals: { name: string } } }>('vendor-deal', {
      id: userOf('vendor').hash,
    })
    expect(res.body.vendor_deals.deals.name).toBe('Chai Point Koramangala')
    const ids = res.body.deals.map((d) => d.id)
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4]))
    expect(ids).not.toContain(5)
    expect(ids).not.toContain(6)
    for (const id of ids) expect(deal(id)).toMatchObject({ vendor_id: PERSONA_IDS.vendor, deal_status: 1 })
    const pending = await post<{ deals: ListingDeal[] }>('vendor-deal', { id: userOf('pending-vendor').hash })
    expect(pending.status).toBe(200)
    expect(pending.body.deals).toEqual([])
    expect((await post('vendor-deal', { id: userOf('customer').hash })).status).toBe(404)
  })
})

describe('menu-category', () => {
  it('gives the home carousels: top categories with their nearest deals, all categories, featured deals', async () => {
    const res = await post<MenuCategoryResponse>('menu-category', { city_id: null }, { headers: KORAMANGALA })
    expect(res.status).toBe(200)
    const { top_menu_cateogry: top, slider_category: slider, featured_vendor: featured } = res.body
    expect(slider).toHaveLength(12)
    expect(top.length).toBeGreaterThan(3)
    expect(top.every((c) => c.deals.length > 0 && c.deals.length <= 12)).toBe(true)
    expect(top[0]!.deals[0]!.distance).toBeLessThan(5)
    expect(featured.length).toBeGreaterThan(0)
    expect(featured.length).toBeLessThanOrEqual(8)
    // One deal per vendor, best discount first.
    expect(new Set(featured.map((d) => d.vendor.id)).size).toBe(featured.length)
    expect(featured.map((d) => d.discount)).toEqual([...featured.map((d) => d.discount)].sort((a, b) => b - a))
  })

  it('keeps to the chosen city', async () => {
    const res = await post<MenuCategoryResponse>('menu-category', { city_id: 3 })
    const ids = [...res.body.featured_vendor, ...res.body.top_menu_cateogry.flatMap((c) => c.deals)].map((d) => d.id)
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) expect(deal(id).city_id).toBe(3)
  })

  it('is empty for a city without deals, and 422 for a malformed city', async () => {
    const res = await post<MenuCategoryResponse>('menu-category', { city_id: 999 })
    expect(res.body.top_menu_cateogry).toEqual([])
    expect(res.body.featured_vendor).toEqual([])
    expect((await post('menu-category', { city_id: 'Pune' })).status).toBe(422)
  })
})

describe('deal-detail', () => {
  it('gives every field of the deal page, recent approved reviews newest first, and the server lists', async () => {
    const res = await post<DealDetailResponse>(
      'deal-detail',
      { id: deal(2).uuid, hash: null, wishlist_customer_id: null },
      { headers: KORAMANGALA },
    )
    expect(res.status).toBe(200)
    const d = res.body.deal
    expect(d).toMatchObject({
      id: 2,
      name: 'Cold Coffee & Brownie',
      vendor: { id: PERSONA_IDS.vendor, organization: 'Chai Point Koramangala' },
      deal_status: 1,
    })
    expect(d.address.address).toBe(deal(2).address)
    expect(d.deal_categories).toEqual([{ id: 2, name: 'Cafes' }])
    expect(d.product).toEqual({ uuid: expect.any(String), name: 'Cold Coffee' })
    expect(d.keywords.length).toBeGreaterThan(0)
    expect(d.recent_reviews.length).toBeGreaterThan(0)
    expect(d.recent_reviews.length).toBeLessThanOrEqual(3)
    const dates = d.recent_reviews.map((r) => r.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const approvedUuids = new Set(
      db.reviews.findMany((q) => q.where({ deal_id: 2, is_approved: 1 })).map((r) => r.uuid),
    )
    for (const r of d.recent_reviews) expect(approvedUuids.has(r.uuid)).toBe(true)
    expect(res.body.payment_type.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(res.body.deal_status.find((s) => s.id === 3)?.name).toBe('Expired')
    // A visitor is priced at the standard rate, named as no plan.
    expect(res.body.default_hola_category).toMatchObject({ id: 0, name: 'No plan' })
    expect(res.body.default_hola_category!.hola_category_margin).toHaveLength(6)
  })

  it('still shows an out-of-stock deal (the page says so), tiers of an open deal, and expired deals with status 3', async () => {
    expect((await post<DealDetailResponse>('deal-detail', { id: deal(5).uuid })).body.deal).toMatchObject({
      deal_status: 1,
      deal_available: 0,
    })
    const open = (await post<DealDetailResponse>('deal-detail', { id: deal(4).uuid })).body.deal
    expect(open.is_open_deal).toBe(1)
    expect(open.deal_criteria.length).toBeGreaterThanOrEqual(2)
    expect(open.deal_price).toBe(open.deal_criteria[0]!.amount)
    expect((await post<DealDetailResponse>('deal-detail', { id: deal(7).uuid })).body.deal.deal_status).toBe(3)
  })

  it('is a 404 for unknown, pending, inactive deals and for a vendor awaiting KYC; 422 without an id', async () => {
    for (const uuid of ['dea10000-0000-4000-8000-999999999999', deal(6).uuid, deal(8).uuid, deal(9).uuid]) {
      expect(await post('deal-detail', { id: uuid })).toMatchObject({
        status: 404,
        body: { message: 'Deal details not found.' },
      })
    }
    expect((await post('deal-detail', {})).body.errors).toEqual({ id: ['The id field is required.'] })
  })
})

describe('vendor-deal-detail', () => {
  it("shows a vendor its own deal in any status, refuses another vendor's deal and other roles", async () => {
    const own = await post<DealDetailResponse>('vendor-deal-detail', { id: deal(6).uuid }, { as: 'vendor' })
    expect(own.status).toBe(200)
    expect(own.body.deal).toMatchObject({ id: 6, deal_status: 2 })
    const other = db.deals.all().find((d) => d.vendor_id !== PERSONA_IDS.vendor)!
    expect((await post('vendor-deal-detail', { id: other.uuid }, { as: 'vendor' })).status).toBe(403)
    expect((await post('vendor-deal-detail', { id: deal(6).uuid }, { as: 'customer' })).status).toBe(403)
    expect((await post('vendor-deal-detail', { id: deal(6).uuid })).status).toBe(401)
    expect(
      (await post('vendor-deal-detail', { id: 'dea10000-0000-4000-8000-999999999999' }, { as: 'vendor' })).status,
    ).toBe(404)
  })
})

import { describe, expect, it } from 'vitest'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { db } from '../../store/db'
import { SENT_BACK_DEAL_UUID } from './seed'
import { KEPT_LIST, keep } from '../customer-deals/kept-lists'
import { API, PERSONA_IDS, PNG_1PX, callApi, get, post, tokenOf } from '../../testing/test-kit'
import { VENDOR_DEALS_TEXTS } from '../../../src/lib/vendor-deal-texts'

const CHAI_POINT = PERSONA_IDS.vendor
type Listed = {
  uuid: string
  name: string
  deal_status: number
  is_approved: number
  deal_comments: null | { comment: { comments: Record<string, string> } }
}
const listOf = async (as: 'vendor' | 'pending-vendor' = 'vendor') =>
  (await get<{ deals: Listed[]; deal_status: Array<{ id: number; name: string }> }>('vendor/list-deal', { as })).body

describe('GET vendor/list-deal', () => {
  it("lists the vendor's own deals in every status, the sent-back one with its comments, and the status names", async () => {
    const { deals, deal_status } = await listOf()
    const own = db.deals.all().filter((d) => d.vendor_id === CHAI_POINT)
    expect(deals).toHaveLength(own.length)
    expect(new Set(deals.map((d) => d.deal_status))).toEqual(new Set([1, 2, 3, 4]))
    expect(deal_status).toEqual([
      { id: 1, name: 'Active' },
      { id: 2, name: 'Pending' },
      { id: 3, name: 'Expired' },
      { id: 4, name: 'Inactive' },
    ])
    const sentBack = deals.find((d) => d.uuid === SENT_BACK_DEAL_UUID)!
    expect(sentBack).toMatchObject({ deal_status: 2, is_approved: 0 })
    expect(Object.keys(sentBack.deal_comments!.comment.comments)).toEqual(['small_image', 'terms_conditions'])
    expect(deals.filter((d) => d.deal_comments !== null)).toHaveLength(1)
  })

  it('lists a vendor awaiting KYC their deals too (the screen explains why nobody sees them)', async () => {
    const { deals } = await listOf('pending-vendor')
    expect(deals.length).toBeGreaterThan(0)
    expect(deals.every((d) => d.deal_status === 2)).toBe(true)
  })

  it('is for vendors only', async () => {
    expect((await get('vendor/list-deal')).status).toBe(401)
    expect((await get('vendor/list-deal', { as: 'customer' })).status).toBe(403)
  })
})

describe('DELETE vendor/remove-deal/{uuid}', () => {
  it('removes an own deal with its comments and the wishlist entries that pointed at it', async () => {
    const deal = await createFixtureDeal({ id: 90_101, deal_status: 4 })
    await keep(PERSONA_IDS.customer, deal.id, KEPT_LIST.wishlist)
    const answer = await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`, { as: 'vendor' })
    expect(answer).toEqual({ status: 200, body: { success: true, message: 'Your deal is removed.' } })
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))).toBeUndefined()
    expect(db.cartItems.findFirst((q) => q.where({ deal_id: deal.id }))).toBeUndefined()
    expect((await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`, { as: 'vendor' })).status).toBe(404)

    const sentBack = db.deals.findFirst((q) => q.where({ uuid: SENT_BACK_DEAL_UUID }))!
    expect((await callApi('DELETE', `vendor/remove-deal/${SENT_BACK_DEAL_UUID}`, { as: 'vendor' })).status).toBe(200)
    expect(db.dealComments.findFirst((q) => q.where({ deal_id: sentBack.id }))).toBeUndefined()
  })

  it('refuses an active deal a student keeps in My Deals with a 409 and msg, and keeps it; an expired one goes', async () => {
    const active = await createFixtureDeal({ id: 90_102 })
    await keep(PERSONA_IDS.customer, active.id, KEPT_LIST.myDeals)
    const refused = await callApi('DELETE', `vendor/remove-deal/${active.uuid}`, { as: 'vendor' })
    expect(refused.status).toBe(409)
    expect(refused.body.msg).toBe(
      'Students hold this deal in their deals, so it cannot be removed. Switch Is Active off instead.',
    )
    expect(db.deals.findFirst((q) => q.where({ id: active.id }))).toBeDefined()
    expect(db.cartItems.findFirst((q) => q.where({ deal_id: active.id }))).toBeDefined()

    const expired = await createFixtureDeal({ id: 90_103, deal_status: 3 })
    await keep(PERSONA_IDS.customer, expired.id, KEPT_LIST.myDeals)
    expect((await callApi('DELETE', `vendor/remove-deal/${expired.uuid}`, { as: 'vendor' })).status).toBe(200)
  })

  it("refuses another vendor's deal with a 403 and a customer with a 403, changing nothing", async () => {
    const deal = await createFixtureDeal({ id: 90_104 })
    const other = await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`, { as: 'pending-vendor' })
    expect(other).toEqual({ status: 403, body: { message: 'You can only change your own deals.' } })
    expect((await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`, { as: 'customer' })).status).toBe(403)
    expect((await callApi('DELETE', `vendor/remove-deal/${deal.uuid}`)).status).toBe(401)
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))).toBeDefined()
  })
})

describe("staff queue kind 'deal'", () => {
  type Item = { kind: string; id: string; title: string; comment_fields?: Array<{ key: string; label: string }> }
  const dealItems = async () =>
    (await get<{ items: Item[] }>('__mock/staff/queue')).body.items.filter((i) => i.kind === 'deal')

  it('lists pending deals with the comment fields, but not one sent back to its vendor', async () => {
    const items = await dealItems()
    const pending = db.deals.all().filter((d) => d.deal_status === 2 && d.is_approved === 0)
    expect(items).toHaveLength(pending.length - 1)
    expect(items.map((i) => i.id)).not.toContain(SENT_BACK_DEAL_UUID)
    expect(items[0]!.comment_fields!.map((f) => f.key)).toEqual([
      'banner_image',
      'small_image',
      'name',
      'deal_price',
      'discount',
      'category',
      'deal_available',
      'product',
      'address',
      'end_date',
      'days',
      'description',
      'terms_conditions',
    ])
  })

  it('approving publishes the deal: it is listed in its category', async () => {
    const deal = await createFixtureDeal({ id: 90_105, deal_status: 2, category_ids: [1] })
    expect((await post(`__mock/staff/deal/${deal.uuid}/approve`)).status).toBe(200)
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))).toMatchObject({ is_approved: 1, deal_status: 1 })
    expect((await dealItems()).map((i) => i.id)).not.toContain(deal.uuid)
    expect((await post(`__mock/staff/deal/${deal.uuid}/approve`)).status).toBe(404)
    const detail = await post('deal-detail', { id: deal.uuid, hash: '', wishlist_customer_id: null })
    expect(detail.status).toBe(200)
  })

  it("sending back stores the comments per field; the vendor's list shows them; unknown or empty comments are a 422", async () => {
    const deal = await createFixtureDeal({ id: 90_106, deal_status: 2 })
    expect((await post(`__mock/staff/deal/${deal.uuid}/reject`, { comments: { nonsense: 'x' } })).status).toBe(422)
    expect((await post(`__mock/staff/deal/${deal.uuid}/reject`, { comments: { name: '  ' } })).status).toBe(422)
    expect(db.dealComments.findFirst((q) => q.where({ deal_id: deal.id }))).toBeUndefined()

    expect(
      (
        await post(`__mock/staff/deal/${deal.uuid}/reject`, {
          comments: { name: 'Name the outlet in the title.', discount: '' },
        })
      ).status,
    ).toBe(200)
    const listed = (await listOf()).deals.find((d) => d.uuid === deal.uuid)!
    expect(listed).toMatchObject({
      deal_status: 2,
      is_approved: 0,
      deal_comments: { comment: { comments: { name: 'Name the outlet in the title.' } } },
    })
    expect((await dealItems()).map((i) => i.id)).not.toContain(deal.uuid)
  })
})

describe('POST vendor/list-reported-deal', () => {
  type Page = {
    deals: {
      data: Array<{
        title: string
        created_at: string
        deal: { uuid: string; name: string }
        customer: { full_name: string }
        vendor: { full_name: string }
      }>
      current_page: number
      last_page: number
      total: number
    }
  }

  it("pages the reports about the vendor's own deals, newest first, 10 a page by default", async () => {
    const first = await post<Page>('vendor/list-reported-deal', { page: 1 }, { as: 'vendor' })
    expect(first.status).toBe(200)
    const own = db.dealReports.all().filter((r) => r.vendor_id === CHAI_POINT)
    expect(first.body.deals.total).toBe(own.length)
    expect(first.body.deals.data.length).toBe(Math.min(10, own.length))
    const dates = first.body.deals.data.map((r) => r.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const row of first.body.deals.data) {
      expect(row.vendor.full_name).toBe('Arjun Mehta')
      expect(db.deals.findFirst((q) => q.where({ uuid: row.deal.uuid }))?.vendor_id).toBe(CHAI_POINT)
    }
    expect(first.body.deals.data[0]).toMatchObject({
      title: 'Chai served cold',
      deal: { name: 'Masala Chai & Bun Maska' },
    })

    const small = await post<Page>('vendor/list-reported-deal', { page: 2, per_page: 2 }, { as: 'vendor' })
    expect(small.body.deals).toMatchObject({ current_page: 2, last_page: Math.ceil(own.length / 2), total: own.length })
    expect(small.body.deals.data.map((r) => r.title)).toEqual(first.body.deals.data.slice(2, 4).map((r) => r.title))
  })

  it("shows a customer's new report to the deal's vendor only", async () => {
    const deal = await createFixtureDeal({ id: 90_107 })
    await keep(PERSONA_IDS.customer, deal.id, KEPT_LIST.myDeals)
    expect(
      (
        await post(
          'customer/save-deal-reporting',
          {
            title: 'Wrong photo',
            description: 'The photo shows another dish.',
            deal_id: deal.id,
            vendor_id: CHAI_POINT,
          },
          { as: 'customer' },
        )
      ).status,
    ).toBe(200)
    const mine = await post<Page>('vendor/list-reported-deal', { page: 1 }, { as: 'vendor' })
    expect(mine.body.deals.data[0]).toMatchObject({
      title: 'Wrong photo',
      customer: { full_name: 'Priya Sharma' },
      deal: { uuid: deal.uuid },
    })
    const theirs = await post<Page>('vendor/list-reported-deal', { page: 1 }, { as: 'pending-vendor' })
    expect(theirs.body.deals).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 })
  })

  it('refuses a page below 1 or a size over 50 with field errors, guests with 401 and customers with 403', async () => {
    const bad = await post('vendor/list-reported-deal', { page: 0, per_page: 51 }, { as: 'vendor' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['page', 'per_page'])
    expect((await post('vendor/list-reported-deal', { page: 1 })).status).toBe(401)
    expect((await post('vendor/list-reported-deal', { page: 1 }, { as: 'customer' })).status).toBe(403)
  })
})

describe('the add-deal lookups', () => {
  it('search keywords, active categories and products by any part of their name; vendors only', async () => {
    const keywords = await post<{ keyword_list: Array<{ id: number; name: string }> }>(
      'vendor/keyword-list',
      {},
      { as: 'vendor' },
    )
    expect(keywords.body.keyword_list.length).toBe(db.keywords.count())
    const cafes = await post<{ category: Array<{ id: number; name: string }> }>(
      'vendor/search-active-category',
      { search: 'AFE' },
      { as: 'vendor' },
    )
    expect(cafes.body.category).toContainEqual({ id: 2, name: 'Cafes' })
    const chai = await post<{ products: Array<{ uuid: string; name: string }> }>(
      'vendor/search-active-product',
      { search: 'chai' },
      { as: 'vendor' },
    )
    expect(chai.body.products.map((p) => p.name)).toContain('Masala Chai')
    expect((await post('vendor/search-active-product', { search: 'chai' }, { as: 'customer' })).status).toBe(403)
  })
})

describe('POST vendor/add-deal (multipart)', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'small.png', { type: 'image/png' })
  const inIndia = (days: number) => {
    const d = new Date(Date.now() + 330 * 60_000 + days * 86_400_000)
    return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`
  }
  const form = (fields: Record<string, string | string[] | File>) => {
    const f = new FormData()
    for (const [k, v] of Object.entries(fields)) {
      if (Array.isArray(v)) for (const item of v) f.append(`${k}[]`, item)
      else f.append(k, v)
    }
    return f
  }
  const masalaChai = () => db.products.all().find((p) => p.name === 'Masala Chai')!
  const complete = () => ({
    name: 'Chai for the Exam Week',
    is_open_deal: '0',
    deal_price: '99.50',
    discount: '15',
    category_id: ['2'],
    deal_available: '40',
    product_id: masalaChai().uuid,
    address: 'ignored: the vendor address is used',
    from_date: inIndia(0),
    end_date: inIndia(10),
    days: ['1', '2', '3', '4', '5', '6', '7'],
    keyword: ['1'],
    new_keywork: ['Exam Week'],
    description: '<p>Two cups <img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    terms_conditions: '<ul><li>One per visit.</li></ul>',
    small_image: png(),
    banner_image: png(),
  })
  const send = async (body: FormData, persona: 'vendor' | 'customer' | 'pending-vendor' = 'vendor') => {
    const res = await fetch(`${API}/vendor/add-deal`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${await tokenOf(persona)}` },
      body,
    })
    return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string[]> } }
  }

  it('stores a pending, unapproved deal with sanitised rich text, the vendor address and a new keyword', async () => {
    const before = db.deals.count()
    const answer = await send(form(complete()))
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: 'Your deal is saved. It will be published once our team approves it.' },
    })
    expect(db.deals.count()).toBe(before + 1)
    const deal = db.deals.all().find((d) => d.name === 'Chai for the Exam Week')!
    expect(deal).toMatchObject({
      vendor_id: CHAI_POINT,
      deal_status: 2,
      is_approved: 0,
      is_active: 1,
      deal_price: 99.5,
      discount: 15,
      category_ids: [2],
      product_id: masalaChai().id,
      address: '80 Feet Road, Koramangala 4th Block',
    })
    expect(deal.description).not.toMatch(/onerror|script/)
    expect(deal.description).toContain('Two cups')
    expect(deal.small_image).toMatch(/^data:image\/png;base64,/)
    const exam = db.keywords.all().find((k) => k.name === 'Exam Week')!
    expect(deal.keyword_ids).toEqual([1, exam.id])
    // Staff see it waiting.
    const queue = await get<{ items: Array<{ kind: string; id: string }> }>('__mock/staff/queue')
    expect(queue.body.items.some((i) => i.kind === 'deal' && i.id === deal.uuid)).toBe(true)
  })

  it('stores an open deal with its tiers, without categories, priced from the lowest tier', async () => {
    const answer = await send(
      form({
        ...complete(),
        is_open_deal: '1',
        deal_price: '',
        discount: '',
        category_id: [],
        criteria_amount: ['1000', '500'],
        criteria_discount: ['15', '10'],
      }),
    )
    expect(answer.status).toBe(200)
    const deal = db.deals.all().find((d) => d.name === 'Chai for the Exam Week')!
    expect(deal).toMatchObject({ is_open_deal: 1, category_ids: [], deal_price: 500, discount: 10 })
    expect(deal.criteria.map((c) => [c.amount, c.discount])).toEqual([
      [500, 10],
      [1000, 15],
    ])
  })

  it('refuses with field errors in the shared words and stores nothing (no deal, no new keyword)', async () => {
    const deals = db.deals.count()
    const keywords = db.keywords.count()
    const bad = await send(
      form({
        ...complete(),
        from_date: inIndia(-1),
        discount: '101',
        small_image: new File(['GIF89a'], 'x.gif', { type: 'image/gif' }),
        banner_image: 'not a file',
        product_id: 'no-such-product',
      }),
    )
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      discount: ['The discount field must be between 1 and 100.'],
      from_date: ['The valid till date cannot start before today.'],
      small_image: ['The field field must be a valid file.'],
      banner_image: ['The field field must be a valid file.'],
      product_id: ['The selected product is invalid.'],
    })
    const { small_image: _s, banner_image: _b, ...noImages } = complete()
    const missing = await send(form(noImages))
    expect(missing.body.errors).toEqual({
      small_image: ['The Small Image field is required.'],
      banner_image: ['The Large Image field is required.'],
    })
    expect(db.deals.count()).toBe(deals)
    expect(db.keywords.count()).toBe(keywords)
  })

  it('refuses a vendor whose phone or email is not verified with a 403, and a customer with a 403', async () => {
    await db.users.update((q) => q.where({ id: CHAI_POINT }), {
      data(u) {
        u.is_verified = 0
      },
    })
    const refused = await send(form(complete()))
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Not Allowed - Email or Phone is not verified, please verify first.' },
    })
    expect((await send(form(complete()), 'customer')).status).toBe(403)
  })
})

describe('GET vendor/correction-deal/{uuid} and POST vendor/update-deal', () => {
  type Correction = {
    deal: {
      uuid: string
      name: string
      from_date: string
      end_date: string
      days: number[]
      deal_categories: Array<{ id: number; name: string }>
      keywords: Array<{ id: number; name: string }>
      product: { uuid: string } | null
      deal_comments: unknown
      deal_status: number
      is_approved: number
      description: string
      terms_conditions: string
      deal_price: number
      discount: number
      deal_available: number
      is_open_deal: number
    }
  }
  const dash = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`
  /** The whole deal as the correction page sends it, with `changes`. */
  const updateForm = (deal: Correction['deal'], changes: Record<string, string> = {}) => {
    const f = new FormData()
    const fields: Record<string, string> = {
      id: deal.uuid,
      name: deal.name,
      is_open_deal: String(deal.is_open_deal),
      deal_price: String(deal.deal_price),
      discount: String(deal.discount),
      deal_available: String(deal.deal_available),
      product_id: deal.product?.uuid ?? '',
      from_date: dash(deal.from_date),
      end_date: dash(deal.end_date),
      description: deal.description,
      terms_conditions: deal.terms_conditions,
      is_approved: '0',
      is_active: '1',
      ...changes,
    }
    for (const [k, v] of Object.entries(fields)) f.append(k, v)
    for (const c of deal.deal_categories) f.append('category_id[]', String(c.id))
    for (const k of deal.keywords) f.append('keyword[]', String(k.id))
    for (const d of deal.days) f.append('days[]', String(d))
    return f
  }
  const send = async (body: FormData, persona: 'vendor' | 'pending-vendor' = 'vendor') => {
    const res = await fetch(`${API}/vendor/update-deal`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${await tokenOf(persona)}` },
      body,
    })
    return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string[]> } }
  }

  it('reads the sent-back deal with its comments; each comment stays until its own field is saved, then the deal re-enters the staff queue', async () => {
    const read = await get<Correction>(`vendor/correction-deal/${SENT_BACK_DEAL_UUID}`, { as: 'vendor' })
    expect(read.status).toBe(200)
    expect(read.body.deal).toMatchObject({
      uuid: SENT_BACK_DEAL_UUID,
      deal_status: 2,
      is_approved: 0,
      deal_comments: {
        comment: { comments: { small_image: expect.any(String), terms_conditions: expect.any(String) } },
      },
    })
    expect(read.body.deal.product).not.toBeNull()
    type Queue = { items: Array<{ kind: string; id: string; created_at: string }> }
    const inQueue = async () =>
      (await get<Queue>('__mock/staff/queue')).body.items.find((i) => i.kind === 'deal' && i.id === SENT_BACK_DEAL_UUID)

    // Saving the deal unchanged answers nothing.
    expect((await send(updateForm(read.body.deal))).status).toBe(200)
    const unchanged = await get<Correction>(`vendor/correction-deal/${SENT_BACK_DEAL_UUID}`, { as: 'vendor' })
    expect(unchanged.body.deal.deal_comments).toEqual(read.body.deal.deal_comments)
    expect(await inQueue()).toBeUndefined()

    const first = await send(
      updateForm(read.body.deal, { terms_conditions: '<p>The lassi can be swapped for a cold coffee.</p>' }),
    )
    expect(first).toEqual({ status: 200, body: { success: true, message: VENDOR_DEALS_TEXTS.correctionSaved(1) } })
    const between = await get<Correction>(`vendor/correction-deal/${SENT_BACK_DEAL_UUID}`, { as: 'vendor' })
    expect(between.body.deal.terms_conditions).toBe('<p>The lassi can be swapped for a cold coffee.</p>')
    expect(between.body.deal.deal_comments).toEqual({
      comment: { comments: { small_image: expect.stringContaining('blurred') } },
    })
    expect(await inQueue()).toBeUndefined()

    const picture = updateForm(between.body.deal)
    picture.append('small_image', new File([PNG_1PX], 'wrap.png', { type: 'image/png' }))
    expect((await send(picture)).body.message).toBe('Your deal is updated and sent for approval again.')
    const again = await get<Correction>(`vendor/correction-deal/${SENT_BACK_DEAL_UUID}`, { as: 'vendor' })
    expect(again.body.deal).toMatchObject({
      terms_conditions: '<p>The lassi can be swapped for a cold coffee.</p>',
      deal_comments: null,
      deal_status: 2,
      is_approved: 0,
    })
    // It entered the queue now, so it leads the queue rather than sitting at its creation date.
    const queue = (await get<Queue>('__mock/staff/queue')).body.items
    expect(queue[0]).toMatchObject({ kind: 'deal', id: SENT_BACK_DEAL_UUID })
  })

  it('lets a running deal keep its past start, sends an active deal back to review, and Is Active off makes it inactive', async () => {
    const running = await createFixtureDeal({
      id: 90_108,
      product_id: 1,
      category_ids: [2],
      keyword_ids: [1],
      days: [1, 2],
    })
    const read = await get<Correction>(`vendor/correction-deal/${running.uuid}`, { as: 'vendor' })
    expect((await send(updateForm(read.body.deal, { name: 'Masala Chai for Three' }))).status).toBe(200)
    expect(db.deals.findFirst((q) => q.where({ id: running.id }))).toMatchObject({
      name: 'Masala Chai for Three',
      is_approved: 0,
      deal_status: 2,
    })
    expect((await send(updateForm(read.body.deal, { is_active: '0' }))).status).toBe(200)
    expect(db.deals.findFirst((q) => q.where({ id: running.id }))).toMatchObject({ is_active: 0, deal_status: 4 })
  })

  it('refuses a moved start before today and a bad price with field errors, changing nothing', async () => {
    const read = await get<Correction>(`vendor/correction-deal/${SENT_BACK_DEAL_UUID}`, { as: 'vendor' })
    const before = { ...db.deals.findFirst((q) => q.where({ uuid: SENT_BACK_DEAL_UUID }))! }
    const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10)
    const refused = await send(updateForm(read.body.deal, { from_date: dash(yesterday), deal_price: '12.345' }))
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      deal_price: ['The deal price field must be an amount with at most 2 decimal places.'],
      from_date: ['The valid till date cannot start before today.'],
    })
    expect(db.deals.findFirst((q) => q.where({ uuid: SENT_BACK_DEAL_UUID }))).toEqual(before)
    expect(db.dealComments.count()).toBeGreaterThan(0)
  })

  it("refuses another vendor's deal (403), an unknown one (404), and customers (403)", async () => {
    const read = await get<Correction>(`vendor/correction-deal/${SENT_BACK_DEAL_UUID}`, { as: 'vendor' })
    expect((await get(`vendor/correction-deal/${SENT_BACK_DEAL_UUID}`, { as: 'pending-vendor' })).status).toBe(403)
    expect((await get('vendor/correction-deal/no-such-deal', { as: 'vendor' })).status).toBe(404)
    expect((await get(`vendor/correction-deal/${SENT_BACK_DEAL_UUID}`, { as: 'customer' })).status).toBe(403)
    expect((await send(updateForm(read.body.deal, { name: 'Taken over' }), 'pending-vendor')).status).toBe(403)
    expect(db.deals.findFirst((q) => q.where({ uuid: SENT_BACK_DEAL_UUID }))!.name).toBe('Paneer Tikka Wrap & Lassi')
  })
})

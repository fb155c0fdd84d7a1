import { fileStem } from '../../../src/lib/file-name'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pdfText } from '../../../tools/pdf-text'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import { API, get, post, tokenOf, userOf } from '../../testing/test-kit'
import { runningAds } from './running'
import { clock } from '../../clock/clock'
import { subscribe } from '../../events/events'
import { trialBalance } from '../../ledger/ledger'

type Request = {
  id: number
  uuid: string
  title: string
  price: number | null
  days: number
  discount: number
  status: 1 | 2 | 3
  reason: string | null
  orders: Array<{ id: number }>
  deal: { uuid: string; name: string } | null
}
type Errors = { message: string; errors?: Record<string, string[]> }

let deal: DealRecord
beforeEach(async () => {
  deal = await createFixtureDeal({ id: 97_201 })
})
afterEach(() => vi.restoreAllMocks())

const requests = async (as: 'vendor' | 'due-vendor' = 'vendor') =>
  (await get<{ ads: Request[] }>('vendor/ads-request', { as })).body.ads
const byTitle = async (title: string) => (await requests()).find((r) => r.title === title)!
const form = (over: Record<string, unknown> = {}) => ({
  advertisement_category_id: [1],
  deal_id: deal.uuid,
  days: 3,
  title: 'Chai Fortnight',
  description: 'Our chai, first on the home page.',
  ...over,
})
const create = (over: Record<string, unknown> = {}, as: 'vendor' | 'customer' | 'due-vendor' = 'vendor') =>
  post<{ ad: Request } & Errors>('vendor/ads-create', form(over), { as })
const approve = (uuid: string, values: Record<string, string>) =>
  post<Errors>(`__mock/staff/ad_request/${uuid}/approve`, { values })
const reject = (uuid: string, reason?: string) =>
  post<Errors>(`__mock/staff/ad_request/${uuid}/reject`, reason === undefined ? {} : { reason })

describe('the seed (every screen has something on first open)', () => {
  it('holds Chai Point’s requests in each status, the rejected one with its reason, and a paid order', async () => {
    const ads = await requests()
    expect(new Set(ads.map((a) => a.status))).toEqual(new Set([1, 2, 3]))
    expect(ads.find((a) => a.status === 1)!.price).toBeNull()
    expect(ads.find((a) => a.status === 3)!.reason).toBeTruthy()
    const orders = await post<{ orders: { data: unknown[]; total: number } }>(
      'vendor/ads-orders',
      { page: 1 },
      { as: 'vendor' },
    )
    expect(orders.body.orders.total).toBe(1)
    // The packages list stays Hola's own.
    const list = await get<{ ads: unknown[] }>('vendor/ads-list', { as: 'vendor' })
    expect(list.body.ads).toHaveLength(4)
  })
})

describe('a request’s life (spec 3 §4, §5)', () => {
  it('refuses bad fields per field in the spec’s rules', async () => {
    const bad = await create({ title: '', days: 366, advertisement_category_id: [], deal_id: '', description: ' ' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors!).sort()).toEqual(
      ['advertisement_category_id', 'days', 'deal_id', 'description', 'title'].sort(),
    )
    expect((await create({ title: 'x'.repeat(231) })).status).toBe(422)
    expect((await create({ advertisement_category_id: [9] })).body.errors?.advertisement_category_id).toBeDefined()
    const other = await createFixtureDeal({ id: 97_202, vendor_id: userOf('due-vendor').id })
    expect((await create({ deal_id: other.uuid })).body.errors?.deal_id).toEqual(['Choose one of your own deals.'])
  })

  it('is Requested, waits for staff, is rejected with a reason, edited back to Requested, approved with a price, paid once', async () => {
    const seen: string[] = []
    const off = subscribe({
      'ad_request.approved': (e) => void seen.push(`approved ${e.request_id}`),
      'ad_request.rejected': (e) => void seen.push(`rejected ${e.request_id}: ${e.reason}`),
    })
    const made = await create()
    expect(made.status).toBe(200)
    expect(made.body.ad).toMatchObject({ status: 1, price: null, days: 3 })
    const queue = await get<{ items: Array<{ kind: string; id: string; approve_fields?: unknown[] }> }>(
      '__mock/staff/queue?kind=ad_request',
    )
    const item = queue.body.items.find((i) => i.id === made.body.ad.uuid)!
    expect(item.approve_fields).toHaveLength(3)

    // A reason is required to reject; the vendor reads it.
    expect((await reject(made.body.ad.uuid)).status).toBe(422)
    expect((await reject(made.body.ad.uuid, 'Name the offer.')).status).toBe(200)
    expect(await byTitle('Chai Fortnight')).toMatchObject({ status: 3, reason: 'Name the offer.' })
    const rejectedMail = db.outbox.all().at(-1)!
    expect(rejectedMail.subject).toContain('rejected')

    const edited = await post<{ ad: Request }>(
      'vendor/ads-update',
      form({ id: made.body.ad.id, title: 'Chai Fortnight: two for one' }),
      { as: 'vendor' },
    )
    expect(edited.body.ad).toMatchObject({ status: 1, reason: null, title: 'Chai Fortnight: two for one' })

    // Approve needs a price; the discount and days come prefilled from the request.
    expect((await approve(made.body.ad.uuid, { price: '', discount: '0', days: '3' })).body.errors?.price).toBeDefined()
    expect((await approve(made.body.ad.uuid, { price: '500', discount: '10', days: '4' })).status).toBe(200)
    const approved = await byTitle('Chai Fortnight: two for one')
    expect(approved).toMatchObject({ status: 2, price: 500, discount: 10, days: 4, orders: [] })
    // The staff's decisions are announced once each (domain events).
    off()
    expect(seen).toEqual([`rejected ${approved.id}: Name the offer.`, `approved ${approved.id}`])
    expect(db.outbox.all().at(-1)!.text).toContain('Rs. 500.00')

    // An approved request cannot be edited.
    const refused = await post<Errors>('vendor/ads-update', form({ id: approved.id }), { as: 'vendor' })
    expect(refused.status).toBe(422)
    expect(refused.body.errors?.id).toEqual(['Only a requested or rejected advertisement can be edited.'])

    // Its details carry its deal; it is bought for that deal only, then once.
    const detail = await get<{ ad: { deal: { uuid: string } } }>(`vendor/ads-detail/${approved.uuid}`, { as: 'vendor' })
    expect(detail.body.ad.deal.uuid).toBe(deal.uuid)
    const start = addDays(indiaDay(Date.now()), 1)
    const buy = (dealId: string) =>
      post<{ code: number; amount: number } & Errors>(
        'vendor/purchase-advertise',
        { advertisement_id: approved.uuid, deal_id: dealId, start_date: start, payment_mode: 6, holapoints: 0 },
        { as: 'vendor' },
      )
    const other = await createFixtureDeal({ id: 97_203 })
    expect((await buy(other.uuid)).body.errors?.deal_id).toEqual(['This advertisement is approved for another deal.'])
    const placed = await buy(deal.uuid)
    // ₹500 less 10% is ₹450; 18% GST: ₹531.
    expect(placed.body).toMatchObject({ code: 202, amount: 531 })
    const key = await post<{ data: string }>(
      'vendor/get-encrypt-key',
      { amount: 531, payment_for: 'ads', payment_mode: 6, order_id: (placed.body as { order_id?: number }).order_id },
      { as: 'vendor' },
    )
    await post('__mock/gateway/complete', { data: key.body.data, outcome: 'success' })
    expect((await byTitle('Chai Fortnight: two for one')).orders).toHaveLength(1)
    expect((await buy(deal.uuid)).body.errors?.advertisement_id).toBeDefined()
    // Paid: it cannot be deleted (the history needs it).
    const removing = await post<Errors>('vendor/ads-remove', { id: approved.id }, { as: 'vendor' })
    expect(removing.status).toBe(422)
    expect(trialBalance()).toEqual({ paise: 0, points: 0 })
  })

  it('deletes a request of the vendor’s; another vendor’s is a 404 and a customer is refused', async () => {
    const made = await create()
    expect((await post('vendor/ads-remove', { id: made.body.ad.id }, { as: 'due-vendor' })).status).toBe(404)
    expect((await post('vendor/ads-update', form({ id: made.body.ad.id }), { as: 'due-vendor' })).status).toBe(404)
    expect((await get(`vendor/ads-detail/${made.body.ad.uuid}`, { as: 'due-vendor' })).status).toBe(404)
    expect((await create({}, 'customer')).status).toBe(403)
    expect((await post('vendor/ads-remove', { id: made.body.ad.id }, { as: 'vendor' })).status).toBe(200)
    expect((await requests()).some((r) => r.id === made.body.ad.id)).toBe(false)
  })

  it('refuses a vendor whose email or phone is not verified (403)', async () => {
    const vendor = userOf('vendor')
    await db.users.update((q) => q.where({ id: vendor.id }), {
      data(u) {
        u.is_verified = 0
      },
    })
    const res = await create()
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Email or Phone is not verified, please verify first.')
  })
})

describe('the history and its invoice', () => {
  it('lists the paid orders 10 a page; the invoice is a PDF with the order’s figures; another vendor’s is a 404', async () => {
    const page = await post<{
      orders: {
        data: Array<{ id: number; start_date: string; advertisement: { title: string }; payment: { total: number } }>
      }
    }>('vendor/ads-orders', { page: 1 }, { as: 'vendor' })
    const order = page.body.orders.data[0]!
    const res = await fetch(`${API}/vendor/ads-invoice`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${await tokenOf('vendor')}`,
      },
      body: JSON.stringify({ id: order.id }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    // Each invoice its own file: "order history" (spec 3 §7), the ad's title and its first day.
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="order-history-${fileStem(order.advertisement.title, '')}-${order.start_date}.pdf"`,
    )
    const text = pdfText(new Uint8Array(await res.arrayBuffer()))
    expect(text).toContain('Tax Invoice: Advertisement')
    expect(text).toContain(order.advertisement.title)
    expect(text).toContain(`Rs. ${order.payment.total.toFixed(2)}`)
    expect(text).toContain('SAC 998363')
    expect((await post('vendor/ads-invoice', { id: order.id }, { as: 'due-vendor' })).status).toBe(404)
    expect((await post('vendor/ads-orders', { page: 1 }, { as: 'due-vendor' })).body).toMatchObject({
      orders: { total: 0 },
    })
  })
})

describe('the ad runs (docs/decisions/ads.md)', () => {
  it('puts the deal first in the home carousel, marked sponsored, from its start for its days, then stops', async () => {
    const made = await create({ advertisement_category_id: [1, 2, 3], days: 2 })
    await approve(made.body.ad.uuid, { price: '100', discount: '0', days: '2' })
    const today = indiaDay(Date.now())
    const placed = await post<{ order_id: number; amount: number }>(
      'vendor/purchase-advertise',
      { advertisement_id: made.body.ad.uuid, deal_id: deal.uuid, start_date: today, payment_mode: 6, holapoints: 0 },
      { as: 'vendor' },
    )
    const key = await post<{ data: string }>(
      'vendor/get-encrypt-key',
      { amount: placed.body.amount, payment_for: 'ads', payment_mode: 6, order_id: placed.body.order_id },
      { as: 'vendor' },
    )
    await post('__mock/gateway/complete', { data: key.body.data, outcome: 'success' })
    expect(runningAds(today).map((a) => a.dealId)).toContain(deal.id)

    type Home = { featured_vendor: Array<{ uuid: string; is_sponsored?: 1 }> }
    const home = await post<Home>('menu-category', {})
    expect(home.body.featured_vendor[0]).toMatchObject({ uuid: deal.uuid, is_sponsored: 1 })
    expect(home.body.featured_vendor.filter((d) => d.is_sponsored)).toHaveLength(1)
    const search = await post<{ deals: Array<{ uuid: string; is_sponsored?: 1 }> }>('search-deals', {
      search: deal.name.split(' ')[0],
    })
    expect(search.body.deals[0]).toMatchObject({ uuid: deal.uuid, is_sponsored: 1 })

    // Two days from today: the day after its last day, it is gone.
    const later = Date.now() + 2 * 86_400_000 + 60_000
    vi.spyOn(clock, 'now').mockReturnValue(later)
    expect(runningAds(indiaDay(later)).map((a) => a.dealId)).not.toContain(deal.id)
    const after = await post<Home>('menu-category', {})
    expect(after.body.featured_vendor.some((d) => d.is_sponsored)).toBe(false)
  })
})

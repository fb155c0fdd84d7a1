import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import { get, post, userOf } from '../../testing/test-kit'
import { ACCOUNT } from '../../ledger/chart-of-accounts'
import { subscribe, type DomainEvent } from '../../events/events'
import { adSaleCause } from './rules'
import { awardPoints, balance, pointsBalance, trialBalance, txnByCause } from '../../ledger/ledger'

type Purchase = { code: number; message: string; order_id: number; amount: number; tid_id: string }
type Key = { uri: string; data: string; access_code: string }

const SPOTLIGHT = 'ad500000-0000-4000-8000-000000000002'
/** Chai Point's paid order in the seed's history. */
const SEEDED_ORDERS = 1
const tomorrow = () => addDays(indiaDay(Date.now()), 1)
let active: DealRecord
let inactive: DealRecord

beforeEach(async () => {
  active = await createFixtureDeal({ id: 97_101 })
  inactive = await createFixtureDeal({ id: 97_102, name: 'Chai & Samosa Study Break', deal_status: 4 })
})

const buy = (body: Record<string, unknown> = {}) =>
  post<Purchase>(
    'vendor/purchase-advertise',
    {
      advertisement_id: SPOTLIGHT,
      deal_id: active.uuid,
      start_date: tomorrow(),
      payment_mode: 6,
      holapoints: 0,
      ...body,
    },
    { as: 'vendor' },
  )
const complete = (data: string, outcome: 'success' | 'failure' | 'aborted') =>
  post<{ redirect: string }>('__mock/gateway/complete', { data, outcome })
const adSales = () => balance({ account: ACCOUNT.adSales, owner: 0, unit: 'paise' })

/** Gives the vendor exactly `points` Hola points (the seed's wallet history gives it some: they go back to Hola first). */
async function vendorHolds(points: number) {
  const vendor = userOf('vendor')
  const held = pointsBalance(vendor.id)
  await awardPoints(vendor.id, points - held, { kind: 'test_points', cause: 'test:ads:points' })
  expect(pointsBalance(vendor.id)).toBe(points)
  return vendor
}

describe('the packages (vendor/ads-list, vendor/ads-detail/{id})', () => {
  it('lists the seeded packages cheapest first, with their placements; one by id or uuid; 404 otherwise', async () => {
    const list = await get<{
      ads: Array<{ id: number; title: string; price: number; advertisement_category_multi: unknown[] }>
    }>('vendor/ads-list', { as: 'vendor' })
    expect(list.status).toBe(200)
    expect(list.body.ads.map((a) => a.price)).toEqual([299, 799, 1499, 4999])
    expect(list.body.ads.every((a) => a.advertisement_category_multi.length > 0)).toBe(true)
    const byId = await get<{ ad: { uuid: string; title: string } }>('vendor/ads-detail/2', { as: 'vendor' })
    expect(byId.body.ad).toMatchObject({ uuid: SPOTLIGHT, title: 'Category Spotlight' })
    const byUuid = await get<{ ad: { id: number } }>(`vendor/ads-detail/${SPOTLIGHT}`, { as: 'vendor' })
    expect(byUuid.body.ad.id).toBe(2)
    expect((await get('vendor/ads-detail/99', { as: 'vendor' })).status).toBe(404)
    expect((await get('vendor/ads-list', { as: 'customer' })).status).toBe(403)
  })
})

describe('buying a package (vendor/purchase-advertise, then the gateway)', () => {
  it('recomputes the amount in paise, opens a session for it, and posts the sale once on success', async () => {
    const before = trialBalance()
    const res = await buy()
    expect(res.status).toBe(200)
    // ₹799 less 10% is ₹719.10; 18% GST on it is ₹129.44: ₹848.54.
    expect(res.body).toMatchObject({ code: 202, amount: 848.54 })
    const wrong = await post<{ errors: Record<string, string[]> }>(
      'vendor/get-encrypt-key',
      { amount: 1, payment_for: 'ads', payment_mode: 6, order_id: res.body.order_id },
      { as: 'vendor' },
    )
    expect(wrong.body.errors.amount).toEqual(['The amount does not match the order: ₹848.54.'])
    const key = await post<Key>(
      'vendor/get-encrypt-key',
      { amount: 848.54, payment_for: 'ads', payment_mode: 6, order_id: res.body.order_id },
      { as: 'vendor' },
    )
    expect(key.status).toBe(200)
    const sales = adSales()
    const done = await complete(key.body.data, 'success')
    expect(done.body.redirect).toBe(
      `/advertisement-payment/${SPOTLIGHT}?payment_for=ads&message=success&order_id=${res.body.order_id}&amount=848.54&tid_id=${res.body.tid_id}&payment_mode=6`,
    )
    expect(adSales() - sales).toBe(71_910)
    const order = db.adOrders.findFirst((q) => q.where({ id: res.body.order_id }))!
    expect(order).toMatchObject({ status: 'paid', start_date: tomorrow(), end_date: addDays(tomorrow(), 6) })
    await complete(key.body.data, 'success')
    expect(adSales() - sales).toBe(71_910)
    expect(trialBalance()).toEqual(before)
    // Paid: no second session for it.
    const again = await post(
      'vendor/get-encrypt-key',
      { amount: 848.54, payment_for: 'ads', payment_mode: 6, order_id: order.id },
      { as: 'vendor' },
    )
    expect(again.status).toBe(422)
  })

  it("refuses under deal_id an inactive deal ('{deal name} deal is not active'), another's or none; under start_date a day before today", async () => {
    const errs = async (body: Record<string, unknown>) => {
      const r = await buy(body)
      return [r.status, (r.body as unknown as { errors: Record<string, string[]> }).errors]
    }
    expect(await errs({ deal_id: inactive.uuid })).toEqual([
      422,
      { deal_id: ['Chai & Samosa Study Break deal is not active'] },
    ])
    const other = db.deals.findFirst((q) => q.where({ vendor_id: (v: number) => v !== userOf('vendor').id }))!
    expect(await errs({ deal_id: other.uuid })).toEqual([422, { deal_id: ['Choose one of your own deals.'] }])
    expect(await errs({ deal_id: '' })).toEqual([422, { deal_id: ['Choose the deal to advertise.'] }])
    expect(await errs({ start_date: addDays(indiaDay(Date.now()), -1) })).toEqual([
      422,
      { start_date: ['The start date cannot be before today.'] },
    ])
    expect(await errs({ start_date: '' })).toEqual([422, { start_date: ['The start date is required.'] }])
    expect(await errs({ start_date: '31-12-20' })).toEqual([
      422,
      { start_date: ['The start date field must match the format Y-m-d.'] },
    ])
    expect(await errs({ start_date: '27-11-2026' })).toEqual([
      422,
      { start_date: ['The start date field must match the format Y-m-d.'] },
    ])
    expect((await buy({ advertisement_id: 'nope' })).status).toBe(404)
    expect(db.adOrders.count()).toBe(SEEDED_ORDERS)
  })

  it('refuses a deal whose days are over (expired today, whatever its stored status) and one switched off', async () => {
    const today = indiaDay(Date.now())
    const over = await createFixtureDeal({
      id: 97_103,
      name: 'Last Week Offer',
      from_date: addDays(today, -10),
      end_date: addDays(today, -1),
    })
    const off = await createFixtureDeal({ id: 97_104, name: 'Switched Off Offer', is_active: 0 })
    for (const [deal, name] of [
      [over, 'Last Week Offer'],
      [off, 'Switched Off Offer'],
    ] as const) {
      const r = await buy({ deal_id: deal.uuid })
      expect([r.status, (r.body as unknown as { errors: unknown }).errors]).toEqual([
        422,
        { deal_id: [`${name} deal is not active`] },
      ])
    }
    expect(db.adOrders.count()).toBe(SEEDED_ORDERS)
  })

  it('paid in full with points: no gateway, the points and the sale posted at once', async () => {
    const vendor = await vendorHolds(1000)
    const res = await buy({ holapoints: 1 })
    expect(res.body).toMatchObject({ code: 200, amount: 0 })
    expect(pointsBalance(vendor.id)).toBe(1000 - 849)
    const order = db.adOrders.findFirst((q) => q.where({ id: res.body.order_id }))!
    expect(order).toMatchObject({ status: 'paid', points_used: 849, points_paise: 84_854, pay_paise: 0 })
    expect(txnByCause(adSaleCause(order))).toBeDefined()
    expect(db.gatewaySessions.findMany((q) => q.where({ payment_for: 'ads' }))).toEqual([])
  })

  it('part paid with points: the rest through the gateway; a decline gives the points back', async () => {
    const vendor = await vendorHolds(300)
    const res = await buy({ holapoints: 1 })
    expect(res.body).toMatchObject({ code: 202, amount: 548.54 })
    expect(pointsBalance(vendor.id)).toBe(0)
    const key = await post<Key>(
      'vendor/get-encrypt-key',
      { amount: 548.54, payment_for: 'ads', payment_mode: 6, order_id: res.body.order_id },
      { as: 'vendor' },
    )
    await complete(key.body.data, 'failure')
    expect(pointsBalance(vendor.id)).toBe(300)
    expect(db.adOrders.findFirst((q) => q.where({ id: res.body.order_id }))!.status).toBe('failed')
    const noPoints = await buy({ holapoints: 1 })
    expect(noPoints.status).toBe(200)
    const none = await post<{ errors: Record<string, string[]> }>(
      'vendor/purchase-advertise',
      { advertisement_id: SPOTLIGHT, deal_id: active.uuid, start_date: tomorrow(), payment_mode: 6, holapoints: 1 },
      { as: 'due-vendor' },
    )
    expect(none.status).toBe(422)
  })

  it('is a vendor’s: a customer is refused, and another vendor cannot pay this vendor’s order', async () => {
    expect((await buy()).status).toBe(200)
    const customer = await post('vendor/purchase-advertise', {}, { as: 'customer' })
    expect(customer.status).toBe(403)
    const order = db.adOrders.all().at(-1)!
    const other = await post(
      'vendor/get-encrypt-key',
      { amount: 848.54, payment_for: 'ads', payment_mode: 6, order_id: order.id },
      { as: 'due-vendor' },
    )
    expect(other.status).toBe(404)
  })

  it('needs verified email and phone: otherwise 403 in the spec’s words, and no order', async () => {
    await db.users.update((q) => q.where({ id: userOf('vendor').id }), {
      data(r) {
        r.is_verified = 0
      },
    })
    const res = await buy()
    expect([res.status, (res.body as unknown as { message: string }).message]).toEqual([
      403,
      'Email or Phone is not verified, please verify first.',
    ])
    expect(db.adOrders.count()).toBe(SEEDED_ORDERS)
  })
})

describe('a paid ad order is announced (ad_order.paid), as every other payment is', () => {
  let heard: DomainEvent<'ad_order.paid'>[] = []
  let unsubscribe = () => {}
  beforeEach(() => {
    heard = []
    unsubscribe = subscribe({ 'ad_order.paid': (e) => void heard.push(e) })
  })
  afterEach(() => unsubscribe())

  const open = async () => {
    const res = await buy()
    const key = await post<Key>(
      'vendor/get-encrypt-key',
      { amount: res.body.amount, payment_for: 'ads', payment_mode: 6, order_id: res.body.order_id },
      { as: 'vendor' },
    )
    return { order_id: res.body.order_id, data: key.body.data }
  }

  it('once, when the gateway answers success (a repeat of the answer announces nothing); a decline announces nothing', async () => {
    const vendor = userOf('vendor')
    const paid = await open()
    await complete(paid.data, 'success')
    await complete(paid.data, 'success')
    expect(heard.map(({ name, ad_order_id, vendor_id }) => ({ name, ad_order_id, vendor_id }))).toEqual([
      { name: 'ad_order.paid', ad_order_id: paid.order_id, vendor_id: vendor.id },
    ])
    const declined = await open()
    await complete(declined.data, 'failure')
    expect(heard).toHaveLength(1)
  })

  it('when points pay it all at purchase, and the vendor is told in a notification that leads to the history', async () => {
    const vendor = await vendorHolds(1000)
    const before = db.notifications.count()
    const res = await buy({ holapoints: 1 })
    expect(heard.map((e) => e.ad_order_id)).toEqual([res.body.order_id])
    const told = db.notifications.all().slice(before)
    expect(told).toEqual([
      expect.objectContaining({
        user_id: vendor.id,
        event: 'ad_order.paid',
        subject_id: res.body.order_id,
        reference_url: '/advertisement-history',
        message: expect.stringMatching(
          /^Hola received your payment for the advertisement “Category Spotlight” for “.+”: it runs from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}\.$/,
        ),
      }),
    ])
  })
})

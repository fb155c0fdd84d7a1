import { beforeEach, describe, expect, it } from 'vitest'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import { STANDARD_RATE_ID } from '../catalogue/rules'
import { clock } from '../../clock/clock'
import { pointsBalance } from '../../ledger/ledger'
import { addDays, formatSlashDate, indiaDay } from '../../../src/lib/dates'
import { POINT_VALUE_RUPEES } from '../../../src/lib/money'
import { PERSONA_IDS, get, post } from '../../testing/test-kit'

const PRIYA = PERSONA_IDS.customer
let deal: DealRecord

beforeEach(async () => {
  deal = await createFixtureDeal({ id: 90_101, deal_available: 2 })
})

// Priya's plan (Silver) prices UPI at a 20% gross margin: 20% off becomes 16% back, 149 rupees → ₹23.84, 23 points at ₹1.
const upi = { payment_mode: 6, is_cupon_applied: 0, amount: 149, discount: 16 }

describe('customer/apply-coupon', () => {
  it('answers the card of a known code, upper-cased; 404 unknown, 422 expired, under cupon_code', async () => {
    expect(
      await post('customer/apply-coupon', { deal_id: deal.uuid, cupon_code: 'welcome50' }, { as: 'customer' }),
    ).toEqual({
      status: 200,
      body: { msg: 'Promo code applied.', card: { code: 'WELCOME50', amount: 50 } },
    })
    const unknown = await post('customer/apply-coupon', { deal_id: deal.uuid, cupon_code: 'NOPE' }, { as: 'customer' })
    expect([unknown.status, unknown.body.errors]).toEqual([404, { cupon_code: ['The promo code is invalid.'] }])
    const old = await post('customer/apply-coupon', { deal_id: deal.uuid, cupon_code: 'OLDCODE' }, { as: 'customer' })
    expect([old.status, old.body.errors]).toEqual([422, { cupon_code: ['This promo code has expired.'] }])
  })
})

describe('customer/place-order', () => {
  it('places a UPI order waiting for the gateway, taking one place; the figures are the server’s', async () => {
    const res = await post<{ code: number; tid_id: string; order: { id: number; buyer_will_pay: number } }>(
      'customer/place-order',
      { deal_id: deal.uuid, ...upi },
      { as: 'customer' },
    )
    expect(res.status).toBe(200)
    expect(res.body.code).toBe(202)
    expect(res.body.order.buyer_will_pay).toBe(149)
    expect(res.body.tid_id).not.toBe('')
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))!.deal_available).toBe(1)
  })

  it('earns the Hola points the deal page shows (one figure: hp_for_customer equals the order’s points_earned), per plan', async () => {
    // Priya (Silver, ₹1 a point) sees 23; a visitor is priced by the standard rate, as the deal page says.
    const seen = await post<{ deal: { hp_for_customer: number } }>('deal-detail', { id: deal.uuid }, { as: 'customer' })
    const placed = await post<{ order: { points_earned: number } }>(
      'customer/place-order',
      { deal_id: deal.uuid, ...upi },
      { as: 'customer' },
    )
    expect(seen.body.deal.hp_for_customer).toBe(23)
    expect(placed.body.order.points_earned).toBe(seen.body.deal.hp_for_customer)
    await db.users.update((q) => q.where({ id: PRIYA }), {
      data(r) {
        r.hola_category_id = 2
      },
    })
    // Gold (₹1 a point, 10% kept for UPI): 20% off becomes 18% back, ₹26.82, 26 points.
    const gold = await post<{ deal: { hp_for_customer: number } }>('deal-detail', { id: deal.uuid }, { as: 'customer' })
    const goldOrder = await post<{ order: { points_earned: number } }>(
      'customer/place-order',
      { deal_id: deal.uuid, ...upi, discount: 18 },
      { as: 'customer' },
    )
    expect([gold.body.deal.hp_for_customer, goldOrder.body.order.points_earned]).toEqual([26, 26])
  })

  it('refuses figures that disagree, naming the figure and what the server computed, and stores nothing', async () => {
    const ordersBefore = db.orders.count()
    const wrong = await post('customer/place-order', { deal_id: deal.uuid, ...upi, discount: 20 }, { as: 'customer' })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual({ discount: ["The discount does not match the server's figure: 16%."] })
    expect(wrong.body.expected).toEqual({ amount: '149.00', discount: 16 })
    const price = await post('customer/place-order', { deal_id: deal.uuid, ...upi, amount: 100 }, { as: 'customer' })
    expect(price.body.errors).toEqual({ amount: ["The amount does not match the server's figure: ₹149.00."] })
    expect(db.orders.count()).toBe(ordersBefore)
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))!.deal_available).toBe(2)
  })

  it('settles cash at once (paid at the outlet) and points orders at once (points spent, earned ones floating)', async () => {
    const confirmedBefore = pointsBalance(PRIYA)
    const cash = await post<{ code: number }>(
      'customer/place-order',
      { deal_id: deal.uuid, ...upi, payment_mode: 1, discount: 15 },
      { as: 'customer' },
    )
    expect([cash.status, cash.body.code]).toEqual([200, 200])
    // Silver pays points at 30% gross margin: 14% back; 149 rupees need 149 points at ₹1.
    const points = await post<{ code: number; order: { points_spent: number } }>(
      'customer/place-order',
      { deal_id: deal.uuid, ...upi, payment_mode: 4, discount: 14 },
      { as: 'customer' },
    )
    expect([points.status, points.body.code, points.body.order.points_spent]).toEqual([200, 200, 149])
    expect(pointsBalance(PRIYA)).toBe(confirmedBefore - 149)
    const out = await post('customer/place-order', { deal_id: deal.uuid, ...upi }, { as: 'customer' })
    expect([out.status, out.body.errors]).toEqual([422, { deal_id: ['Deal is out of stock'] }])
  })

  it('answers 401 to a guest, 403 to a vendor and to an unverified customer, 404 for an unknown deal', async () => {
    expect((await post('customer/place-order', { deal_id: deal.uuid, ...upi })).status).toBe(401)
    expect((await post('customer/place-order', { deal_id: deal.uuid, ...upi }, { as: 'vendor' })).status).toBe(403)
    expect(
      (await post('customer/place-order', { deal_id: deal.uuid, ...upi }, { as: 'unverified-customer' })).status,
    ).toBe(403)
    expect((await post('customer/place-order', { deal_id: 'nope', ...upi }, { as: 'customer' })).status).toBe(404)
  })
})

describe('the gateway', () => {
  async function placeAndOpen() {
    const placed = await post<{ tid_id: string; order: { id: number } }>(
      'customer/place-order',
      { deal_id: deal.uuid, ...upi },
      { as: 'customer' },
    )
    const key = await post<{ uri: string; data: string; access_code: string }>(
      'customer/get-encrypt-key',
      { amount: 149, payment_for: 'deal', payment_mode: 6, order_id: placed.body.order.id, tid_id: placed.body.tid_id },
      { as: 'customer', headers: { Origin: 'http://app.test' } },
    )
    return { orderId: placed.body.order.id, key }
  }

  it('opens a session on the app’s simulated card page and settles it once', async () => {
    const floatingBefore = pointsBalance(PRIYA, 'floating')
    const { orderId, key } = await placeAndOpen()
    expect(key.status).toBe(200)
    expect(key.body.uri).toBe('http://app.test/gateway/card-payment')
    const done = await post<{ redirect: string }>('__mock/gateway/complete', {
      data: key.body.data,
      outcome: 'success',
    })
    expect(done.body.redirect).toBe(
      `/payment/${deal.uuid}?payment_for=deal&message=success&order_id=${orderId}&amount=149.00&tid_id=${db.orders.findFirst((q) => q.where({ id: orderId }))!.tid_id}&payment_mode=6`,
    )
    const again = await post<{ redirect: string }>('__mock/gateway/complete', {
      data: key.body.data,
      outcome: 'failure',
    })
    expect(again.body.redirect).toBe(done.body.redirect)
    expect(db.orders.findFirst((q) => q.where({ id: orderId }))).toMatchObject({ order_status: 2, payment_status: 2 })
    expect(pointsBalance(PRIYA, 'floating')).toBe(floatingBefore + 23)
  })

  it('a payment cancelled at the gateway is no order with a voucher: no PDF, the reason and no code on the list', async () => {
    const { orderId, key } = await placeAndOpen()
    const done = await post<{ redirect: string }>('__mock/gateway/complete', {
      data: key.body.data,
      outcome: 'aborted',
    })
    // The return names the method chosen, so the payment page keeps it.
    expect(new URLSearchParams(done.body.redirect.split('?')[1]).get('payment_mode')).toBe('6')
    const order = db.orders.findFirst((q) => q.where({ id: orderId }))!
    expect(order).toMatchObject({ order_status: 4, payment_status: 3, cancel_reason: 'Payment aborted' })
    const pdf = await post('customer/order-pdf', { reference_code: order.reference_code }, { as: 'customer' })
    expect([pdf.status, pdf.body.message]).toEqual([
      409,
      'This order has no voucher: it was not paid, or it was cancelled.',
    ])
  })

  it('lists the sessions still waiting (the demo panel’s Gateway section), and not once settled', async () => {
    const { key } = await placeAndOpen()
    const open = await get<{ sessions: Array<{ data: string; description: string; payer: string; amount: string }> }>(
      '__mock/gateway/sessions',
    )
    expect(open.body.sessions).toEqual([
      expect.objectContaining({ data: key.body.data, description: deal.name, payer: 'Priya Sharma', amount: '149.00' }),
    ])
    await post('__mock/gateway/complete', { data: key.body.data, outcome: 'failure' })
    expect((await get<{ sessions: unknown[] }>('__mock/gateway/sessions')).body.sessions).toEqual([])
  })

  it('a declined or aborted payment ends the order unpaid and gives its place back', async () => {
    const { orderId, key } = await placeAndOpen()
    await post('__mock/gateway/complete', { data: key.body.data, outcome: 'aborted' })
    expect(db.orders.findFirst((q) => q.where({ id: orderId }))).toMatchObject({ order_status: 4, payment_status: 3 })
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))!.deal_available).toBe(2)
  })

  it('refuses a key for an amount other than the order’s (422) and for another customer’s order (404)', async () => {
    const placed = await post<{ tid_id: string; order: { id: number } }>(
      'customer/place-order',
      { deal_id: deal.uuid, ...upi },
      { as: 'customer' },
    )
    const body = {
      amount: 100,
      payment_for: 'deal',
      payment_mode: 6,
      order_id: placed.body.order.id,
      tid_id: placed.body.tid_id,
    }
    expect((await post('customer/get-encrypt-key', body, { as: 'customer' })).status).toBe(422)
    expect((await post('customer/get-encrypt-key', { ...body, amount: 149 }, { as: 'expired-customer' })).status).toBe(
      404,
    )
    expect((await post('__mock/gateway/complete', { data: 'no-such-session', outcome: 'success' })).status).toBe(404)
  })
})

const SILVER_UUID = '5b0a6c1e-0001-4d7a-9a51-1a2b3c4d5e01'
const GOLD_UUID = '5b0a6c1e-0002-4d7a-9a51-1a2b3c4d5e02'

describe('membership-plan-payment', () => {
  it('opens a session for another plan; a paid session changes the plan once; the own plan is a 422', async () => {
    const key = await post<{ data: string }>(
      'customer/membership-plan-payment',
      { id: GOLD_UUID, payment_type: 6 },
      { as: 'customer' },
    )
    expect(key.status).toBe(200)
    const done = await post<{ redirect: string }>('__mock/gateway/complete', {
      data: key.body.data,
      outcome: 'success',
    })
    expect(done.body.redirect).toBe('/my-account?message=success')
    expect(db.users.findFirst((q) => q.where({ id: PRIYA }))!.hola_category_id).toBe(2)
    expect(
      (await post('customer/membership-plan-payment', { id: GOLD_UUID, payment_type: 6 }, { as: 'customer' })).status,
    ).toBe(422)
    const vendor = await post<{ data: string }>(
      'vendor/membership-plan-payment',
      { id: SILVER_UUID, payment_type: 3 },
      { as: 'vendor' },
    )
    await post('__mock/gateway/complete', { data: vendor.body.data, outcome: 'failure' })
    expect(db.users.findFirst((q) => q.where({ id: PERSONA_IDS.vendor }))!.hola_category_id).toBe(2)
  })

  it('renews an expired account: Anjali buys her own plan (Silver) again, and it is active', async () => {
    const ANJALI = PERSONA_IDS['expired-customer']
    const key = await post<{ data: string }>(
      'customer/membership-plan-payment',
      { id: SILVER_UUID, payment_type: 6 },
      { as: 'expired-customer' },
    )
    expect(key.status).toBe(200)
    await post('__mock/gateway/complete', { data: key.body.data, outcome: 'success' })
    const anjali = db.users.findFirst((q) => q.where({ id: ANJALI }))!
    expect([anjali.approve_status, anjali.hola_category_id]).toEqual([1, 1])
    // Renewed, Silver is her plan again: a second purchase of it is refused.
    expect(
      (await post('customer/membership-plan-payment', { id: SILVER_UUID, payment_type: 6 }, { as: 'expired-customer' }))
        .status,
    ).toBe(422)
  })

  it("takes the plan's uuid as id (spec 1 §7): a plan's number is refused, an unknown uuid is a 404", async () => {
    const byNumber = await post('customer/membership-plan-payment', { id: 2, payment_type: 6 }, { as: 'customer' })
    expect(byNumber.status).toBe(422)
    expect(byNumber.body).toMatchObject({ errors: { id: [expect.any(String)] } })
    const unknown = await post(
      'customer/membership-plan-payment',
      { id: '5b0a6c1e-0009-4d7a-9a51-1a2b3c4d5e09', payment_type: 6 },
      { as: 'customer' },
    )
    expect(unknown.status).toBe(404)
  })
})

describe('the vendor’s keys: vendor/get-encrypt-key and vendor/get-mobile-encrypt-key', () => {
  const silver = { amount: 499, payment_for: 'membership', payment_mode: 6, order_id: 1 }

  it('opens a membership session at the plan’s price; the mobile one returns to /payments-mobile and changes the plan once', async () => {
    const web = await post<{ uri: string; data: string }>('vendor/get-encrypt-key', silver, {
      as: 'vendor',
      headers: { Origin: 'http://app.test' },
    })
    expect(web.status).toBe(200)
    expect(web.body.uri).toBe('http://app.test/gateway/card-payment')
    const mobile = await post<{ data: string }>(
      'vendor/get-mobile-encrypt-key',
      { ...silver, secret_key: 's', tid_id: '', device: 'mobile-web' },
      { as: 'vendor' },
    )
    expect(mobile.status).toBe(200)
    const done = await post<{ redirect: string }>('__mock/gateway/complete', {
      data: mobile.body.data,
      outcome: 'success',
    })
    expect(done.body.redirect).toMatch(
      /^\/payments-mobile\?payment_for=membership&message=success&order_id=1&amount=499\.00/,
    )
    expect(db.users.findFirst((q) => q.where({ id: PERSONA_IDS.vendor }))!.hola_category_id).toBe(1)
    const again = await post<{ redirect: string }>('__mock/gateway/complete', {
      data: mobile.body.data,
      outcome: 'failure',
    })
    expect(again.body.redirect).toBe(done.body.redirect)
  })

  it('refuses an ad order that does not exist (404), a commission payment that does not exist (404), a wrong amount under amount, an unknown plan 404, and opens nothing', async () => {
    const before = db.gatewaySessions.count()
    const ads = await post<{ errors: Record<string, string[]> }>(
      'vendor/get-encrypt-key',
      // No ad order has this id (the seed's history holds a paid one).
      { ...silver, payment_for: 'ads', order_id: 9_999 },
      { as: 'vendor' },
    )
    expect([ads.status, (ads.body as unknown as { message: string }).message]).toEqual([
      404,
      'Advertisement order not found.',
    ])
    const fh = await post<{ errors: Record<string, string[]> }>(
      'vendor/get-mobile-encrypt-key',
      { ...silver, payment_for: 'pay_to_fh', tid_id: '' },
      { as: 'vendor' },
    )
    expect([fh.status, (fh.body as unknown as { message: string }).message]).toEqual([404, 'Payment not found.'])
    const deal = await post<{ errors: Record<string, string[]> }>(
      'vendor/get-mobile-encrypt-key',
      { ...silver, payment_for: 'deal', tid_id: '' },
      { as: 'vendor' },
    )
    expect(deal.body.errors.payment_for).toEqual(['Only a student pays for a deal.'])
    const wrong = await post<{ errors: Record<string, string[]> }>(
      'vendor/get-encrypt-key',
      { ...silver, amount: 1 },
      { as: 'vendor' },
    )
    expect(wrong.body.errors.amount).toEqual(['The amount does not match the plan: ₹499.00.'])
    expect((await post('vendor/get-encrypt-key', { ...silver, order_id: 99 }, { as: 'vendor' })).status).toBe(404)
    expect((await post('vendor/get-encrypt-key', silver, { as: 'customer' })).status).toBe(403)
    expect(db.gatewaySessions.count()).toBe(before)
  })
})

describe('a plan bought (docs/decisions/money-model.md)', () => {
  it('gives the Hola card the plan’s term from the day it was bought, and leaves a receipt in the bell', async () => {
    const key = await post<{ data: string }>(
      'customer/membership-plan-payment',
      { id: GOLD_UUID, payment_type: 6 },
      { as: 'customer' },
    )
    await post('__mock/gateway/complete', { data: key.body.data, outcome: 'success' })
    const today = indiaDay(clock.now())
    const card = await post<{ user: { card_issued_on: string; card_valid_until: string } }>(
      'customer/confirmed-statement',
      { page: 1, rowsPerPage: 1 },
      { as: 'customer' },
    )
    expect(card.body.user.card_issued_on).toBe(today)
    expect(card.body.user.card_valid_until).toBe(addDays(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`, -1))
    const receipt = db.notifications.findMany((q) => q.where({ user_id: PRIYA, event: 'membership.upgraded' })).at(-1)
    expect(receipt?.message).toMatch(
      new RegExp(
        `^Receipt: Gold plan, ₹999 paid by UPI on ${formatSlashDate(today)} \\(ref\\. M\\d+\\)\\. Valid till ` +
          `${formatSlashDate(card.body.user.card_valid_until).replaceAll('/', '\\/')}\\.$`,
      ),
    )
  })

  it('buys something over no plan: Silver keeps less of a discount than the standard rate, Gold less again', async () => {
    const list = await post<{ planList: Array<{ hola_category_margin: Array<{ gross_margin: number }> }> }>(
      'customer/membership-plan-list',
      undefined,
      { as: 'customer' },
    )
    const standard = db.holaMargins.findMany((q) => q.where({ hola_category_id: STANDARD_RATE_ID }))
    expect(standard).toHaveLength(6)
    for (const [i, m] of standard.sort((a, b) => a.payment_method_type - b.payment_method_type).entries()) {
      expect(list.body.planList[0]!.hola_category_margin[i]!.gross_margin).toBeLessThan(m.gross_margin)
      expect(list.body.planList[1]!.hola_category_margin[i]!.gross_margin).toBeLessThan(
        list.body.planList[0]!.hola_category_margin[i]!.gross_margin,
      )
    }
    // A point is worth ₹1 on every plan and method, so a change of plan never changes what points already held are worth.
    expect(new Set(db.holaMargins.all().map((m) => m.hola_to_currency))).toEqual(new Set([POINT_VALUE_RUPEES]))
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/lib/order-status'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import { PERSONA_IDS, post, postForm, studentForm, userOf } from '../../testing/test-kit'
import { ACCOUNT, type Account } from '../../ledger/chart-of-accounts'
import { commissionDue } from '../commission/rules'
import { indiaDay } from '../../../src/lib/dates'
import { adSaleCause } from '../ads/rules'
import { clock } from '../../clock/clock'
import { balance, pointsBalance, trialBalance } from '../../ledger/ledger'
import { serverQuote } from './rules'
import { STATEMENT_ACCOUNT, statement } from '../../ledger/statements'

/**
 * The orders' model-based test (spec 3 §3, §4): random sequences of orders, payments, gateway outcomes (repeats included),
 * cancellations, redemptions, the vendor's commission payments and demo-clock moves, its ad
 * purchases (points, gateway outcomes with repeats) and sign-ups with referral codes, over HTTP against
 * the mock, checked after every step against a model of each
 * order's status and against the ledger's invariants.
 */

const PRIYA = PERSONA_IDS.customer
/** The Category Spotlight package (₹848.54 in all). */
const SPOTLIGHT = 'ad500000-0000-4000-8000-000000000002'

type Action =
  | { t: 'place'; deal: 0 | 1; mode: 1 | 2 | 4 | 6; coupon: string | null; amount: number; skew: boolean }
  | { t: 'gateway'; order: number; outcome: 'success' | 'failure' | 'aborted' }
  | { t: 'repeat'; order: number; outcome: 'success' | 'failure' | 'aborted' }
  | { t: 'cancel'; order: number; by: 'customer' | 'vendor'; reason: 0 | 1 | 99; other: string }
  | { t: 'redeem'; order: number; by: 'vendor' | 'pending-vendor' }
  | {
      t: 'commission'
      method: 2 | 3
      outcome: 'success' | 'failure' | 'aborted'
      again: 'success' | 'failure' | 'aborted' | null
      skew: boolean
    }
  | { t: 'clock'; days: number }
  | {
      t: 'ad'
      points: boolean
      outcome: 'success' | 'failure' | 'aborted'
      again: 'success' | 'failure' | 'aborted' | null
    }
  | { t: 'signup'; code: 'PRIYA2026' | 'chaipoint' | 'NOSUCHCODE' | null }

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('place' as const),
      deal: fc.constantFrom(0 as const, 1 as const),
      mode: fc.constantFrom(1 as const, 2 as const, 4 as const, 6 as const),
      coupon: fc.constantFrom(null, null, null, null, 'WELCOME50', 'welcome50', 'OLDCODE', 'NOSUCHCODE', 'ONEOFF'),
      amount: fc.constantFrom(50, 120, 300, 300),
      // One in six sends a figure the server disagrees with.
      skew: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    }),
  },
  fc.record({
    t: fc.constant('gateway' as const),
    order: fc.nat(20),
    outcome: fc.constantFrom('success' as const, 'failure' as const, 'aborted' as const),
  }),
  fc.record({
    t: fc.constant('repeat' as const),
    order: fc.nat(20),
    outcome: fc.constantFrom('success' as const, 'failure' as const, 'aborted' as const),
  }),
  fc.record({
    t: fc.constant('cancel' as const),
    order: fc.nat(20),
    by: fc.constantFrom('customer' as const, 'vendor' as const),
    reason: fc.constantFrom(0 as const, 1 as const, 99 as const),
    other: fc.constantFrom('', 'Plans changed'),
  }),
  fc.record({
    t: fc.constant('redeem' as const),
    order: fc.nat(20),
    by: fc.constantFrom('vendor' as const, 'pending-vendor' as const),
  }),
  // The vendor pays its commission: the gateway's outcome, perhaps reported again, or a wrong amount.
  fc.record({
    t: fc.constant('commission' as const),
    method: fc.constantFrom(2 as const, 3 as const),
    outcome: fc.constantFrom('success' as const, 'failure' as const, 'aborted' as const),
    again: fc.constantFrom(null, 'success' as const, 'failure' as const, 'aborted' as const),
    skew: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  }),
  // The demo clock moves forward: dates, windows and validity follow it; a week at most per step, so the
  // fixture deals (valid 180 days) stay on sale through a sequence.
  fc.record({ t: fc.constant('clock' as const), days: fc.integer({ min: 1, max: 7 }) }),
  // The vendor buys an ad, perhaps with its points: the gateway's outcome, perhaps reported again.
  fc.record({
    t: fc.constant('ad' as const),
    points: fc.boolean(),
    outcome: fc.constantFrom('success' as const, 'failure' as const, 'aborted' as const),
    again: fc.constantFrom(null, 'success' as const, 'failure' as const, 'aborted' as const),
  }),
  // A student signs up, with Priya's or Chai Point's referral code (the reward floats), an unknown one
  // (refused, nothing posted) or none.
  fc.record({
    t: fc.constant('signup' as const),
    code: fc.constantFrom('PRIYA2026' as const, 'chaipoint' as const, 'NOSUCHCODE' as const, null),
  }),
)

type Model = {
  id: number
  status: number
  paid: boolean
  ref: string
  tid: string
  amount: number
  data: string | null
  dealId: number
}

/** What a refused request must leave untouched. */
function state(deals: DealRecord[]) {
  return JSON.stringify({
    orders: db.orders.all(),
    deals: deals.map((d) => db.deals.findFirst((q) => q.where({ id: d.id }))!.deal_available),
    txns: db.ledgerTxns.count(),
    entries: db.ledgerEntries.count(),
    sessions: db.gatewaySessions.all(),
    payments: db.commissionPayments.all(),
    ads: db.adOrders.all(),
    notifications: db.notifications.count(),
  })
}

/**
 * Each ad order is charged at most once: a paid one has one sale and what it took (gateway and points), a failed one
 * gave its points back and took nothing, a waiting one holds its points and has taken nothing yet.
 */
function checkAdOrders() {
  for (const o of db.adOrders.all()) {
    const entries = db.ledgerEntries.all().filter((e) => {
      const txn = db.ledgerTxns.findFirst((q) => q.where({ id: e.txn_id }))
      return txn?.memo === o.tid_id && e.owner_id === o.vendor_id
    })
    const net = (account: Account) => entries.filter((e) => e.account === account).reduce((s, e) => s + e.amount, 0)
    expect(db.ledgerTxns.findMany((q) => q.where({ cause: adSaleCause(o) })).length).toBe(o.status === 'paid' ? 1 : 0)
    expect(net(ACCOUNT.userPoints)).toBe(o.status === 'failed' ? 0 : 0 - o.points_used)
    expect(net(ACCOUNT.customerPayments)).toBe(o.status === 'paid' ? 0 - o.pay_paise : 0)
    expect(o.pay_paise + o.points_paise).toBe(o.total_paise)
  }
}

/**
 * Notifications (spec 3 §3): every paid, redeemed and cancelled order told each party exactly once. The student: paid (when the gateway
 * or points paid it), declined, redeemed, cancelled; the outlet: a new order (when paid, or placed in cash), redeemed,
 * cancelled. Nothing else about an order reaches anyone.
 */
function checkNotifications(models: Model[]) {
  for (const m of models) {
    const o = db.orders.findFirst((q) => q.where({ id: m.id }))!
    const told = (user: number, ...events: string[]) =>
      db.notifications
        .findMany((q) => q.where({ subject_id: o.id, user_id: user }))
        .filter((n) => events.includes(n.event)).length
    const cash = o.payment_mode === 1
    const paidBeforeRedeeming = !cash && o.paid_at !== null
    const byParty = o.cancelled_by === 'customer' || o.cancelled_by === 'vendor'
    expect(told(PRIYA, 'order.paid')).toBe(paidBeforeRedeeming ? 1 : 0)
    expect(told(PERSONA_IDS.vendor, 'order.paid', 'order.placed')).toBe(cash || paidBeforeRedeeming ? 1 : 0)
    for (const party of [PRIYA, PERSONA_IDS.vendor]) {
      expect(told(party, 'order.redeemed')).toBe(o.redeemed_at !== null ? 1 : 0)
      expect(told(party, 'order.cancelled')).toBe(byParty ? 1 : 0)
    }
    expect(told(PRIYA, 'order.payment_failed')).toBe(o.cancelled_by === 'gateway' ? 1 : 0)
    expect(told(PERSONA_IDS.vendor, 'order.payment_failed')).toBe(0)
  }
}

/**
 * The commission the vendor owes by the model: its cash orders redeemed at the outlet whose commission was not paid in
 * a payment the gateway accepted, each buyer_will_pay − seller_will_get (the order's own figures, not the ledger's).
 */
function modelledDue(paid: Set<number>) {
  return db.orders
    .findMany((q) => q.where({ vendor_id: PERSONA_IDS.vendor }))
    .filter((o) => o.payment_mode === 1 && o.order_status === ORDER_STATUS.complete && !paid.has(o.id))
    .reduce((s, o) => s + Math.max(0, o.buyer_will_pay_paise - o.seller_will_get_paise), 0)
}

/** The commission is what the ledger says the vendor owes, and no order's commission is paid twice. */
function checkCommission(paid: Set<number>) {
  const vendor = userOf('vendor')
  expect(commissionDue(vendor)).toBe(modelledDue(paid))
  for (const o of db.orders.findMany((q) => q.where({ vendor_id: PERSONA_IDS.vendor })))
    expect(db.ledgerTxns.findMany((q) => q.where({ cause: `order:${o.id}:commission` })).length).toBe(
      paid.has(o.id) ? 1 : 0,
    )
  const paidOut = 0 - balance({ account: ACCOUNT.commissionPayments, owner: PERSONA_IDS.vendor, unit: 'paise' })
  const expected = [...paid].reduce((s, id) => {
    const o = db.orders.findFirst((q) => q.where({ id }))!
    return s + o.buyer_will_pay_paise - o.seller_will_get_paise
  }, 0)
  expect(paidOut).toBe(expected)
}

/** Every statement's total is the sum of its rows (the whole history, one page) and the ledger's balance. */
function checkStatements() {
  const whole = { page: 1, perPage: 100_000 }
  const cases = [
    { owner: PRIYA, unit: 'points', state: 'confirmed' },
    { owner: PRIYA, unit: 'points', state: 'floating' },
    { owner: PERSONA_IDS.vendor, unit: 'paise', state: 'confirmed' },
    { owner: PERSONA_IDS.vendor, unit: 'points', state: 'any' },
  ] as const
  for (const c of cases) {
    const s = statement({ ...c, ...whole })
    const account = STATEMENT_ACCOUNT[c.unit]
    expect(s.rows.data.reduce((sum, r) => sum + r.amount, 0)).toBe(s.total)
    expect(s.total).toBe(
      balance({ account, owner: c.owner, unit: c.unit, ...(c.state === 'any' ? {} : { state: c.state }) }),
    )
  }
}

function checkInvariants(deals: DealRecord[], places: Map<number, number>, models: Model[]) {
  expect(trialBalance()).toEqual({ paise: 0, points: 0 })
  checkStatements()
  // Each account's balance is the sum of its entries; no points balance below zero.
  const sums = new Map<string, number>()
  for (const e of db.ledgerEntries.all()) {
    const key = `${e.account}|${e.owner_id}|${e.unit}|${e.state}`
    sums.set(key, (sums.get(key) ?? 0) + e.amount)
  }
  for (const [key, sum] of sums) {
    const [account, owner, unit, st] = key.split('|') as [Account, string, 'paise' | 'points', 'floating' | 'confirmed']
    expect(balance({ account, owner: Number(owner), unit, state: st })).toBe(sum)
    if (account === ACCOUNT.userPoints) expect(sum).toBeGreaterThanOrEqual(0)
  }
  // deal_available plus the orders holding a place is constant per deal.
  for (const d of deals) {
    const live = db.orders
      .findMany((q) => q.where({ deal_id: d.id }))
      .filter((o) => o.order_status !== ORDER_STATUS.cancelled && o.order_status !== ORDER_STATUS.refunded).length
    expect(db.deals.findFirst((q) => q.where({ id: d.id }))!.deal_available + live).toBe(places.get(d.id))
  }
  for (const m of models) {
    const o = db.orders.findFirst((q) => q.where({ id: m.id }))!
    expect(o.order_status).toBe(m.status)
    // Charged at most once: one sale at most, and what the customer paid nets to the price paid or to nothing.
    const txns = db.ledgerTxns.findMany((q) => q.where({ cause: `order:${o.id}:sale` }))
    expect(txns.length).toBeLessThanOrEqual(1)
    const paidNet =
      db.ledgerEntries
        .all()
        .filter(
          (e) =>
            e.account === ACCOUNT.customerPayments &&
            db.ledgerTxns.findFirst((q) => q.where({ id: e.txn_id }))?.memo === o.reference_code,
        )
        .reduce((s, e) => s + e.amount, 0) + 0
    const charged = o.payment_status === PAYMENT_STATUS.paid
    expect(paidNet + (charged ? o.buyer_will_pay_paise : 0)).toBe(0)
  }
}

describe('orders, payments and the ledger (model-based)', () => {
  it('keeps every invariant over random sequences of orders, gateway outcomes, cancellations and redemptions', async () => {
    let nextDeal = 95_000
    // Orders whose commission a payment the gateway accepted has paid (the data lives on across runs, so does this).
    const commissionPaid = new Set<number>()
    // New students so far (each signs up with its own email and phone).
    let signups = 0
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 20 }), async (actions) => {
        const deals = [
          await createFixtureDeal({ id: nextDeal++, deal_available: 3 }),
          await createFixtureDeal({
            id: nextDeal++,
            deal_available: 2,
            is_open_deal: 1,
            deal_price: 0,
            criteria: [
              { id: 1, amount: 100, discount: 10 },
              { id: 2, amount: 250, discount: 20 },
            ],
          }),
        ]
        // Each sequence starts in real time (the deals above are dated from it).
        expect((await post('__mock/clock', { reset: true })).status).toBe(200)
        const places = new Map(deals.map((d) => [d.id, d.deal_available]))
        const models: Model[] = []
        const customer = userOf('customer')
        for (const a of actions) {
          const before = state(deals)
          let status = 0
          if (a.t === 'place') {
            const deal = deals[a.deal]!
            const couponAmount =
              db.coupons.findFirst((q) => q.where({ code: (a.coupon ?? '').toUpperCase() }))?.amount ?? 0
            let amount = deal.is_open_deal ? a.amount : deal.deal_price
            let discount = 0
            try {
              const q = serverQuote(
                customer,
                db.deals.findFirst((x) => x.where({ id: deal.id }))!,
                { payment_mode: a.mode, amount },
                couponAmount,
              )
              amount = q.pricePaise / 100
              discount = q.finalDiscountPercent
            } catch {
              // An amount under every tier: sent as it is, and refused.
            }
            if (a.skew) amount += 1
            const res = await post<{ code: number; order: { id: number }; tid_id: string }>(
              'customer/place-order',
              {
                deal_id: deal.uuid,
                payment_mode: a.mode,
                is_cupon_applied: a.coupon ? 1 : 0,
                cupon_code: a.coupon,
                amount,
                discount,
              },
              { as: 'customer' },
            )
            status = res.status
            if (res.status === 200) {
              const o = db.orders.findFirst((q) => q.where({ id: res.body.order.id }))!
              models.push({
                id: o.id,
                status: res.body.code === 202 ? 1 : 2,
                paid: o.payment_status === PAYMENT_STATUS.paid,
                ref: o.reference_code,
                tid: o.tid_id,
                amount: o.buyer_will_pay_paise,
                data: null,
                dealId: deal.id,
              })
            } else expect(a.skew || res.status === 404 || res.status === 422).toBe(true)
          } else if (a.t === 'commission') {
            const due = await post<{ total_amount: number; order_ids: number[] }>(
              'vendor/order-ids-to-pay',
              undefined,
              {
                as: 'vendor',
              },
            )
            const pay = await post<{ code: number; payment_id: number | null }>(
              'vendor/pay-to-fh',
              {
                order_ids: due.body.order_ids,
                amount: due.body.total_amount + (a.skew ? 1 : 0),
                payment_method: a.method,
              },
              { as: 'vendor' },
            )
            status = pay.status
            if (a.skew) expect(pay.status).toBe(422)
            else if (due.body.order_ids.length === 0) expect(pay.body).toMatchObject({ code: 200, payment_id: null })
            else {
              expect(pay.body.code).toBe(202)
              const key = await post<{ data: string }>(
                'vendor/get-encrypt-key',
                {
                  amount: due.body.total_amount,
                  payment_for: 'pay_to_fh',
                  payment_mode: a.method,
                  order_id: pay.body.payment_id,
                },
                { as: 'vendor' },
              )
              expect(key.status).toBe(200)
              await post('__mock/gateway/complete', { data: key.body.data, outcome: a.outcome })
              if (a.outcome === 'success') for (const id of due.body.order_ids) commissionPaid.add(id)
              checkCommission(commissionPaid)
              // The gateway reports again: nothing changes.
              if (a.again) await post('__mock/gateway/complete', { data: key.body.data, outcome: a.again })
            }
          } else if (a.t === 'ad') {
            const vendor = userOf('vendor')
            const held = pointsBalance(vendor.id)
            const res = await post<{ code: number; order_id: number; amount: number }>(
              'vendor/purchase-advertise',
              {
                advertisement_id: SPOTLIGHT,
                deal_id: deals[0]!.uuid,
                start_date: indiaDay(clock.now()),
                payment_mode: 6,
                holapoints: a.points ? 1 : 0,
              },
              { as: 'vendor' },
            )
            status = res.status
            if (a.points && held <= 0) expect(res.status).toBe(422)
            else if (res.body.code === 202) {
              const key = await post<{ data: string }>(
                'vendor/get-encrypt-key',
                { amount: res.body.amount, payment_for: 'ads', payment_mode: 6, order_id: res.body.order_id },
                { as: 'vendor' },
              )
              expect(key.status).toBe(200)
              await post('__mock/gateway/complete', { data: key.body.data, outcome: a.outcome })
              const settled = db.adOrders.findFirst((q) => q.where({ id: res.body.order_id }))!
              expect(settled.status).toBe(a.outcome === 'success' ? 'paid' : 'failed')
              // The gateway reports again: nothing changes.
              if (a.again) await post('__mock/gateway/complete', { data: key.body.data, outcome: a.again })
              expect(db.adOrders.findFirst((q) => q.where({ id: res.body.order_id }))!.status).toBe(settled.status)
            } else expect(res.body.code).toBe(200)
          } else if (a.t === 'signup') {
            const floating = pointsBalance(a.code === 'chaipoint' ? PERSONA_IDS.vendor : PRIYA, 'floating')
            const res = await postForm('customer/register', studentForm(++signups, a.code))
            status = res.status
            expect(status).toBe(a.code === 'NOSUCHCODE' ? 422 : 200)
            const reward = a.code === 'PRIYA2026' ? 50 : a.code === 'chaipoint' ? 100 : 0
            expect(pointsBalance(a.code === 'chaipoint' ? PERSONA_IDS.vendor : PRIYA, 'floating')).toBe(
              floating + reward,
            )
          } else if (a.t === 'clock') {
            const res = await post<{ offset_ms: number }>('__mock/clock', { advance_days: a.days })
            expect(res.status).toBe(200)
          } else if (models.length > 0) {
            const m = models[a.order % models.length]!
            if (a.t === 'gateway' || a.t === 'repeat') {
              if (m.data === null) {
                const key = await post<{ data: string }>(
                  'customer/get-encrypt-key',
                  { amount: m.amount / 100, payment_for: 'deal', payment_mode: 6, order_id: m.id, tid_id: m.tid },
                  { as: 'customer' },
                )
                // Only an order waiting for the gateway opens a session.
                expect(key.status).toBe(m.status === 1 && m.tid !== '' ? 200 : 422)
                status = key.status
                if (key.status === 200) m.data = key.body.data
              }
              if (m.data !== null) {
                const firstTime = db.gatewaySessions.findFirst((q) => q.where({ data: m.data! }))!.outcome === null
                const done = await post('__mock/gateway/complete', { data: m.data, outcome: a.outcome })
                expect(done.status).toBe(200)
                status = 200
                if (firstTime && m.status === 1) {
                  m.status = a.outcome === 'success' ? 2 : 4
                  m.paid = a.outcome === 'success'
                }
              }
            } else if (a.t === 'cancel') {
              const res = await post(
                'customer/cancel-deal-order'.replace('customer', a.by),
                { order_id: m.id, reason_id: a.reason, new_reason: a.other, description: 'Cannot go' },
                { as: a.by },
              )
              status = res.status
              const validReason = a.reason === 1 || (a.reason === 0 && a.other !== '')
              if (!validReason) expect(res.status).toBe(422)
              else if (m.status === 1 || m.status === 2) {
                expect(res.status).toBe(200)
                m.status = m.paid ? ORDER_STATUS.refunded : ORDER_STATUS.cancelled
              } else expect(res.status).toBe(409)
            } else {
              const res = await post('vendor/order-redeem', { reference_code: m.ref }, { as: a.by })
              status = res.status
              if (a.by === 'pending-vendor') expect(res.status).toBe(404)
              else if (m.status === 2) {
                expect(res.status).toBe(200)
                m.status = ORDER_STATUS.complete
                m.paid = true
              } else expect(res.status).toBe(422)
            }
          }
          if (status >= 400) expect(state(deals)).toBe(before)
          checkInvariants(deals, places, models)
          checkCommission(commissionPaid)
          checkAdOrders()
          checkNotifications(models)
        }
        // Floating points of redeemed orders are confirmed; those of cancelled orders never are.
        expect(pointsBalance(PRIYA)).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 40 },
    )
  }, 120_000)
})

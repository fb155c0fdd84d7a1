import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { referralRewardPoints } from '../../src/lib/membership-plans'
import { POINT_VALUE_PAISE, formatHolaWorth, pointsValuePaise, toPaise } from '../../src/lib/money'
import { ORDER_STATUS } from '../../src/lib/order-status'
import { createFixtureDeal } from '../areas/catalogue/fixture-deal'
import { db } from '../store/db'
import { PERSONA_IDS, post, postForm, studentForm, userOf } from '../testing/test-kit'
import { ACCOUNT } from './chart-of-accounts'
import { commissionParts } from '../areas/commission/rules'
import { balance, entriesOfTxn, trialBalance, txnByCause } from './ledger'
import { saleCause } from '../areas/orders/ledger-postings'
import { serverQuote } from '../areas/orders/rules'

/**
 * The money model (docs/decisions/money-model.md), model-based: random sequences of orders, gateway outcomes,
 * cancellations, redemptions, commission payments, plan purchases and referrals, over HTTP against the mock. After
 * every step, every balance a screen shows (the student's Wallet and get-user, the vendor's Wallet, /commission and
 * its payment page) equals the sum of its ledger entries, points and their rupee value agree at ₹1 a point, a
 * commission due is its parts, and the commission paid is what the tax invoice bills plus the student's discount.
 */

const PRIYA = PERSONA_IDS.customer
const CHAI = PERSONA_IDS.vendor
const PLANS = { silver: '5b0a6c1e-0001-4d7a-9a51-1a2b3c4d5e01', gold: '5b0a6c1e-0002-4d7a-9a51-1a2b3c4d5e02' }

type Action =
  | { t: 'place'; mode: 1 | 4 | 6 }
  | { t: 'gateway'; order: number; outcome: 'success' | 'failure' | 'aborted' }
  | { t: 'cancel'; order: number }
  | { t: 'redeem'; order: number }
  | { t: 'commission'; outcome: 'success' | 'failure' | 'aborted' }
  | { t: 'plan'; outcome: 'success' | 'failure' | 'aborted' }
  | { t: 'referral' }

const outcome = fc.constantFrom('success' as const, 'failure' as const, 'aborted' as const)
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('place' as const),
      mode: fc.constantFrom(1 as const, 4 as const, 6 as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('gateway' as const), order: fc.nat(20), outcome }) },
  fc.record({ t: fc.constant('cancel' as const), order: fc.nat(20) }),
  { weight: 2, arbitrary: fc.record({ t: fc.constant('redeem' as const), order: fc.nat(20) }) },
  fc.record({ t: fc.constant('commission' as const), outcome }),
  fc.record({ t: fc.constant('plan' as const), outcome }),
  fc.record({ t: fc.constant('referral' as const) }),
)

const pointsOf = (owner: number, state: 'confirmed' | 'floating') =>
  balance({ account: ACCOUNT.userPoints, owner, unit: 'points', state })

/** Every balance a screen shows, as the screens get it, against the sum of its ledger entries. */
async function checkScreens() {
  expect(trialBalance()).toEqual({ paise: 0, points: 0 })
  const whole = { page: 1, rowsPerPage: 50 }
  // The student's Wallet and get-user.
  const confirmed = await post<{ total_confirmed_balance: number; confirmed_balance: { total: number } }>(
    'customer/confirmed-statement',
    whole,
    { as: 'customer' },
  )
  const floating = await post<{ total_floting_balance: number }>('customer/floting-statement', whole, {
    as: 'customer',
  })
  const user = await post<{ user: { hola_points: number } }>('customer/get-user', undefined, { as: 'customer' })
  expect(confirmed.body.total_confirmed_balance).toBe(pointsOf(PRIYA, 'confirmed'))
  expect(user.body.user.hola_points).toBe(pointsOf(PRIYA, 'confirmed'))
  expect(floating.body.total_floting_balance).toBe(pointsOf(PRIYA, 'floating'))
  // The vendor's Wallet: its Hola confirmed and floating apart, adding to the total; its balance with Hola.
  const hola = await post<{
    total_hola_balance: number
    confirmed_hola_balance: number
    floating_hola_balance: number
  }>('vendor/floting-statement', whole, { as: 'vendor' })
  expect(hola.body.confirmed_hola_balance).toBe(pointsOf(CHAI, 'confirmed'))
  expect(hola.body.floating_hola_balance).toBe(pointsOf(CHAI, 'floating'))
  expect(hola.body.total_hola_balance).toBe(hola.body.confirmed_hola_balance + hola.body.floating_hola_balance)
  const account = await post<{ total_confirm_balance: number }>('vendor/confirmed-statement', whole, { as: 'vendor' })
  expect(toPaise(account.body.total_confirm_balance)).toBe(
    balance({ account: ACCOUNT.vendorEarnings, owner: CHAI, unit: 'paise' }),
  )
  // A point shown is worth ₹1, whoever holds it and whatever their plan.
  for (const points of [confirmed.body.total_confirmed_balance, hola.body.total_hola_balance])
    expect(formatHolaWorth(points)).toContain(`(₹${(pointsValuePaise(points) / 100).toLocaleString('en-IN')})`)
  // /commission and its payment page: the due is its parts, on every row and in total, and both pages agree.
  type Split = { student_discount: number; hola_commission: number; code_credit: number }
  const parts = (s: Split) => toPaise(s.student_discount) + toPaise(s.hola_commission) - toPaise(s.code_credit)
  const list = await post<{
    orders: { data: Array<{ commission: number; split: Split }> }
    total_amount: number
    total_split: Split
  }>('vendor/order-to-pay', { page: 1, rowsPerPage: 50 }, { as: 'vendor' })
  for (const row of list.body.orders.data) expect(parts(row.split)).toBe(toPaise(row.commission))
  expect(parts(list.body.total_split)).toBe(toPaise(list.body.total_amount))
  const toPay = await post<{ total_amount: number; total_split: Split }>('vendor/order-ids-to-pay', undefined, {
    as: 'vendor',
  })
  expect(toPay.body).toMatchObject({ total_amount: list.body.total_amount, total_split: list.body.total_split })
}

/**
 * What the vendor paid Hola is, order by order, what the tax invoice bills for the order (Hola's commission and its
 * GST, from the sale's entries) plus the discount it funds for the student, less the code Hola paid.
 */
function checkPaidIsInvoiced() {
  for (const o of db.orders.findMany((q) => q.where({ vendor_id: CHAI }))) {
    const payment = txnByCause(`order:${o.id}:commission`)
    if (!payment) continue
    const paid = entriesOfTxn(payment.id)
      .filter((e) => e.account === ACCOUNT.commissionPayments)
      .reduce((s, e) => s - e.amount, 0)
    const sale = txnByCause(saleCause(o))!
    const invoiced = entriesOfTxn(sale.id)
      .filter((e) => e.account === ACCOUNT.holaCommission || e.account === ACCOUNT.gstPayable)
      .reduce((s, e) => s + e.amount, 0)
    const p = commissionParts(o, paid)
    expect(p.holaCommission).toBe(invoiced)
    expect(p.studentDiscount + p.holaCommission - p.codeCredit).toBe(paid)
  }
}

describe('the money model (model-based)', () => {
  it('shows every balance as the sum of its entries, and the commission paid as the commission invoiced', async () => {
    let nextDeal = 96_000
    let signups = 0
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 12 }), async (actions) => {
        const deal = await createFixtureDeal({ id: nextDeal++, deal_available: 30 })
        const orders: number[] = []
        for (const a of actions) {
          const customer = userOf('customer')
          if (a.t === 'place') {
            const fresh = db.deals.findFirst((q) => q.where({ id: deal.id }))!
            let q
            try {
              q = serverQuote(customer, fresh, { payment_mode: a.mode, amount: fresh.deal_price }, 0)
            } catch {
              continue
            }
            if (a.mode === 4 && !q.canPayWithPoints) continue
            const res = await post<{ order: { id: number } }>(
              'customer/place-order',
              {
                deal_id: deal.uuid,
                payment_mode: a.mode,
                is_cupon_applied: 0,
                amount: q.pricePaise / 100,
                discount: q.finalDiscountPercent,
              },
              { as: 'customer' },
            )
            expect(res.status).toBe(200)
            orders.push(res.body.order.id)
          } else if (a.t === 'commission') {
            const due = await post<{ total_amount: number; order_ids: number[] }>(
              'vendor/order-ids-to-pay',
              undefined,
              {
                as: 'vendor',
              },
            )
            if (due.body.order_ids.length === 0) continue
            const pay = await post<{ payment_id: number }>(
              'vendor/pay-to-fh',
              { order_ids: due.body.order_ids, amount: due.body.total_amount, payment_method: 3 },
              { as: 'vendor' },
            )
            const key = await post<{ data: string }>(
              'vendor/get-encrypt-key',
              {
                amount: due.body.total_amount,
                payment_for: 'pay_to_fh',
                payment_mode: 3,
                order_id: pay.body.payment_id,
              },
              { as: 'vendor' },
            )
            await post('__mock/gateway/complete', { data: key.body.data, outcome: a.outcome })
          } else if (a.t === 'plan') {
            // The plan she does not hold; a point is worth as much after as before.
            const worth = pointsValuePaise(pointsOf(PRIYA, 'confirmed') + pointsOf(PRIYA, 'floating'))
            const id = customer.hola_category_id === 2 ? PLANS.silver : PLANS.gold
            const key = await post<{ data: string }>(
              'customer/membership-plan-payment',
              { id, payment_type: 6 },
              { as: 'customer' },
            )
            expect(key.status).toBe(200)
            await post('__mock/gateway/complete', { data: key.body.data, outcome: a.outcome })
            expect(pointsValuePaise(pointsOf(PRIYA, 'confirmed') + pointsOf(PRIYA, 'floating'))).toBe(worth)
          } else if (a.t === 'referral') {
            // The reward promised in rupees by her plan floats as points worth exactly that.
            const plan = db.holaCategories.findFirst((q) => q.where({ id: customer.hola_category_id ?? 1 }))!
            const before = pointsOf(PRIYA, 'floating')
            const res = await postForm('customer/register', studentForm(500 + ++signups, 'PRIYA2026'))
            expect(res.status).toBe(200)
            const reward = pointsOf(PRIYA, 'floating') - before
            expect(reward).toBe(referralRewardPoints(plan.referral_reward))
            expect(reward * POINT_VALUE_PAISE).toBe(toPaise(plan.referral_reward))
          } else if (orders.length > 0) {
            const id = orders[a.order % orders.length]!
            const o = db.orders.findFirst((q) => q.where({ id }))!
            if (a.t === 'gateway') {
              if (o.order_status !== ORDER_STATUS.pending) continue
              const key = await post<{ data: string }>(
                'customer/get-encrypt-key',
                {
                  amount: o.buyer_will_pay_paise / 100,
                  payment_for: 'deal',
                  payment_mode: 6,
                  order_id: id,
                  tid_id: o.tid_id,
                },
                { as: 'customer' },
              )
              if (key.status === 200) await post('__mock/gateway/complete', { data: key.body.data, outcome: a.outcome })
            } else if (a.t === 'cancel') {
              await post(
                'customer/cancel-deal-order',
                { order_id: id, reason_id: 1, description: 'Plans changed' },
                { as: 'customer' },
              )
            } else {
              await post('vendor/order-redeem', { reference_code: o.reference_code }, { as: 'vendor' })
            }
          }
          await checkScreens()
          checkPaidIsInvoiced()
        }
      }),
      { numRuns: 12 },
    )
  }, 300_000)
})

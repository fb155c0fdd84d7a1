import { bypass } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PACT_VALUES, STATES } from '../contracts/states'
import { db } from './store/db'
import { PERSONA_IDS } from './store/personas'
import { issueToken } from './areas/auth/rules'
import { pointsBalance } from './ledger/ledger'
import { serverQuote } from './areas/orders/rules'
import { PAYMENT_METHOD } from '../src/lib/payment-methods'
import { startHttpMock } from './http'

/**
 * Several people at once on the shared mock (docs/decisions/mock-data-store.md, "Writes are serialised"): requests
 * sent together over real HTTP reach exactly one outcome, never two. A handler awaits between reading a record and
 * writing it, so without the server's queue both buyers of the last unit got an order.
 */
let mock: Awaited<ReturnType<typeof startHttpMock>>
let restoreWrites = () => {}
beforeEach(async () => {
  mock = await startHttpMock({ port: 0 })
})
afterEach(async () => {
  restoreWrites()
  await mock.close()
})

/**
 * Makes every order write wait for the event loop first, as a write that goes to a disk or a network does: today's
 * handlers reach their writes within one turn of the event loop, so only a write that waits shows whether a second
 * request can slip in between a check (stock, status, balance) and the write that relies on it.
 */
function ordersWriteSlowly() {
  const orders = db.orders as unknown as Record<'create' | 'update', (...args: unknown[]) => Promise<unknown>>
  const original = { create: orders.create, update: orders.update }
  for (const name of ['create', 'update'] as const)
    orders[name] = async (...args: unknown[]) => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      return original[name].apply(db.orders, args)
    }
  restoreWrites = () => Object.assign(orders, original)
}

const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(
    bypass(`${mock.url}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const dealUuid = PACT_VALUES.dealUuid
const customer = PACT_VALUES.customerToken
const vendor = PACT_VALUES.vendorToken

async function seeDeal() {
  const set = await post('__mock/provider-state', {
    state: STATES.customerSeesDeal,
    params: { token: customer, vendorToken: vendor, deal: dealUuid },
  })
  expect(set.status).toBe(200)
  return db.deals.findFirst((q) => q.where({ uuid: dealUuid }))!
}

/** A second student, as Priya but with her own account. */
async function secondCustomer() {
  const priya = db.users.findFirst((q) => q.where({ id: PERSONA_IDS.customer }))!
  const other = await db.users.create({
    ...priya,
    id: 90_001,
    hash: crypto.randomUUID(),
    email: 'second.buyer@example.com',
    phone: '+919800000001',
    referral_code: 'SECOND2026',
  })
  return issueToken(other)
}

/** The order the server agrees with: its own figures, read from the 422 that names them. */
async function orderBody(token: string, payment_mode: number) {
  const base = { deal_id: dealUuid, payment_mode, is_cupon_applied: 0, cupon_code: null }
  const asked = await post('customer/place-order', { ...base, amount: 0.01, discount: 0 }, token)
  const expected = asked.body.expected as { amount: string; discount: number } | undefined
  expect(expected, JSON.stringify(asked.body)).toBeDefined()
  return { ...base, amount: Number(expected!.amount.replace(/,/g, '')), discount: expected!.discount }
}

const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort()

describe('the shared mock with several people at once', () => {
  it('sells the last unit once: one order, one clear 422, never two', async () => {
    const deal = await seeDeal()
    const second = await secondCustomer()
    await db.deals.update((q) => q.where({ id: deal.id }), { data: (r) => void (r.deal_available = 1) })
    const [a, b] = await Promise.all([orderBody(customer, 1), orderBody(second, 1)])
    ordersWriteSlowly()
    const answers = await Promise.all([
      post('customer/place-order', a, customer),
      post('customer/place-order', b, second),
    ])
    expect(statuses(answers)).toEqual([200, 422])
    const refused = answers.find((x) => x.status === 422)!
    expect(refused.body.errors).toHaveProperty('deal_id')
    expect(db.orders.findMany((q) => q.where({ deal_id: deal.id }))).toHaveLength(1)
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))!.deal_available).toBe(0)
  })

  it('lets a redemption and a cancellation of one order reach exactly one outcome', async () => {
    await seeDeal()
    const placed = await post('customer/place-order', await orderBody(customer, 1), customer)
    expect(placed.status).toBe(200)
    const order = placed.body.order as { id: number; reference_code: string }
    ordersWriteSlowly()
    const [redeemed, cancelled] = await Promise.all([
      post('vendor/order-redeem', { reference_code: order.reference_code }, vendor),
      post(
        'customer/cancel-deal-order',
        { order_id: order.id, reason_id: db.cancelReasons.all()[0]!.id, description: 'Changed my plans' },
        customer,
      ),
    ])
    expect(statuses([redeemed, cancelled]).filter((s) => s === 200)).toHaveLength(1)
    const record = db.orders.findFirst((q) => q.where({ id: order.id }))!
    // Redeemed and never cancelled, or cancelled and never redeemed.
    expect([record.redeemed_at, record.cancelled_at].filter(Boolean)).toHaveLength(1)
    expect(record.redeemed_at ? redeemed.status : cancelled.status).toBe(200)
  })

  it('never spends the same points twice', async () => {
    const deal = await seeDeal()
    const priya = db.users.findFirst((q) => q.where({ id: PERSONA_IDS.customer }))!
    const balance = pointsBalance(priya.id)
    // A price Priya's points pay once but not twice.
    let price = 1
    const spentAt = (p: number) =>
      serverQuote(priya, { ...deal, deal_price: p }, { payment_mode: PAYMENT_METHOD.holaPoints, amount: p }, 0)
    while (!(spentAt(price).canPayWithPoints && spentAt(price).pointsSpent * 2 > balance)) price++
    const spent = spentAt(price).pointsSpent
    await db.deals.update((q) => q.where({ id: deal.id }), { data: (r) => void (r.deal_price = price) })
    const body = await orderBody(customer, PAYMENT_METHOD.holaPoints)
    ordersWriteSlowly()
    const answers = await Promise.all([
      post('customer/place-order', body, customer),
      post('customer/place-order', body, customer),
    ])
    expect(statuses(answers)).toEqual([200, 422])
    expect(answers.find((x) => x.status === 422)!.body.errors).toHaveProperty('payment_mode')
    expect(pointsBalance(priya.id)).toBe(balance - spent)
    expect(pointsBalance(priya.id)).toBeGreaterThanOrEqual(0)
  })
})

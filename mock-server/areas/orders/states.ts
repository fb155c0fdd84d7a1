import { PACT_VALUES, STATES } from '../../../contracts/states'
import { db } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'
import { clock } from '../../clock/clock'
import { PAYMENT_STATUS, hasEnded } from '../../../src/lib/order-status'
import { placeOrder } from './rules'
import { redeemOrder } from './redeem'
import { userOf } from '../../store/persona-user'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { num, signInWithToken, str, type StateParams, type StateSetUps } from '../../control/state-set-up'

/**
 * The contracts describe the personas' orders exactly, so these states start from none: the seed's orders (docs/demo.md)
 * are taken out whole, with their gateway sessions and ledger transactions (and the confirmations and reversals of
 * those), and the places they held go back to their deals, as if they had never been placed. Balances stay the sums of
 * the entries that remain.
 */
async function withoutSeededOrders() {
  const orders = db.orders.all()
  for (const o of orders) {
    if (hasEnded(o) || o.payment_status === PAYMENT_STATUS.failed) continue
    await db.deals.update((q) => q.where({ id: o.deal_id }), {
      data(r) {
        r.deal_available += 1
      },
    })
  }
  const gone = new Set(
    db.ledgerTxns
      .all()
      .filter((t) => t.cause.startsWith('order:'))
      .map((t) => t.id),
  )
  for (const t of db.ledgerTxns.all())
    if ((t.reverses !== null && gone.has(t.reverses)) || (t.confirms !== null && gone.has(t.confirms))) gone.add(t.id)
  db.ledgerEntries.deleteMany((q) => q.where({ txn_id: (id: number) => gone.has(id) }))
  db.ledgerTxns.deleteMany((q) => q.where({ id: (id: number) => gone.has(id) }))
  db.gatewaySessions.deleteMany((q) => q.where({ payment_for: 'deal' }))
  db.orders.deleteMany((q) => q.where({ id: (id: number) => orders.some((o) => o.id === id) }))
}

/**
 * The customer and vendor personas signed in, the contracts' deal, and three orders of it by the customer: one paid by
 * UPI and waiting at the gateway, a cash order to redeem, and a redeemed one. Their ids, codes and transaction id are
 * the contract's (set after placing: a real backend makes its own and its set-up pins them the same way).
 */
async function customerHasOrders(params: StateParams) {
  const now = clock.now()
  await signInWithToken('customer', str(params, 'token', PACT_VALUES.customerToken), now)
  await signInWithToken('vendor', str(params, 'vendorToken', PACT_VALUES.vendorToken), now)
  const deal = await createFixtureDeal({
    id: num(params, 'dealId', PACT_VALUES.dealId),
    uuid: str(params, 'deal', PACT_VALUES.dealUuid),
    vendor_id: PERSONA_IDS.vendor,
  })
  const priya = userOf('customer')
  await withoutSeededOrders()
  // With the seed's orders out, the three placed here are orders 1, 2 and 3, as the contract's ids say.
  const pin = async (id: number, to: { reference_code?: string; tid_id?: string }) => {
    await db.orders.update((q) => q.where({ id }), {
      data(r) {
        Object.assign(r, to)
      },
    })
  }
  // The contracts describe the customer's reports exactly (the list's reported_deal), so the seed's are cleared.
  db.dealReports.deleteMany((q) => q.where({ customer_id: PERSONA_IDS.customer }))
  // Silver prices UPI at a 20% gross margin (16% back) and cash at 25% (15% back).
  if (params.only === 'cash') {
    // A list whose rows all have one shape (a contract's eachLike): the cash order alone.
    const only = await placeOrder(
      priya,
      { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 149, discount: 15 },
      now,
    )
    await db.orders.update((q) => q.where({ id: only.id }), {
      data(r) {
        r.reference_code = str(params, 'code', PACT_VALUES.orderCode)
      },
    })
    return
  }
  const upi = await placeOrder(
    priya,
    { deal_id: deal.uuid, payment_mode: 6, is_cupon_applied: 0, amount: 149, discount: 16 },
    now - 3_000,
  )
  const cash = await placeOrder(
    priya,
    { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 149, discount: 15 },
    now - 2_000,
  )
  const done = await placeOrder(
    priya,
    { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 149, discount: 15 },
    now - 1_000,
  )
  await pin(done.id, { reference_code: str(params, 'redeemedCode', PACT_VALUES.redeemedCode) })
  await redeemOrder(userOf('vendor'), str(params, 'redeemedCode', PACT_VALUES.redeemedCode), now)
  await pin(upi.id, { tid_id: str(params, 'tid', PACT_VALUES.orderTid) })
  await pin(cash.id, { reference_code: str(params, 'code', PACT_VALUES.orderCode) })
  if (upi.id !== PACT_VALUES.orderId || cash.id !== PACT_VALUES.cashOrderId)
    throw new Error('customerHasOrders: the seed already had orders')
}

/** The states of the checkout and orders contracts (contracts/states.ts). */
export const orderStates = {
  [STATES.customerHasOrders]: customerHasOrders,
} satisfies StateSetUps

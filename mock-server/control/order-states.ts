import { PACT_VALUES, STATES } from '../../contracts/states'
import { db } from '../db'
import { PERSONA_IDS } from '../db/personas'
import { clock } from '../domain/clock'
import { placeOrder } from '../domain/orders'
import { redeemOrder } from '../domain/orders-redeem'
import { userOf } from '../db/persona-user'
import { createFixtureDeal } from './fixture-deal'
import { num, signInWithToken, str, type StateParams, type StateSetUps } from './state-set-up'

/**
 * The customer and vendor personas signed in, the contracts' deal, and three orders of it by the customer: one paid by
 * UPI and waiting at the gateway, a cash order to redeem, and a redeemed one. Their ids, codes and transaction id are
 * the contract's (set after placing: a real backend makes its own and its set-up pins them the same way).
 */
async function customerHasOrders(params: StateParams) {
  const now = clock.now()
  await signInWithToken('customer', str(params, 'token', PACT_VALUES.customerToken), now)
  await signInWithToken('vendor', str(params, 'vendorToken', PACT_VALUES.vendorToken), now)
  const deal = await createFixtureDeal({ id: num(params, 'dealId', PACT_VALUES.dealId), uuid: str(params, 'deal', PACT_VALUES.dealUuid), vendor_id: PERSONA_IDS.vendor })
  const priya = userOf('customer')
  // The seed has no orders, so the three placed here are orders 1, 2 and 3, as the contract's ids say.
  const pin = async (id: number, to: { reference_code?: string; tid_id?: string }) => {
    await db.orders.update((q) => q.where({ id }), { data(r) { Object.assign(r, to) } })
  }
  // The contracts describe the customer's reports exactly (the list's reported_deal), so the seed's are cleared.
  db.dealReports.deleteMany((q) => q.where({ customer_id: PERSONA_IDS.customer }))
  // Silver prices UPI at a 20% gross margin (16% back) and cash at 25% (15% back).
  if (params.only === 'cash') {
    // A list whose rows all have one shape (a contract's eachLike): the cash order alone.
    const only = await placeOrder(priya, { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 149, discount: 15 }, now)
    await db.orders.update((q) => q.where({ id: only.id }), { data(r) { r.reference_code = str(params, 'code', PACT_VALUES.orderCode) } })
    return
  }
  const upi = await placeOrder(priya, { deal_id: deal.uuid, payment_mode: 6, is_cupon_applied: 0, amount: 149, discount: 16 }, now - 3_000)
  const cash = await placeOrder(priya, { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 149, discount: 15 }, now - 2_000)
  const done = await placeOrder(priya, { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 149, discount: 15 }, now - 1_000)
  await pin(done.id, { reference_code: str(params, 'redeemedCode', PACT_VALUES.redeemedCode) })
  await redeemOrder(userOf('vendor'), str(params, 'redeemedCode', PACT_VALUES.redeemedCode), now)
  await pin(upi.id, { tid_id: str(params, 'tid', PACT_VALUES.orderTid) })
  await pin(cash.id, { reference_code: str(params, 'code', PACT_VALUES.orderCode) })
  if (upi.id !== PACT_VALUES.orderId || cash.id !== PACT_VALUES.cashOrderId) throw new Error('customerHasOrders: the seed already had orders')
}

/** The states of the checkout and orders contracts (contracts/states.ts). */
export const orderStates = {
  [STATES.customerHasOrders]: customerHasOrders,
} satisfies StateSetUps

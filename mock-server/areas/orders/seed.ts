import { addDays, indiaDay } from '../../../src/lib/dates'
import { toRupees } from '../../../src/lib/money'
import { completeSession, openPayment } from '../../gateway/gateway'
import { cancelOrder, dealOnSale, placeOrder, serverQuote } from './rules'
import { redeemOrder } from './redeem'
import { db } from '../../store/db'
import { userOf } from '../../store/persona-user'
import { seededUuid } from '../../store/seed-random'
import type { OrderRecord } from './records'

/** The promo and gift codes of the demo (docs/demo.md) and the cancel reasons (customer/order-cancel-reason-list). */
export async function seedOrders(now: number) {
  const day = indiaDay(now)
  await db.coupons.create({ id: 1, code: 'WELCOME50', amount: 50, valid_until: addDays(day, 365), max_uses: 1000 })
  await db.coupons.create({ id: 2, code: 'GIFT100', amount: 100, valid_until: addDays(day, 365), max_uses: 1000 })
  await db.coupons.create({ id: 3, code: 'OLDCODE', amount: 25, valid_until: addDays(day, -30), max_uses: 1000 })
  await db.coupons.create({ id: 4, code: 'ONEOFF', amount: 20, valid_until: addDays(day, 365), max_uses: 1 })
  const reasons = [
    'Changed my mind',
    'Ordered by mistake',
    'Found a better deal',
    'The outlet was closed',
    'Could not visit in time',
  ]
  for (const [i, name] of reasons.entries()) await db.cancelReasons.create({ id: i + 1, name })
  await seedPersonaOrders(now)
}

/** The demo's deal codes (docs/demo.md): pinned so the guide can name them; a backend's codes are its own. */
export const SEEDED_CODES = {
  cashToRedeem: 'CHAIDEMO42',
  paidByUpi: 'CHAIUPI001',
  redeemed: 'CHAIDONE01',
  cancelled: 'CHAIGONE01',
} as const

const MASALA_CHAI = 'dea10000-0000-4000-8000-000000000001' // ₹129, Chai Point Koramangala
const COLD_COFFEE = 'dea10000-0000-4000-8000-000000000002' // ₹59, Chai Point Koramangala
const HOUR = 3_600_000

/**
 * Priya's orders on Chai Point's deals, so My Orders, the vendor's My deals and /redem-deal show real rows at once.
 * Each goes through the domain functions a real order does (place-order's quote, the gateway session, redemption,
 * cancellation), so availability, points and the ledger's entries are what those calls post; the deal codes and
 * uuids are fixed (the guide names the codes; a reset gives the same data), and the session's random reference is
 * replaced by a fixed one.
 */
async function seedPersonaOrders(now: number) {
  const chaiPoint = userOf('vendor')

  // Redeemed at the outlet (cash paid there): its points are confirmed.
  await placeSeedOrder(MASALA_CHAI, 1, now - 50 * HOUR, SEEDED_CODES.redeemed)
  await redeemOrder(chaiPoint, SEEDED_CODES.redeemed, now - 48 * HOUR)

  // Cancelled by Priya before she went: its place came back and its points never confirm.
  const cancelled = await placeSeedOrder(COLD_COFFEE, 1, now - 30 * HOUR, SEEDED_CODES.cancelled)
  await cancelOrder(
    userOf('customer'),
    { order_id: cancelled.id, reason_id: 5, description: 'Exams ran late that week.' },
    now - 29 * HOUR,
  )

  // Paid by UPI through the gateway, not yet redeemed: its points float.
  const paid = await placeSeedOrder(MASALA_CHAI, 6, now - 5 * HOUR, SEEDED_CODES.paidByUpi)
  await payAtGateway(paid, now - 5 * HOUR)

  // Cash, to be paid and redeemed at the outlet: the code to try on /redem-deal.
  await placeSeedOrder(MASALA_CHAI, 1, now - 2 * HOUR, SEEDED_CODES.cashToRedeem)
}

/**
 * Priya's order of a deal at an instant, with the figures the payment page shows (the server's own quote for her plan
 * and the method), as a client sends them; the code and uuid fixed so the seed is the same on every run.
 */
export function placeSeedOrder(uuid: string, payment_mode: 1 | 4 | 6, at: number, reference_code: string) {
  const priya = userOf('customer')
  const deal = dealOnSale(uuid, at)
  const q = serverQuote(priya, deal, { payment_mode, amount: deal.deal_price }, 0)
  return placeOrder(
    priya,
    { deal_id: uuid, payment_mode, is_cupon_applied: 0, amount: deal.deal_price, discount: q.finalDiscountPercent },
    at,
    { reference_code, uuid: seededUuid('0de7', db.orders.count() + 1) },
  )
}

/** Pays an order through a gateway session completed once with success; the session's random reference made fixed. */
export async function payAtGateway(order: OrderRecord, at: number) {
  const key = await openPayment(
    userOf('customer'),
    'deal',
    { amount: toRupees(order.buyer_will_pay_paise), payment_mode: 6, order_id: order.id, tid_id: order.tid_id },
    '',
    'web',
    at,
  )
  await completeSession(key.data, 'success', at + 60_000)
  await db.gatewaySessions.update((q) => q.where({ data: key.data }), {
    data(r) {
      r.data = `seed-session-${order.id}`
    },
  })
}

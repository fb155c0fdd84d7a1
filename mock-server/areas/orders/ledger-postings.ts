import { PAYMENT_METHOD } from '../../../src/lib/payment-methods'
import type { OrderRecord } from './records'
import { ACCOUNT } from '../../ledger/chart-of-accounts'
import { PLATFORM, awardPoints, confirm, post, reverse, txnByCause, type Line } from '../../ledger/ledger'

/**
 * An order's money and points in the one ledger (docs/decisions/orders.md). Two transactions per order, each posted
 * once for its cause:
 * - the sale, `order:{id}:sale`, when the order is paid (at placement for points and zero orders, at the gateway's
 *   success, at redemption for cash): where the price came from (the customer's money, the code, the customer's
 *   points) and where it went (the vendor's earnings, Hola's commission and the GST in it, the cashback that backs
 *   the points given back);
 * - the points earned, `order:{id}:points`, floating from the moment the order is paid or placed for cash,
 *   confirmed at redemption.
 * Cancelling reverses both; a reversed transaction never confirms.
 */

export const saleCause = (order: OrderRecord) => `order:${order.id}:sale`
export const pointsCause = (order: OrderRecord) => `order:${order.id}:points`

/** The sale's lines: the price's sources (negative) and destinations (positive), in paise; the points spent. */
export function saleLines(order: OrderRecord): Line[] {
  const due = order.price_paise - order.coupon_paise
  const paidInPoints = order.points_spent > 0 ? due : 0
  const money: Line[] = [
    {
      account: ACCOUNT.customerPayments,
      owner: order.customer_id,
      unit: 'paise',
      amount: -order.buyer_will_pay_paise,
    },
    { account: ACCOUNT.pointsPayments, owner: order.customer_id, unit: 'paise', amount: -paidInPoints },
    { account: ACCOUNT.couponCost, owner: PLATFORM, unit: 'paise', amount: -order.coupon_paise },
    {
      account: ACCOUNT.vendorEarnings,
      owner: order.vendor_id,
      unit: 'paise',
      amount: order.seller_will_get_paise,
    },
    {
      account: ACCOUNT.holaCommission,
      owner: PLATFORM,
      unit: 'paise',
      amount: order.hola_share_paise - order.gst_paise,
    },
    { account: ACCOUNT.gstPayable, owner: PLATFORM, unit: 'paise', amount: order.gst_paise },
    { account: ACCOUNT.cashbackReserve, owner: PLATFORM, unit: 'paise', amount: order.cashback_paise },
  ]
  if (order.payment_mode === PAYMENT_METHOD.cash) {
    money.push(
      {
        account: ACCOUNT.vendorEarnings,
        owner: order.vendor_id,
        unit: 'paise',
        amount: -order.buyer_will_pay_paise,
      },
      {
        account: ACCOUNT.cashAtOutlet,
        owner: order.vendor_id,
        unit: 'paise',
        amount: order.buyer_will_pay_paise,
      },
    )
  }
  const points: Line[] =
    order.points_spent > 0
      ? [
          { account: ACCOUNT.userPoints, owner: order.customer_id, unit: 'points', amount: -order.points_spent },
          { account: ACCOUNT.holaPoints, owner: PLATFORM, unit: 'points', amount: order.points_spent },
        ]
      : []
  return [...money, ...points].filter((l) => l.amount !== 0)
}

/** Posts the sale (once). A free order with no points moves nothing and posts nothing. */
export async function postSale(order: OrderRecord, at: number) {
  const lines = saleLines(order)
  if (lines.length === 0) return null
  return post({ kind: 'order_sale', cause: saleCause(order), lines, memo: order.reference_code, at })
}

/** Posts the points earned on the order, floating until redemption (once). */
export async function postPointsEarned(order: OrderRecord, at: number) {
  if (order.points_earned <= 0) return null
  return awardPoints(order.customer_id, order.points_earned, {
    kind: 'points_earned',
    cause: pointsCause(order),
    state: 'floating',
    memo: order.reference_code,
    at,
  })
}

/** Redemption: the earned points become confirmed. */
export async function confirmPointsEarned(order: OrderRecord, at: number) {
  const txn = txnByCause(pointsCause(order))
  return txn ? confirm(txn, at) : null
}

/** Cancellation or refund: the sale and the points earned are reversed (each once); nothing is deleted. */
export async function reverseOrder(order: OrderRecord, kind: 'order_cancelled' | 'order_refunded', at: number) {
  const sale = txnByCause(saleCause(order))
  const points = txnByCause(pointsCause(order))
  if (sale) await reverse(sale, { kind, at })
  if (points) await reverse(points, { kind: `${kind}_points`, at })
}

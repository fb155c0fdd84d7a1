import { PAYMENT_STATUS, nextStatus } from '../../../src/lib/order-status'
import { REDEEM_TEXTS, redeemRefusal } from '../../../src/lib/order-texts'
import { db } from '../../store/db'
import type { OrderRecord } from './records'
import type { UserRecord } from '../../store/records'
import { clock, iso } from '../../clock/clock'
import { announce } from '../../events/events'
import { statusNow } from '../customer-deals/rules'
import { HttpError } from '../../kit/http-error'
import { orderById, orderByCode } from './rules'
import { confirmPointsEarned, postSale } from './ledger-postings'

/**
 * Vendor redemption (spec 3 §2 /redem-deal, §8): a code is looked up only among the vendor's own outlet's orders (another
 * outlet's code is 'Deal not found', as an unknown one: a vendor cannot probe others' codes), and redeemed once, while
 * the order is paid or a cash order, not cancelled, and its deal not expired.
 */

const refuse = (text: string) => new HttpError(422, text, { reference_code: [text] }, { msg: text })

/** vendor/order-detail: the vendor's own order with this code. */
export function vendorOrderByCode(vendor: UserRecord, code: string): OrderRecord {
  const order = orderByCode(code)
  if (order.vendor_id !== vendor.id)
    throw new HttpError(404, REDEEM_TEXTS.notFound, { reference_code: [REDEEM_TEXTS.notFound] })
  return order
}

/**
 * vendor/order-redeem: the order becomes Complete with its redeem date; a cash order is paid now (its sale posted),
 * and the points earned are confirmed.
 */
export async function redeemOrder(vendor: UserRecord, code: string, now = clock.now()): Promise<OrderRecord> {
  const order = vendorOrderByCode(vendor, code)
  const deal = db.deals.findFirst((q) => q.where({ id: order.deal_id }))
  const refusal = redeemRefusal(order, deal ? statusNow(deal, now) : null)
  if (refusal) throw refuse(refusal)
  const to = nextStatus(order.order_status, 'redeem', 'vendor')!
  const cashDue = order.payment_status === PAYMENT_STATUS.pending
  await db.orders.update((q) => q.where({ id: order.id }), {
    data(r) {
      r.order_status = to
      r.redeemed_at = iso(now)
      if (cashDue) {
        r.payment_status = PAYMENT_STATUS.paid
        r.paid_at = iso(now)
      }
    },
  })
  const redeemed = orderById(order.id)!
  if (cashDue) await postSale(redeemed, now)
  await confirmPointsEarned(redeemed, now)
  await announce('order.redeemed', { order_id: redeemed.id }, now)
  return redeemed
}

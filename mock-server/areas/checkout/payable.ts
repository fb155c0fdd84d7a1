import { invalidField } from '../../kit/http-error'
import { rupeesText, toPaise } from '../../../src/lib/money'
import { PAYMENT_STATUS, ORDER_STATUS } from '../../../src/lib/order-status'
import { paths } from '../../../src/lib/paths'
import { USER_TYPE } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { GatewaySessionRecord } from '../orders/records'
import { ownOrder, orderById, settleOrder } from '../orders/rules'
import { mobileReturn, outcomeQuery, type Payable } from '../../gateway/payable'

const dealOf = (s: GatewaySessionRecord) => {
  const order = orderById(s.subject_id)
  return { order, deal: order && db.deals.findFirst((q) => q.where({ id: order.deal_id })) }
}

/**
 * A student's order of a deal (payment_for `deal`, spec 3 §7 customer/get-encrypt-key): their own order while it
 * waits for the gateway; amount and tid_id must be the order's (422 under the field otherwise). Settling moves the
 * order through its state table (paid, or failed with its place given back), which posts the sale once.
 */
export const dealPayable: Payable = {
  open(payer, input) {
    if (payer.userType !== USER_TYPE.customer) throw invalidField('payment_for', 'Only a student pays for a deal.')
    const order = ownOrder(payer, input.order_id ?? 0)
    if (
      order.order_status !== ORDER_STATUS.pending ||
      order.payment_status !== PAYMENT_STATUS.pending ||
      order.tid_id === ''
    )
      throw invalidField('order_id', 'This order is not waiting for payment.')
    if ((input.tid_id ?? '') !== order.tid_id)
      throw invalidField('tid_id', 'The transaction id does not match the order.')
    if (toPaise(input.amount ?? 0) !== order.buyer_will_pay_paise)
      throw invalidField('amount', `The amount does not match the order: ₹${rupeesText(order.buyer_will_pay_paise)}.`)
    return {
      subject_id: order.id,
      amount_paise: order.buyer_will_pay_paise,
      payment_mode: order.payment_mode,
      tid_id: order.tid_id,
    }
  },
  describe(s) {
    const { order, deal } = dealOf(s)
    return { description: deal ? deal.name : 'Deal', order_id: order ? String(order.id) : s.tid_id }
  },
  returnTo(s) {
    // Back to the deal's payment page with the outcome (spec 3 §8); an order whose deal is gone has no such page.
    const { deal } = dealOf(s)
    if (!deal) return mobileReturn(s)
    return `${paths.payment(deal)}?${outcomeQuery(s)}`
  },
  async settle(s, now) {
    const { order } = dealOf(s)
    if (order && s.outcome) await settleOrder(order, s.outcome, now)
  },
}

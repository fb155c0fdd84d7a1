import { invalidField } from '../../kit/http-error'
import { rupeesText, toPaise } from '../../../src/lib/money'
import { paths } from '../../../src/lib/paths'
import { USER_TYPE } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { GatewaySessionRecord } from '../orders/records'
import { adOrderById, settleAdOrder, waitingAdOrder } from './rules'
import { mobileReturn, outcomeQuery, type Payable } from '../../gateway/payable'

const packageOf = (s: GatewaySessionRecord) => {
  const order = adOrderById(s.subject_id)
  return { order, ad: order && db.advertisements.findFirst((q) => q.where({ id: order.advertisement_id })) }
}

/**
 * A vendor's advertisement (payment_for `ads`, spec 3 §7 vendor/get-encrypt-key): `order_id` names the ad order
 * vendor/purchase-advertise made, and `amount` must be what is left to pay on it after points (422 under the field
 * otherwise). Settling applies the gateway's outcome once (ads.ts); the browser goes back to the package's payment
 * page with the outcome, which shows spec 3 §8's words for ads.
 */
export const adsPayable: Payable = {
  open(payer, input) {
    if (payer.userType !== USER_TYPE.vendor) throw invalidField('payment_for', 'Only a vendor buys advertisements.')
    const order = waitingAdOrder(payer, input.order_id ?? 0)
    if (input.amount !== undefined && toPaise(input.amount) !== order.pay_paise)
      throw invalidField('amount', `The amount does not match the order: ₹${rupeesText(order.pay_paise)}.`)
    return {
      subject_id: order.id,
      amount_paise: order.pay_paise,
      payment_mode: order.payment_mode,
      tid_id: order.tid_id,
    }
  },
  describe(s) {
    const { ad } = packageOf(s)
    return { description: `Advertisement: ${ad?.title ?? ''}`.trim(), order_id: String(s.subject_id) }
  },
  returnTo(s) {
    const { ad } = packageOf(s)
    if (!ad) return mobileReturn(s)
    return `${paths.advertisementPayment(ad)}?${outcomeQuery(s)}`
  },
  async settle(s, now) {
    const order = adOrderById(s.subject_id)
    if (order && s.outcome) await settleAdOrder(order, s.outcome, now)
  },
}

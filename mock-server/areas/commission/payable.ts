import { invalidField } from '../../kit/http-error'
import { rupeesText, toPaise } from '../../../src/lib/money'
import { paths } from '../../../src/lib/paths'
import { USER_TYPE } from '../../../src/lib/user-type'
import { commissionPaymentById, settleCommissionPayment, waitingPayment } from './rules'
import { type Payable } from '../../gateway/payable'

/**
 * The vendor's commission to Hola (payment_for `pay_to_fh`, spec 3 §7 vendor/get-encrypt-key): `order_id` names the
 * payment vendor/pay-to-fh made (it pays for several orders, so it keeps its own record, the session's subject), and
 * `amount` must be its amount (422 under the field otherwise). Settling applies the gateway's outcome once
 * (commission.ts); the browser goes back to the vendor's statement with the outcome (spec 3 §2 Statement).
 */
export const commissionPayable: Payable = {
  open(payer, input) {
    if (payer.userType !== USER_TYPE.vendor) throw invalidField('payment_for', 'Only a vendor pays commission.')
    const payment = waitingPayment(payer, input.order_id ?? 0)
    if (input.amount !== undefined && toPaise(input.amount) !== payment.amount_paise)
      throw invalidField('amount', `The amount does not match the payment: ₹${rupeesText(payment.amount_paise)}.`)
    return {
      subject_id: payment.id,
      amount_paise: payment.amount_paise,
      payment_mode: payment.payment_mode,
      tid_id: payment.tid_id,
    }
  },
  describe(s) {
    const n = commissionPaymentById(s.subject_id)?.order_ids.length ?? 0
    return { description: `Commission to Hola Deals (${n} ${n === 1 ? 'order' : 'orders'})`, order_id: s.tid_id }
  },
  returnTo(s) {
    // spec 3 §2 Statement: message=success thanks the vendor; any other value says it was declined.
    return `${paths.statement()}?message=${s.outcome ?? 'aborted'}`
  },
  async settle(s, now) {
    const payment = commissionPaymentById(s.subject_id)
    if (payment && s.outcome) await settleCommissionPayment(payment, s.outcome, now)
  },
}

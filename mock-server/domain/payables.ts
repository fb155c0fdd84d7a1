import { dealPayable } from './pay-for-deal'
import { membershipPayable } from './pay-for-membership'
import { commissionPayable } from './pay-to-hola'
import { refuse, type Payable, type PaymentFor } from './payable'

/** Every payable by its `payment_for`; a new payable (ads next) is one entry here and one module. */
export const PAYABLES: Partial<Record<PaymentFor, Payable>> = {
  deal: dealPayable,
  membership: membershipPayable,
  pay_to_fh: commissionPayable,
}

/** The payments whose entry is a later issue's (ads): refused by name, not silently opened. */
const NOT_YET: Partial<Record<PaymentFor, string>> = {
  ads: 'Paying for ads is not available yet.',
}

/** The payable for `payment_for`, or a 422 under payment_for. */
export function payableFor(paymentFor: PaymentFor): Payable {
  const payable = PAYABLES[paymentFor]
  if (!payable) throw refuse('payment_for', NOT_YET[paymentFor] ?? 'This payment is not available.')
  return payable
}

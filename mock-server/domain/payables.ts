import { adsPayable } from './pay-for-ads'
import { dealPayable } from './pay-for-deal'
import { membershipPayable } from './pay-for-membership'
import { commissionPayable } from './pay-to-hola'
import { refuse, type Payable, type PaymentFor } from './payable'

/** Every payable by its `payment_for`; a new payable is one entry here and one module. */
export const PAYABLES: Record<PaymentFor, Payable> = {
  deal: dealPayable,
  membership: membershipPayable,
  pay_to_fh: commissionPayable,
  ads: adsPayable,
}

/** The payable for `payment_for`, or a 422 under payment_for. */
export function payableFor(paymentFor: PaymentFor): Payable {
  const payable = PAYABLES[paymentFor] as Payable | undefined
  if (!payable) throw refuse('payment_for', 'This payment is not available.')
  return payable
}

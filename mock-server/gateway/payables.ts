import { invalidField } from '../kit/http-error'
import { adsPayable } from '../areas/ads/payable'
import { dealPayable } from '../areas/checkout/payable'
import { membershipPayable } from '../areas/membership/payable'
import { commissionPayable } from '../areas/commission/payable'
import { type Payable, type PaymentFor } from './payable'

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
  if (!payable) throw invalidField('payment_for', 'This payment is not available.')
  return payable
}

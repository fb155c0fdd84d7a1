/**
 * Payment methods (spec 1 §9, spec 3 §3), one list for the screens and the mock backend. The wire calls the same ids
 * `payment_mode` (place-order, orders), `payment_type` (membership-plan-payment and the lists the server sends) and
 * `payment_method_type` (a plan's margins); the code calls them payment methods.
 */
import { statusList } from './status-list'

const paymentMethods = statusList({
  cash: [1, 'Cash'],
  netBanking: [2, 'Net Banking'],
  debitCard: [3, 'Debit Card'],
  holaPoints: [4, 'Hola Point'],
  creditCard: [5, 'Credit Card'],
  upi: [6, 'UPI'],
})
export const PAYMENT_METHOD = paymentMethods.ids
export type PaymentMethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD]
/** The list the server sends (`payment_type`) and the order's method name (`payment_method_system_name`) read. */
export const PAYMENT_METHODS = paymentMethods.list
export const paymentMethodName = paymentMethods.nameOf

/** The method a plan is shown (and deals are priced) at unless the user picks another: UPI (spec 1 §9). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = PAYMENT_METHOD.upi

/**
 * Paid through the card gateway: every method but cash (paid at the outlet) and Hola points (spec 3 §2); a plan is paid
 * by these only (spec 1 §7).
 */
export const isGatewayMethod = (id: number): boolean =>
  PAYMENT_METHODS.some((m) => m.id === id) && id !== PAYMENT_METHOD.cash && id !== PAYMENT_METHOD.holaPoints

/** The methods a customer picks from on the payment page: all but Hola points, which is its own option (spec 3 §2). */
export const CHOSEN_METHODS = PAYMENT_METHODS.filter((m) => m.id !== PAYMENT_METHOD.holaPoints)

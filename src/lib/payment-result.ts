import { PAYMENT_RESULT_TEXTS } from './order-texts'

/**
 * The gateway's return, read the same way wherever it lands (the payment page's result dialog, /my-account after a
 * membership upgrade, /payments-mobile): spec 3 §2 and §8.
 */
export type PaymentResult = {
  paymentFor: string
  message: string
  orderId: string
  amount: string
  /** The method the payment was made with (spec 3 §2 reads payment_mode), null when absent. */
  paymentMode?: number | null
}

/** Reads the gateway's return (spec 3 §2: payment_for, message, order_id, amount), or null when there is none. */
export function paymentResultOf(search: string): PaymentResult | null {
  const q = new URLSearchParams(search)
  const message = q.get('message')
  if (message === null) return null
  return {
    paymentFor: q.get('payment_for') ?? '',
    message,
    orderId: q.get('order_id') ?? '',
    amount: q.get('amount') ?? '',
    paymentMode: Number(q.get('payment_mode')) || null,
  }
}

/** The result's words (spec 3 §8), by what was paid for and how the gateway ended. */
export function resultTexts(r: PaymentResult): { title: string; lines: string[]; ok: boolean } {
  const T = PAYMENT_RESULT_TEXTS
  if (r.paymentFor === 'deal' || r.paymentFor === 'ads') {
    if (r.message === 'aborted') return { title: T.cancelledTitle, lines: [T.cancelled, T.tryAgain], ok: false }
    if (r.message === 'failure') return { title: T.failed, lines: [T.declined], ok: false }
    return { title: T.orderPlaced, lines: [T.orderNumber(r.orderId), T.amount(r.amount)], ok: true }
  }
  if (r.paymentFor === 'pay_to_fh')
    return r.message === 'success'
      ? { title: 'Success', lines: [T.payToFhSuccess], ok: true }
      : { title: T.failed, lines: [T.payToFhDeclined], ok: false }
  // A membership upgrade (any other payment_for): FAILED for aborted and failure, the success words otherwise (spec 1 §2).
  if (r.message === 'aborted' || r.message === 'failure')
    return { title: T.failed, lines: [r.message === 'aborted' ? T.aborted : T.declined], ok: false }
  return { title: 'Success', lines: [T.membershipSuccess], ok: true }
}

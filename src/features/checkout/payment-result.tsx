import { Link } from 'wouter'
import { PAYMENT_RESULT_TEXTS } from '../../lib/order-texts'
import { paths } from '../../lib/paths'
import { Modal } from '../../ui/modal'

export type PaymentResult = { paymentFor: string; message: string; orderId: string; amount: string }

/** Reads the gateway's return (spec 3 §2: payment_for, message, order_id, amount), or null when there is none. */
export function paymentResultOf(search: string): PaymentResult | null {
  const q = new URLSearchParams(search)
  const message = q.get('message')
  if (message === null) return null
  return { paymentFor: q.get('payment_for') ?? '', message, orderId: q.get('order_id') ?? '', amount: q.get('amount') ?? '' }
}

/** The result's words (spec 3 §8), by what was paid for and how the gateway ended. */
export function resultTexts(r: PaymentResult): { title: string; lines: string[]; ok: boolean } {
  const T = PAYMENT_RESULT_TEXTS
  if (r.paymentFor === 'deal' || r.paymentFor === 'ads') {
    if (r.message === 'aborted') return { title: T.failed, lines: [T.aborted], ok: false }
    if (r.message === 'failure') return { title: T.failed, lines: [T.declined], ok: false }
    return { title: T.orderPlaced, lines: [T.orderNumber(r.orderId), T.amount(r.amount)], ok: true }
  }
  if (r.paymentFor === 'pay_to_fh') return r.message === 'success' ? { title: 'Success', lines: [T.payToFhSuccess], ok: true } : { title: T.failed, lines: [T.payToFhDeclined], ok: false }
  return r.message === 'success' ? { title: 'Success', lines: [T.membershipSuccess], ok: true } : { title: T.failed, lines: [r.message === 'aborted' ? T.aborted : T.declined], ok: false }
}

/** The result dialog; after a deal's success it leads to the order's code. */
export function PaymentResultDialog({ result, onClose }: { result: PaymentResult; onClose: () => void }) {
  const t = resultTexts(result)
  const orderId = Number(result.orderId)
  return (
    <Modal title={t.title} onClose={onClose} className="payment-result">
      {t.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="dialog-actions">
        {t.ok && result.paymentFor === 'deal' && Number.isInteger(orderId) && orderId > 0 ? (
          <Link href={paths.redeemDetails({ id: orderId })} className="button">
            View your deal code
          </Link>
        ) : null}
        <button type="button" className="button button-secondary" onClick={onClose}>
          OK
        </button>
      </div>
    </Modal>
  )
}

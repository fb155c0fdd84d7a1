import { Link } from 'wouter'
import { resultTexts, type PaymentResult } from '../../lib/payment-result'
import { paths } from '../../lib/paths'
import { Modal } from '../../ui/modal'

export { paymentResultOf, resultTexts, type PaymentResult } from '../../lib/payment-result'

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

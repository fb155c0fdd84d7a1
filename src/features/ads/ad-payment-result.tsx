import { Link } from 'wouter'
import { paths } from '../../lib/paths'
import { resultTexts, type PaymentResult } from '../../lib/payment-result'
import { Modal } from '../../ui/modal'

/** The gateway's return for an ad, in spec 3 §8's words; after a success it leads back to the packages. */
export function AdPaymentResult({ result, onClose }: { result: PaymentResult; onClose: () => void }) {
  const t = resultTexts(result)
  return (
    <Modal title={t.title} onClose={onClose} className="payment-result">
      {t.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="dialog-actions">
        {t.ok && (
          <Link href={paths.advertisement()} className="button">
            Back to the packages
          </Link>
        )}
        <button type="button" className="button button-secondary" onClick={onClose}>
          OK
        </button>
      </div>
    </Modal>
  )
}

import { Link } from 'wouter'
import type { VendorListDeal } from '../../api/schemas/vendor-deals'
import { paths } from '../../lib/paths'
import { DEAL_COMMENT_FIELDS, VENDOR_DEALS_TEXTS } from '../../lib/vendor-deal-texts'
import { Modal } from '../../ui/modal'

/** Spec 2 §2: the popup on a deal the reviewer sent back, with their remarks and the way to the correction page. */
export function SentBackDialog({ deal, onClose }: { deal: VendorListDeal; onClose: () => void }) {
  const comments = deal.deal_comments?.comment.comments ?? {}
  const remarks = DEAL_COMMENT_FIELDS.filter((f) => comments[f.key])
  return (
    <Modal title={VENDOR_DEALS_TEXTS.sentBack} onClose={onClose}>
      <p>
        Our team sent <strong>{deal.name}</strong> back. Correct what they point out and it goes to them again.
      </p>
      <dl className="sent-back-remarks">
        {remarks.map((f) => (
          <div key={f.key}>
            <dt>{f.label}</dt>
            <dd>{comments[f.key]}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <Link href={paths.correctDeal(deal)} className="button" autoFocus>
          {VENDOR_DEALS_TEXTS.viewEdits}
        </Link>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  )
}

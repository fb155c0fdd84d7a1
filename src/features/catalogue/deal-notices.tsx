import type { DealDetail } from '../../api/schemas/deals'
import { OUT_OF_STOCK } from '../../lib/customer-deal-texts'
import { DEAL_STATUS } from '../../lib/deal-status'

/**
 * What the deal's page says above the deal when it cannot be bought now (spec 2 §2, §8): the vendor's own preview, a
 * deal awaiting approval or not available, an expired one, one with nothing left.
 */
export function DealNotices({
  deal,
  preview,
  statusName,
  outOfStock,
}: {
  deal: DealDetail
  preview: boolean
  statusName: string
  outOfStock: boolean
}) {
  return (
    <>
      {preview && (
        <p className="deal-notice" role="status">
          Preview of your deal ({statusName}). Customers see it once it is active and approved.
        </p>
      )}
      {!preview && (deal.deal_status === DEAL_STATUS.pending || deal.deal_status === DEAL_STATUS.inactive) && (
        <p className="deal-notice" role="status">
          {deal.deal_status === DEAL_STATUS.pending
            ? // True whether or not it is already in the customer's deals (the actions say which).
              'This deal is awaiting approval: it can be bought once it is active.'
            : 'This deal is not available at the moment.'}
        </p>
      )}
      {deal.deal_status === DEAL_STATUS.expired && (
        <p className="deal-notice deal-notice-danger" role="status">
          This deal is expired
        </p>
      )}
      {outOfStock && (
        <p className="deal-notice deal-notice-danger" role="status">
          {OUT_OF_STOCK}
        </p>
      )}
    </>
  )
}

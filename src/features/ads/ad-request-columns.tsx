import { Link } from 'wouter'
import type { AdRequest } from '../../api/schemas/ads'
import {
  AD_REQUEST_STATUS,
  AD_REQUEST_STATUS_NAMES,
  AD_TEXTS,
  adRequestPriceText,
  canEditAdRequest,
  canPayAdRequest,
} from '../../lib/ad-rules'
import { formatRupees } from '../../lib/money'
import { paths } from '../../lib/paths'
import type { Column } from '../../ui/data-table'
import { StatusBadge } from '../../ui/status-badge'
import { daysText } from './ad-package'

/** The badge's tone per request status: Requested waits (2 warning), Approved (1 success), Rejected (3 danger). */
const TONE: Record<number, number> = { 1: 2, 2: 1, 3: 3 }

/**
 * The requests table's columns (spec 3 §2, §5): title and places, deal, days, price ('waiting for approval' until staff
 * set it), status (with the staff's reason when rejected) and the actions the status allows: Requested edit and
 * delete; Approved delete, and Pay while it has no orders and its deal is active; Rejected edit and delete.
 */
export function adRequestColumns({
  payable,
  onEdit,
  onRemove,
}: {
  /** Whether the request's deal is active, so an approved request may be paid (spec 3 §8). */
  payable: (ad: AdRequest) => boolean
  onEdit: (ad: AdRequest) => void
  onRemove: (ad: AdRequest) => void
}): Column<AdRequest>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      cell: (a) => (
        <>
          <strong>{a.title}</strong>
          <br />
          <small>{a.advertisement_category_multi.map((c) => c.name).join(', ')}</small>
        </>
      ),
    },
    { key: 'deal', header: 'Deal', cell: (a) => a.deal?.name ?? '—' },
    { key: 'days', header: 'Days', cell: (a) => daysText(a.days), align: 'end' },
    {
      key: 'price',
      header: 'Price',
      align: 'end',
      cell: (a) => adRequestPriceText(a, formatRupees),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (a) => (
        <>
          <StatusBadge status={TONE[a.status] ?? 4} name={AD_REQUEST_STATUS_NAMES[a.status]} />
          {a.status === AD_REQUEST_STATUS.rejected && a.reason && <p className="ad-reason">Reason: {a.reason}</p>}
        </>
      ),
    },
    {
      key: 'act',
      header: 'Action',
      align: 'end',
      cell: (a) => (
        <span className="actions">
          {canPayAdRequest(a.status, a.orders.length) && !payable(a) && (
            <small className="ad-reason">{AD_TEXTS.requestDealNotActive(a.deal?.name ?? 'Its deal')}</small>
          )}
          {canPayAdRequest(a.status, a.orders.length) && payable(a) && (
            <Link
              href={paths.advertisementPayment(a)}
              className="button button-small"
              aria-label={`Pay for ${a.title}`}
            >
              Pay
            </Link>
          )}
          {canEditAdRequest(a.status) && (
            <button
              type="button"
              className="button button-secondary button-small"
              aria-label={`Edit ${a.title}`}
              onClick={() => onEdit(a)}
            >
              Edit
            </button>
          )}
          <button
            type="button"
            className="button button-secondary button-small"
            aria-label={`Delete ${a.title}`}
            onClick={() => onRemove(a)}
          >
            Delete
          </button>
        </span>
      ),
    },
  ]
}

import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { KeptDeal } from '../../api/schemas/customer-deals'
import { formatSlashDate } from '../../lib/dates'
import { yourDiscountLabel } from '../../lib/deal-pricing'
import { formatRupees } from '../../lib/money'
import { DEAL_STATUS, dealStatusName, isOnShow } from '../../lib/deal-status'
import { paths } from '../../lib/paths'
import { StatusBadge } from '../../ui/status-badge'

/**
 * One deal of the customer's lists: expired ones dimmed, pending ones highlighted (spec 2 §2). `inMyDeals`: the
 * deal is in the customer's My Deals, whose deals open in any status (deal-detail opens a kept deal, as the
 * dashboard links it); a wishlisted deal opens only while on show.
 */
export function KeptDealItem({
  deal,
  inMyDeals = false,
  children,
}: {
  deal: KeptDeal
  inMyDeals?: boolean
  children?: ReactNode
}) {
  const tone =
    deal.deal_status === DEAL_STATUS.expired
      ? ' is-expired'
      : deal.deal_status === DEAL_STATUS.pending
        ? ' is-pending'
        : ''
  return (
    <li className={`deal-row kept-deal${tone}`}>
      <img className="deal-row-image" src={deal.small_image.path} alt="" width="96" height="96" loading="lazy" />
      <div>
        <h2 className="deal-row-name">
          {/* A pending or inactive deal has no public page to open, unless it is one of the customer's own. */}
          {isOnShow(deal) || inMyDeals ? <Link href={paths.deal(deal)}>{deal.name}</Link> : deal.name}
        </h2>
        <p className="kept-deal-vendor">{deal.vendor.organization}</p>
        <p className="deal-row-facts">
          <StatusBadge status={deal.deal_status} name={dealStatusName(deal.deal_status)} />
          <span>{formatRupees(deal.deal_price)}</span>
          <span>{yourDiscountLabel(deal.final_discount)}</span>
          <span>
            Valid {formatSlashDate(deal.from_date)} – {formatSlashDate(deal.end_date)}
          </span>
        </p>
      </div>
      {children && <div className="deal-row-actions">{children}</div>}
    </li>
  )
}

/** Remove, on a kept deal's row: takes the deal off the list (My Deals or the Wishlist). */
export function RemoveKeptDeal({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      aria-label={`Remove ${name}`}
      onClick={onRemove}
    >
      Remove
    </button>
  )
}

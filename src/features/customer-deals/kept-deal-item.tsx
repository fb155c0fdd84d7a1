import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { KeptDeal } from '../../api/schemas/customer-deals'
import { formatSlashDate } from '../../lib/dates'
import { formatPercent, formatRupees } from '../../lib/deal-pricing'
import { dealPath } from '../../lib/slug'

/** Deal status names (spec 2 §3) and their badge colours: 1 success, 2 warning, 3 danger, 4 secondary. */
export const STATUS = {
  1: { name: 'Active', tone: 'success' },
  2: { name: 'Pending', tone: 'warning' },
  3: { name: 'Expired', tone: 'danger' },
  4: { name: 'Inactive', tone: 'secondary' },
} as const

/** One deal of the customer's lists: expired ones dimmed, pending ones highlighted (spec 2 §2). */
export function KeptDealItem({ deal, children }: { deal: KeptDeal; children?: ReactNode }) {
  const status = STATUS[deal.deal_status]
  const tone = deal.deal_status === 3 ? ' is-expired' : deal.deal_status === 2 ? ' is-pending' : ''
  return (
    <li className={`kept-deal${tone}`}>
      <img className="kept-deal-image" src={deal.small_image.path} alt="" width="96" height="96" loading="lazy" />
      <div className="kept-deal-body">
        <h2 className="kept-deal-name">
          {/* A pending or inactive deal has no public page to open. */}
          {deal.deal_status === 1 || deal.deal_status === 3 ? <Link href={dealPath(deal)}>{deal.name}</Link> : deal.name}
        </h2>
        <p className="kept-deal-vendor">{deal.vendor.organization}</p>
        <p className="kept-deal-facts">
          <span className={`status-badge status-${status.tone}`}>{status.name}</span>
          <span>{formatRupees(deal.deal_price)}</span>
          <span>{formatPercent(deal.final_discount)} off</span>
          <span>
            Valid {formatSlashDate(deal.from_date)} – {formatSlashDate(deal.end_date)}
          </span>
        </p>
      </div>
      {children && <div className="kept-deal-actions">{children}</div>}
    </li>
  )
}

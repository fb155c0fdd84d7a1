import { Link } from 'wouter'
import { useSnapshot } from 'valtio'
import type { DealDetail } from '../../api/schemas/deals'
import { dealStatusName, type DealStatusId } from '../../lib/deal-status'
import { paths } from '../../lib/paths'
import { session, useViewer } from '../../state/session'
import { StatusBadge } from '../../ui/status-badge'
import './vendor-deals.css'

/**
 * On the deal page, for the vendor who sells the deal: its status and the way to correct it (spec 2 §2). Nothing for
 * anyone else. The app puts it in the deal page's actions slot (src/app/deal-slots.tsx).
 */
export function OwnDealActions({ deal }: { deal: DealDetail }) {
  const { viewer } = useViewer()
  const snap = useSnapshot(session)
  const vendorId = 'id' in snap.userInfo ? snap.userInfo.id : null
  if (viewer !== 'vendor' || deal.vendor.id !== vendorId) return null
  return (
    <div className="own-deal-actions" role="group" aria-label="Your deal">
      <p>
        Your deal: <StatusBadge status={deal.deal_status} name={dealStatusName(deal.deal_status as DealStatusId)} />
      </p>
      <Link href={paths.correctDeal(deal)} className="button">
        Correct this deal
      </Link>
    </div>
  )
}

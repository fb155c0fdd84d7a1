import { useState } from 'react'
import { Link } from 'wouter'
import { useSnapshot } from 'valtio'
import { customerDashboard } from '../../api/customer-deals'
import type { CustomerDashboardResponse, DashboardDeal } from '../../api/schemas/customer-deals'
import { formatKm } from '../../lib/distance'
import { formatSlashDate } from '../../lib/dates'
import { formatRupees, yourDiscountLabel } from '../../lib/deal-pricing'
import { DEAL_STATUS, isOnShow } from '../../lib/deal-status'
import { paths } from '../../lib/paths'
import { session } from '../../state/session'
import { Empty, Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'

type ListKey = keyof CustomerDashboardResponse
const LISTS: Array<{ key: ListKey; label: string }> = [
  { key: 'all_deals', label: 'All Deals' },
  { key: 'active_deals', label: 'Active Deals' },
  { key: 'pending_deals', label: 'Pending Deals' },
  { key: 'expire_deals', label: 'Expired Deals' },
]

/** The four deal counts from customer/customer-dashboard; choosing one lists its deals, each linking to the deal. */
export function CustomerDashboard() {
  const snap = useSnapshot(session)
  const user = snap.userInfo
  const [chosen, setChosen] = useState<ListKey>('all_deals')
  // Distances are measured from the chosen place, so the answer changes with it.
  const dashboard = useCall(() => customerDashboard(), [snap.latlong?.latitude, snap.latlong?.longitude])
  const unverified = 'is_email_verified' in user && (user.is_email_verified !== 1 || user.is_verified !== 1)
  const chosenLabel = LISTS.find((l) => l.key === chosen)!.label

  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      {'full_name' in user && <p className="muted">Welcome back, {user.full_name}.</p>}
      {unverified && (
        <p className="dashboard-notice" role="note">
          Your email or phone is not verified yet. Verify both in <Link href="/my-account">My Account</Link> to open My Deals and My Wishlist.
        </p>
      )}
      {dashboard.status === 'loading' && !dashboard.data ? (
        <Loading />
      ) : dashboard.status === 'failed' && !dashboard.data ? (
        <Failed text={`Your dashboard could not be loaded. ${dashboard.error.message}`} onRetry={dashboard.reload} />
      ) : (
        dashboard.data && (
          <>
            <div className="deal-counts" role="group" aria-label="Your deals by status">
              {LISTS.map((l) => (
                <button key={l.key} type="button" className="deal-count" aria-pressed={chosen === l.key} onClick={() => setChosen(l.key)}>
                  <span className="deal-count-number">{dashboard.data![l.key].length}</span>
                  <span className="deal-count-label">{l.label}</span>
                </button>
              ))}
            </div>
            <h2>{chosenLabel}</h2>
            <DashboardList deals={dashboard.data[chosen]} />
            <p className="actions">
              <Link href="/my-deals" className="button button-secondary">
                My Deals
              </Link>
              <Link href="/my-wishlist" className="button button-secondary">
                My Wishlist
              </Link>
            </p>
          </>
        )
      )}
    </section>
  )
}

function DashboardList({ deals }: { deals: DashboardDeal[] }) {
  if (deals.length === 0)
    return (
      <Empty text="No Deals Found">
        <Link href="/" className="button button-secondary">
          Browse deals
        </Link>
      </Empty>
    )
  return (
    <ul className="dashboard-deals">
      {deals.map((d) => (
        <li key={d.uuid} className={d.deal_status === DEAL_STATUS.expired ? 'is-expired' : d.deal_status === DEAL_STATUS.pending ? 'is-pending' : undefined}>
          <img src={d.small_image.path} alt="" width="56" height="56" loading="lazy" />
          <div>
            {/* A pending or inactive deal has no public page to open. */}
            {isOnShow(d) ? (
              <Link href={paths.deal(d)} className="dashboard-deal-name">
                {d.name}
              </Link>
            ) : (
              <span className="dashboard-deal-name">{d.name}</span>
            )}
            <span className="muted">
              {d.vendor.organization} · {formatKm(d.distance)}
            </span>
          </div>
          <span className="dashboard-deal-price">
            {formatRupees(d.deal_price)} <small>{yourDiscountLabel(d.final_discount)}</small>
            <small className="muted">till {formatSlashDate(d.end_date)}</small>
          </span>
        </li>
      ))}
    </ul>
  )
}

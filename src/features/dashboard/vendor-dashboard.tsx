import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useSnapshot } from 'valtio'
import { session } from '../../state/session'
import { paths } from '../../lib/paths'

/** The vendor's menu (spec 3 §2), above their deals. */
const VENDOR_LINKS = [
  { href: paths.addDeal(), label: 'Add Deal', text: 'Publish a new deal for students nearby.' },
  { href: paths.redeem(), label: 'Redeem Deal', text: "Enter or scan a customer's deal code." },
  { href: paths.myOrders(), label: 'My Orders', text: 'Orders of your deals, with their payment status.' },
  { href: paths.reportedDeals(), label: 'Reported Deals', text: 'Deals customers marked as wrong.' },
  { href: paths.advertisement(), label: 'Advertisement', text: 'Buy or request advertisements.' },
  { href: paths.statement(), label: 'Wallet', text: 'Balances, statements and commission.' },
  { href: paths.referrals(), label: 'Referrals', text: 'People who joined with your code.' },
  { href: paths.notification(), label: 'Notifications', text: 'Messages about your deals and account.' },
  { href: paths.myAccount(), label: 'My Account', text: 'Outlet details, bank account and documents.' },
]

/**
 * The vendor's start page: the pages of their menu as compact tiles, then their deals (the list they run every day).
 * The list's length is known only when it arrives, so it comes last: nothing below it is in view to be pushed down
 * (with the list first, the tiles jumped by the list's height: a layout shift of 0.35 at 1440 and 375 px).
 */
export function VendorDashboard({ deals }: { deals?: ReactNode }) {
  const snap = useSnapshot(session)
  return (
    <section className="page dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      {snap.organization && <p className="muted">{snap.organization}</p>}
      <nav aria-labelledby="vendor-links-title">
        <h2 id="vendor-links-title" className="visually-hidden">
          Manage your outlet
        </h2>
        <ul className="vendor-links">
          {VENDOR_LINKS.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>
                <strong>{l.label}</strong>
                <span>{l.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {deals}
    </section>
  )
}

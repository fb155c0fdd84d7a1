import type { ReactNode } from 'react'
import { useViewer } from '../../state/session'
import { usePageTitle } from '../../ui/page-title'
import { CustomerDashboard } from './customer-dashboard'
import { VendorDashboard } from './vendor-dashboard'
import './dashboard.css'

/**
 * /dashboard: the customer's deals at a glance; for a vendor, their own deals (`vendorDeals`, which the app fills
 * from the vendor-deals feature) and the links of their menu.
 */
export default function DashboardScreen({ vendorDeals }: { vendorDeals?: ReactNode }) {
  usePageTitle('Dashboard')
  return useViewer().viewer === 'vendor' ? <VendorDashboard deals={vendorDeals} /> : <CustomerDashboard />
}

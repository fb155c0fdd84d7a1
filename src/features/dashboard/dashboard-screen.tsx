import { useViewer } from '../../state/session'
import { usePageTitle } from '../../ui/page-title'
import { CustomerDashboard } from './customer-dashboard'
import { VendorDashboard } from './vendor-dashboard'
import './dashboard.css'

/** /dashboard: the customer's deals at a glance; for a vendor, a short start page (their full dashboard is later work). */
export default function DashboardScreen() {
  usePageTitle('Dashboard')
  return useViewer().viewer === 'vendor' ? <VendorDashboard /> : <CustomerDashboard />
}

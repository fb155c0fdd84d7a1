import { lazy, Suspense } from 'react'
import DashboardScreen from '../features/dashboard/dashboard-screen'
import { useViewer } from '../state/session'
import { Loading } from '../ui/states'

// The vendor's deal list loads only for vendors.
const VendorDealList = lazy(() =>
  import('../features/vendor-deals/vendor-deal-list').then((m) => ({ default: m.VendorDealList })),
)

/** /dashboard, composed: the dashboard feature's screen with the vendor's deals from the vendor-deals feature. */
export default function Dashboard() {
  const isVendor = useViewer().viewer === 'vendor'
  return (
    <DashboardScreen
      vendorDeals={
        isVendor ? (
          <Suspense fallback={<Loading label="Loading your deals…" />}>
            <VendorDealList />
          </Suspense>
        ) : undefined
      }
    />
  )
}

import { vendorDeals } from '../../api/deals'
import { ListingScreen } from './listing-screen'
import type { ROUTES, ScreenProps } from '../../lib/paths'

/** /vendor/vendor-deals/{id}: deals of a vendor; the id is the vendor's uuid. */
export default function VendorScreen({ params }: ScreenProps<typeof ROUTES.vendor>) {
  return (
    <ListingScreen
      id={params.id}
      kicker="Outlet"
      fallbackTitle="Vendor deals"
      emptyText="No Deals Found"
      notFoundText="We could not find this outlet."
      load={async (id, filter) => {
        const res = await vendorDeals({ ...filter, id })
        return { title: res.vendor_deals.deals.name, deals: res.deals }
      }}
    />
  )
}

import { dealDetail } from '../../api/deals'
import { ApiError } from '../../api/client'
import { ListingScreen } from './listing-screen'
import type { ROUTES, ScreenProps } from '../../lib/paths'

/**
 * /deals/deals-search/{id}: the one deal a header search result points at (uuid), in the listing layout, sortable
 * by name or price. The spec names no call for it; the deal's details call gives every card field
 * (docs/decisions/catalogue.md). A deal that is gone shows 'No Deals Found'.
 */
export default function SearchResultScreen({ params }: ScreenProps<typeof ROUTES.search>) {
  return (
    <ListingScreen
      id={params.id}
      kicker="Search result"
      fallbackTitle="Search result"
      emptyText="No Deals Found"
      notFoundText="No Deals Found"
      sortOptions={['name', 'deal_price']}
      load={async (id, filter) => {
        try {
          const res = await dealDetail({ id, wishlist_customer_id: filter.wishlist_customer_id })
          return { title: res.deal.name, deals: [res.deal] }
        } catch (e) {
          if (e instanceof ApiError && e.status === 404) return { title: 'Search result', deals: [] }
          throw e
        }
      }}
    />
  )
}

import { productDeals } from '../../api/deals'
import { ListingScreen } from './listing-screen'
import type { ROUTES, ScreenProps } from '../../lib/paths'

/** /product/product-deals/{id}: deals of a product; the id is the product's uuid. */
export default function ProductScreen({ params }: ScreenProps<typeof ROUTES.product>) {
  return (
    <ListingScreen
      id={params.id}
      kicker="Product"
      fallbackTitle="Product deals"
      emptyText="No Deals Found"
      notFoundText="We could not find this product."
      load={async (id, filter) => {
        const res = await productDeals({ ...filter, id })
        return { title: res.product_deals.name, deals: res.deals }
      }}
    />
  )
}

import { categoryDeals } from '../../api/deals'
import { OPEN_DEAL_LABEL, OPEN_DEAL_SLUG } from '../../lib/slug'
import { ListingScreen } from './listing-screen'
import type { ROUTES, ScreenProps } from '../../lib/paths'

/** A slug read back as words until the response names the category: salon-and-spa → Salon and spa. */
const titleOf = (slug: string | undefined) => {
  if (!slug) return 'Deals'
  if (slug === OPEN_DEAL_SLUG) return OPEN_DEAL_LABEL
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** /c/{categoriesName}: the deals of a category, or the open deals at /c/opendeal. */
export default function CategoryScreen({ params }: ScreenProps<typeof ROUTES.category>) {
  const slug = params.categoriesName
  return (
    <ListingScreen
      id={slug}
      kicker={slug === OPEN_DEAL_SLUG ? 'Spend more, save more' : 'Category'}
      fallbackTitle={titleOf(slug)}
      emptyText="No any Deal found for this Category"
      notFoundText="We could not find this category."
      unauthorizedGoesHome
      load={async (id, filter) => {
        const res = await categoryDeals({ ...filter, id })
        return { title: res.category_deals.name, deals: res.deals }
      }}
    />
  )
}

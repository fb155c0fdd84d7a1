import { keywordDeals } from '../../api/deals'
import { ListingScreen } from './listing-screen'
import type { ROUTES, ScreenProps } from '../../lib/paths'

/** /keyword/keyword-deals/{id}: deals tagged with a keyword; the id is the keyword's name. */
export default function KeywordScreen({ params }: ScreenProps<typeof ROUTES.keyword>) {
  return (
    <ListingScreen
      id={params.id}
      kicker="Keyword"
      fallbackTitle={params.id ?? 'Deals'}
      emptyText="No Deals Found"
      notFoundText="We could not find this keyword."
      load={async (name, filter) => {
        const res = await keywordDeals({ ...filter, name })
        return { title: res.keyword_deals.name, deals: res.deals }
      }}
    />
  )
}

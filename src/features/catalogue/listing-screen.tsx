import { useEffect, useState } from 'react'
import { Link, useLocation } from 'wouter'
import type { DealSort, ListingDeal } from '../../api/schemas/deals'
import { WARNING_MS, notify } from '../../state/ui'
import { SPONSORED_TEXT } from '../../lib/sponsored'
import { DealCard } from '../../ui/deal-card'
import { usePageTitle } from '../../ui/page-title'
import { Empty, Failed, Loading, ScreenState } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { useListingContext } from './listing-context'
import { SortMenu, initialSort, type SortChoice } from './sort-menu'
import { useMissingIdRedirect } from './use-missing-id'
import './catalogue.css'
import { paths } from '../../lib/paths'

/** What each listing call sends besides its own id. */
type ListingFilter = SortChoice & { city_id: number | null; wishlist_customer_id: number | null }
type ListingPage = { title: string; deals: ListingDeal[] }

type Props = {
  /** The route's id (category slug, keyword name, product or vendor uuid, deal uuid). */
  id: string | undefined
  load: (id: string, filter: ListingFilter) => Promise<ListingPage>
  /** The small line above the title: Category, Keyword, Product, Vendor, Search result. */
  kicker: string
  /** Title until the response names the listing. */
  fallbackTitle: string
  /** Spec 2 §2: 'No any Deal found for this Category' on categories, 'No Deals Found' elsewhere. */
  emptyText: string
  /** An id the backend does not know (404). */
  notFoundText: string
  sortOptions?: ReadonlyArray<DealSort>
  /** Spec 2 §8: a 401 on the category listing says 'Something went wrong' and goes home; other lists only log it. */
  unauthorizedGoesHome?: boolean
}

/** Cards shown at first and added by each "Show more deals" (a listing can hold thousands of deals). */
export const PAGE_SIZE = 48

/**
 * The one layout of every listing (spec 2 §2): a sort menu (Name, price, kms), a card grid, the title from the
 * response and the empty text. It reloads when the route's id, the sort or the city changes.
 */
export function ListingScreen({
  id,
  load,
  kicker,
  fallbackTitle,
  emptyText,
  notFoundText,
  sortOptions,
  unauthorizedGoesHome,
}: Props) {
  const missing = useMissingIdRedirect(id)
  const place = useListingContext()
  const [sort, setSort] = useState<SortChoice>(() => initialSort(sortOptions))
  const [shown, setShown] = useState(PAGE_SIZE)
  const [, navigate] = useLocation()
  const call = useCall<ListingPage | null>(
    () =>
      missing
        ? Promise.resolve(null)
        : load(id!.trim(), { ...sort, city_id: place.cityId, wishlist_customer_id: place.customerId }),
    [id, missing, sort.sortBy, sort.order, ...place.key],
  )
  useEffect(() => setShown(PAGE_SIZE), [id, place.cityId])

  const page = call.data ?? null
  const title = page?.title || fallbackTitle
  usePageTitle(title)

  const error = call.status === 'failed' ? call.error : null
  useEffect(() => {
    if (error?.status !== 401) return
    if (!unauthorizedGoesHome) {
      console.warn('Listing load refused (401):', error.message)
      return
    }
    notify('warning', 'Something went wrong', undefined, WARNING_MS)
    navigate(paths.home(), { replace: true })
  }, [error, unauthorizedGoesHome, navigate])

  if (missing)
    return (
      <ScreenState heading={title}>
        <Loading label="Going back to home…" />
      </ScreenState>
    )

  const deals = page?.deals ?? []
  const replace = (next: ListingDeal) =>
    page && call.setData({ ...page, deals: deals.map((d) => (d.id === next.id ? next : d)) })
  const count = `${deals.length} ${deals.length === 1 ? 'deal' : 'deals'}${place.cityName ? ` in ${place.cityName}` : ''}`

  return (
    <section className="page listing" aria-busy={call.status === 'loading'}>
      <header className="listing-head">
        <div>
          <p className="listing-kicker">{kicker}</p>
          <h1>{title}</h1>
          {page && (
            <p className="muted listing-count" aria-live="polite">
              {count}
            </p>
          )}
        </div>
        <SortMenu value={sort} onChange={setSort} options={sortOptions} />
      </header>

      {call.status === 'loading' && !page && <Loading label="Loading deals…" />}
      {error && error.status === 404 && (
        <Empty text={notFoundText}>
          <Link href={paths.home()}>Browse all deals</Link>
        </Empty>
      )}
      {error && error.status !== 404 && error.status !== 401 && (
        <Failed text="We could not load these deals. Please try again." onRetry={call.reload} />
      )}
      {call.status === 'done' && page && deals.length === 0 && <Empty text={emptyText} />}
      {!error && deals.length > 0 && (
        <>
          {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 for screen-reader heading navigation. */}
          <h2 className="visually-hidden">{`${title} deals`}</h2>
          <ul className="deal-grid" aria-label={`${title} deals`}>
            {deals.slice(0, shown).map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} onChanged={replace} note={deal.is_sponsored ? SPONSORED_TEXT : undefined} />
              </li>
            ))}
          </ul>
          {shown < deals.length && (
            <div className="listing-more">
              <button type="button" className="button button-secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                Show more deals ({deals.length - shown} more)
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}

import { useRef } from 'react'
import { Link } from 'wouter'
import type { ListingDeal, MenuCategory, MenuCategoryResponse } from '../../api/schemas/deals'
import { paths } from '../../lib/paths'
import { OPEN_DEAL_LABEL } from '../../lib/slug'
import { loadMenu } from '../../state/menu'
import { Carousel } from '../../ui/carousel'
import { CardsCarouselPlaceholder } from '../../ui/carousel-placeholder'
import { DealCard } from '../../ui/deal-card'
import { usePageTitle } from '../../ui/page-title'
import { Empty, Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { useNearViewport } from '../../ui/use-near-viewport'
import { FeaturedSlide } from './featured-slide'
import { useListingContext } from './listing-context'
import './catalogue.css'

/** Home (spec 2 §2): the featured carousel, the categories and a carousel per top category. */
export default function HomeScreen() {
  usePageTitle('Home')
  const place = useListingContext()
  // Shared with the footer's categories (one request on first load); the lists land in the session (spec 1 §3).
  const call = useCall(
    () => loadMenu({ wishlist_customer_id: place.customerId, city_id: place.cityId }),
    [...place.key],
  )

  const data = call.data
  const where = place.where
  const replace = (next: ListingDeal) => {
    if (!data) return
    const swap = (ds: ListingDeal[]) => ds.map((d) => (d.id === next.id ? next : d))
    call.setData({
      ...data,
      featured_vendor: swap(data.featured_vendor),
      top_menu_cateogry: data.top_menu_cateogry.map((c) => ({ ...c, deals: swap(c.deals) })),
    })
  }

  return (
    <div className="home" aria-busy={call.status === 'loading'}>
      <header className="home-head">
        <h1 className="home-title">Student deals {where}</h1>
        <p className="muted home-origin">{place.distancesFrom}</p>
      </header>
      {call.status === 'loading' && !data && <Loading label="Loading deals…" />}
      {call.status === 'failed' && (
        <Failed text="We could not load the deals. Please try again." onRetry={call.reload} />
      )}
      {data && <HomeContent data={data} where={where} onChanged={replace} />}
    </div>
  )
}

function HomeContent({
  data,
  where,
  onChanged,
}: {
  data: MenuCategoryResponse
  where: string
  onChanged: (d: ListingDeal) => void
}) {
  const empty = data.featured_vendor.length === 0 && data.top_menu_cateogry.length === 0
  return (
    <>
      {data.featured_vendor.length > 0 && (
        <Carousel
          variant="featured"
          label="Featured deals"
          items={data.featured_vendor}
          itemKey={(d) => d.id}
          renderItem={(d) => <FeaturedSlide deal={d} first={d === data.featured_vendor[0]} />}
        />
      )}

      <nav className="category-strip" aria-label="Top categories">
        <ul>
          {data.slider_category.map((c) => (
            <li key={c.id}>
              <Link href={paths.category(c.name)} className="category-chip">
                {/* Lazy: asked for after the first layout, so the twelve do not hold back the banner's paint
                    (docs/decisions/performance.md, "The bench's host"). */}
                <img src={c.image} alt="" width={28} height={28} loading="lazy" />
                {c.name}
              </Link>
            </li>
          ))}
          <li>
            <Link href={paths.openDeals()} className="category-chip category-chip-open">
              {OPEN_DEAL_LABEL}
            </Link>
          </li>
        </ul>
      </nav>

      {empty && <Empty text={`No deals found ${where} yet. Try another city.`} />}

      {data.top_menu_cateogry.map((category, i) => (
        <HomeCategoryRow key={category.id} category={category} eager={i < EAGER_ROWS} onChanged={onChanged} />
      ))}
    </>
  )
}

/** Category rows rendered with the first screen; the others render when scrolled near (home's first-load main-thread time). */
const EAGER_ROWS = 1

/** A top category's row: its heading and View All at once, its carousel of cards when near the viewport. */
function HomeCategoryRow({
  category,
  eager,
  onChanged,
}: {
  category: MenuCategory
  eager: boolean
  onChanged: (d: ListingDeal) => void
}) {
  const ref = useRef<HTMLElement>(null)
  const near = useNearViewport(ref, eager)
  return (
    <section ref={ref} className="home-category" aria-labelledby={`home-category-${category.id}`}>
      <header className="home-category-head">
        <h2 id={`home-category-${category.id}`}>{category.name}</h2>
        <Link href={paths.category(category.name)} aria-label={`View All ${category.name} deals`}>
          View All
        </Link>
      </header>
      {near ? (
        <Carousel
          variant="cards"
          label={`${category.name} deals`}
          items={category.deals}
          itemKey={(d) => d.id}
          renderItem={(d) => <DealCard deal={d} onChanged={onChanged} />}
        />
      ) : (
        <CardsCarouselPlaceholder count={category.deals.length} />
      )}
    </section>
  )
}

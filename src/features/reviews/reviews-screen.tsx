import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { dealAllReview } from '../../api/reviews'
import { paths, type ROUTES, type ScreenProps } from '../../lib/paths'
import { useViewer } from '../../state/session'
import { usePageTitle } from '../../ui/page-title'
import { Pager } from '../../ui/pager'
import { Empty, Failed, NotFoundState, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { RatingSummary } from './rating-summary'
import { ReviewForm } from './review-form'
import { ReviewList } from './review-list'
import './reviews.css'
import { appNow } from '../../lib/app-clock'

/** The sort menu of spec 2 §2, and the request flag each sets (wire spelling). */
const REVIEW_SORTS = [
  { value: 'most_recent', label: 'Most Recent' },
  { value: 'positive', label: 'Positive First' },
  { value: 'nagative', label: 'Negative First' },
] as const
type Sort = (typeof REVIEW_SORTS)[number]['value']

/** Spec 2 §9: 10 reviews per page. */
export const REVIEWS_PER_PAGE = 10

const flags = (sort: Sort) =>
  ({
    most_recent: sort === 'most_recent' ? 1 : 0,
    positive: sort === 'positive' ? 1 : 0,
    nagative: sort === 'nagative' ? 1 : 0,
  }) as const

/**
 * /reviews-and-ratings/{dealName}/{id} and /review/{dealName}/{id}: a deal's approved reviews with the average,
 * the star breakdown, a sort menu and 10 per page; the add-review slot for customers.
 */
export default function ReviewsScreen({ params }: ScreenProps<typeof ROUTES.reviews | typeof ROUTES.review>) {
  const uuid = params.id ?? ''
  const { customerId } = useViewer()
  const [sort, setSort] = useState<Sort>('most_recent')
  const [page, setPage] = useState(1)
  const reviews = useCall(
    () => dealAllReview({ uuid, customer_id: customerId, ...flags(sort), page, rowsPerPage: REVIEWS_PER_PAGE }),
    [uuid, customerId, sort, page],
  )
  const listHeading = useRef<HTMLHeadingElement>(null)
  const sortId = useId()

  // A new deal starts on the first page, newest first.
  useEffect(() => {
    setSort('most_recent')
    setPage(1)
  }, [uuid])

  const data = reviews.data
  usePageTitle(data ? `Reviews of ${data.data.deal.name}` : 'Reviews and ratings')

  if (reviews.status === 'failed' && !data) {
    if (reviews.error.status === 404) {
      return (
        <section className="page reviews-page">
          <h1>Reviews and ratings</h1>
          <NotFoundState text="This deal was not found. It may have been removed." />
        </section>
      )
    }
    return (
      <section className="page reviews-page">
        <h1>Reviews and ratings</h1>
        <Failed text="The reviews could not be loaded." onRetry={reviews.reload} />
      </section>
    )
  }
  if (!data) {
    return (
      <section className="page reviews-page">
        <h1>Reviews and ratings</h1>
        <Loading label="Loading reviews…" />
      </section>
    )
  }

  const deal = data.data.deal
  const turnTo = (p: number) => {
    setPage(p)
    listHeading.current?.focus()
  }

  return (
    <section className="page reviews-page">
      <header className="reviews-deal">
        <img
          src={deal.small_image.path}
          alt=""
          width="96"
          height="96"
          onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
        />
        <div>
          <p className="kicker">Reviews and ratings</p>
          <h1>{deal.name}</h1>
          <p className="muted">
            {deal.vendor.organization}
            {deal.vendor.organization && deal.address.address ? ' · ' : ''}
            {deal.address.address}
          </p>
          <Link href={paths.deal(deal)}>View the deal</Link>
        </div>
      </header>

      <div className="reviews-layout">
        <aside className="reviews-side">
          <RatingSummary summary={data} />
          <ReviewForm
            deal={deal}
            isReviewed={data.isReviewed}
            isApproved={data.is_approved}
            myReview={data.my_review}
            onSubmitted={reviews.reload}
          />
        </aside>

        <section className="reviews-main" aria-labelledby="reviews-heading" aria-busy={reviews.status === 'loading'}>
          <div className="reviews-toolbar">
            <h2 id="reviews-heading" ref={listHeading} tabIndex={-1}>
              Reviews {data.total > 0 && <span className="muted">({data.total})</span>}
            </h2>
            <div className="inline-field">
              <label htmlFor={sortId}>Sort by</label>
              <select
                id={sortId}
                value={sort}
                onChange={(e) => {
                  setSort(e.target.value as Sort)
                  setPage(1)
                }}
              >
                {REVIEW_SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {reviews.status === 'failed' && <Failed text="The reviews could not be loaded." onRetry={reviews.reload} />}
          {data.reviews.data.length === 0 ? (
            <Empty text={data.total === 0 ? 'No reviews yet.' : 'No reviews on this page.'}>
              {data.total > 0 && (
                <button type="button" className="button button-secondary" onClick={() => turnTo(1)}>
                  First page
                </button>
              )}
            </Empty>
          ) : (
            <ReviewList reviews={data.reviews.data} now={appNow()} />
          )}
          <Pager
            current={data.reviews.current_page}
            last={data.reviews.last_page}
            label="Review pages"
            onChange={turnTo}
          />
        </section>
      </div>
    </section>
  )
}

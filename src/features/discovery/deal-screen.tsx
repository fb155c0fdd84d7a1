import { useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { ApiError } from '../../api/client'
import { vendorDealDetail } from '../../api/deals'
import type { DealDetail, DealDetailResponse } from '../../api/schemas/deals'
import { WEEKDAYS, formatSlashDate } from '../../lib/dates'
import { formatPercent, formatRating, yourDiscountLabel } from '../../lib/deal-pricing'
import { formatRupees } from '../../lib/money'
import { formatKm } from '../../lib/distance'
import { NO_REVIEWS_YET, isRated } from '../../lib/no-reviews'
import { relativeAge } from '../../lib/relative-age'
import { OUT_OF_STOCK } from '../../lib/customer-deal-texts'
import { DEAL_STATUS, isOutOfStock } from '../../lib/deal-status'
import { paths, type ROUTES, type ScreenProps } from '../../lib/paths'
import { OPEN_DEAL_LABEL, dealSlug } from '../../lib/slug'
import { DEAL_CROPS } from '../../lib/vendor-deal-rules'
import { WARNING_MS, notify } from '../../state/ui'
import { DealPageActions } from '../../ui/deal-slots'
import { type Column, DataTable } from '../../ui/data-table'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading, ScreenState } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { loadDeal } from '../../state/deal-detail'
import { DiscountExplained } from './discount-explained'
import { useListingContext } from './listing-context'
import { RichText } from '../../ui/rich-text'
import { ShareDialog } from './share-dialog'
import { useMissingIdRedirect } from './use-missing-id'
import { VisitorPrompt } from './visitor-prompt'
import { StatusBadge } from '../../ui/status-badge'
import './discovery.css'

type Loaded = DealDetailResponse & { /** The signed-in vendor's own deal, not (yet) public. */ preview: boolean }

const stars = (rating: number) => '★★★★★'.slice(0, rating) + '☆☆☆☆☆'.slice(0, 5 - rating)

/**
 * Deal details, /deal/{dealName}/{id} (spec 2 §2): every field of the deal, its keywords, terms and recent reviews,
 * the share dialog and the page-actions slot the app fills (the customer's actions). A vendor also sees its own unpublished deals.
 */
export default function DealScreen({ params }: ScreenProps<typeof ROUTES.deal>) {
  const id = params.id?.trim() ?? ''
  const missing = useMissingIdRedirect(params.id)
  const place = useListingContext()
  const [, navigate] = useLocation()
  const [sharing, setSharing] = useState(false)

  const call = useCall<Loaded | null>(async () => {
    if (missing) return null
    try {
      return { ...(await loadDeal(id)), preview: false }
    } catch (e) {
      // Not public: a vendor may be looking at its own pending or inactive deal.
      if (!(place.isVendor && e instanceof ApiError && e.status === 404)) throw e
      try {
        return { ...(await vendorDealDetail({ id, wishlist_customer_id: null })), preview: true }
      } catch {
        throw e
      }
    }
  }, [id, missing, ...place.key])

  const loaded = call.data ?? null
  const deal = loaded?.deal ?? null
  usePageTitle(deal?.name ?? 'Deal details')
  const error = call.status === 'failed' ? call.error : null

  // Spec 2 §8 (second reading, as spec 3 §8 has it): a 404 says so and goes home.
  useEffect(() => {
    if (error?.status !== 404) return
    notify('error', '404 Deal details Not Found')
    navigate(paths.home(), { replace: true })
  }, [error, navigate])

  // Spec 2 §8 and spec 3 §8: an active deal with nothing left says so and moves on (guests go home: /dashboard needs sign-in).
  const outOfStock = Boolean(deal && !loaded?.preview && isOutOfStock(deal))
  useEffect(() => {
    if (!outOfStock) return
    notify('warning', OUT_OF_STOCK, undefined, WARNING_MS)
    const timer = setTimeout(
      () => navigate(place.customerId !== null || place.isVendor ? paths.dashboard() : paths.home(), { replace: true }),
      WARNING_MS,
    )
    return () => clearTimeout(timer)
  }, [outOfStock, navigate, place.customerId, place.isVendor])

  // Links with an old or missing slug land on the deal's current one.
  useEffect(() => {
    if (deal && params.dealName !== dealSlug(deal.name) && dealSlug(deal.name))
      navigate(paths.deal(deal), { replace: true })
  }, [deal, params.dealName, navigate])

  const state = (node: ReactNode) => <ScreenState heading="Deal details">{node}</ScreenState>
  if (missing) return state(<Loading label="Going back to home…" />)
  if (call.status === 'loading' && !loaded) return state(<Loading label="Loading the deal…" />)
  if (error?.status === 404) return state(<Loading label="Going back to home…" />)
  if (error) return state(<Failed text="We could not load this deal. Please try again." onRetry={call.reload} />)
  if (!loaded || !deal) return null

  const statusName = loaded.deal_status.find((s) => s.id === deal.deal_status)?.name ?? ''
  const url = typeof window === 'undefined' ? paths.deal(deal) : `${window.location.origin}${paths.deal(deal)}`

  return (
    <article className="deal-page" aria-busy={call.status === 'loading'}>
      {loaded.preview && (
        <p className="deal-notice" role="status">
          Preview of your deal ({statusName}). Customers see it once it is active and approved.
        </p>
      )}
      {!loaded.preview && (deal.deal_status === DEAL_STATUS.pending || deal.deal_status === DEAL_STATUS.inactive) && (
        <p className="deal-notice" role="status">
          {deal.deal_status === DEAL_STATUS.pending
            ? // True whether or not it is already in the customer's deals (the actions say which).
              'This deal is awaiting approval: it can be bought once it is active.'
            : 'This deal is not available at the moment.'}
        </p>
      )}
      {deal.deal_status === DEAL_STATUS.expired && (
        <p className="deal-notice deal-notice-danger" role="status">
          This deal is expired
        </p>
      )}
      {outOfStock && (
        <p className="deal-notice deal-notice-danger" role="status">
          {OUT_OF_STOCK}
        </p>
      )}
      <img
        className="deal-banner"
        src={deal.banner_image.path}
        alt=""
        width={DEAL_CROPS.banner.width}
        height={DEAL_CROPS.banner.height}
        fetchPriority="high"
      />

      <div className="deal-layout">
        <header className="deal-head">
          <p className="deal-vendor">
            <Link href={paths.vendor(deal.vendor)}>{deal.vendor.organization}</Link>
          </p>
          <h1>{deal.name}</h1>
          <p className="deal-rating">
            <Link href={paths.reviews(deal)}>
              {isRated(deal) ? (
                <>
                  <span className="deal-stars" aria-hidden="true">
                    {stars(Math.round(deal.average_rating))}
                  </span>{' '}
                  {formatRating(deal.average_rating)} out of 5 · {deal.reviews_count}{' '}
                  {deal.reviews_count === 1 ? 'review' : 'reviews'}
                </>
              ) : (
                NO_REVIEWS_YET
              )}
            </Link>
          </p>
          <p className="deal-address">
            {deal.address.address} · <span className="deal-distance">{formatKm(deal.distance)} away</span>
          </p>
        </header>
        <aside className="deal-side" aria-label="Price and validity">
          <div className="deal-price-box">
            <span className="deal-discount">{yourDiscountLabel(deal.final_discount)}</span>
            <p className="deal-price">
              {deal.is_open_deal ? <span className="deal-price-from">From </span> : null}
              {formatRupees(deal.deal_price)}
            </p>
            <DiscountExplained deal={deal} pricing={loaded.default_hola_category} />
            <DealPageActions deal={deal} onChanged={call.reload} />
            <VisitorPrompt />
            <button type="button" className="button button-secondary button-block" onClick={() => setSharing(true)}>
              Share
            </button>
          </div>

          <dl className="deal-facts">
            <div>
              <dt>Valid from</dt>
              <dd>{formatSlashDate(deal.from_date)}</dd>
            </div>
            <div>
              <dt>Valid to</dt>
              <dd>{formatSlashDate(deal.end_date)}</dd>
            </div>
            <div className="deal-facts-wide">
              <dt>Valid days</dt>
              <dd>
                <ul
                  className="weekdays"
                  aria-label={WEEKDAYS.filter((w) => deal.days.includes(w.id))
                    .map((w) => w.name)
                    .join(', ')}
                >
                  {WEEKDAYS.map((w) => (
                    <li
                      key={w.id}
                      className={deal.days.includes(w.id) ? 'is-on' : undefined}
                      aria-hidden="true"
                      title={w.name}
                    >
                      {w.short}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>
                {deal.deal_categories.map((c, i) => (
                  <span key={c.id}>
                    {i > 0 && ', '}
                    <Link href={paths.category(c.name)}>{c.name}</Link>
                  </span>
                ))}
                {deal.is_open_deal === 1 && deal.deal_categories.length === 0 && (
                  <Link href={paths.openDeals()}>{OPEN_DEAL_LABEL}</Link>
                )}
              </dd>
            </div>
            <div>
              <dt>Product</dt>
              <dd>{deal.product ? <Link href={paths.product(deal.product)}>{deal.product.name}</Link> : '—'}</dd>
            </div>
            <div>
              <dt>Available</dt>
              <dd>{Math.max(0, deal.deal_available)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={deal.deal_status} name={statusName} />
              </dd>
            </div>
          </dl>

          {deal.keywords.length > 0 && (
            <div className="deal-keywords">
              <h2 id="deal-keywords">Keywords</h2>
              <ul aria-labelledby="deal-keywords">
                {deal.keywords.map((k) => (
                  <li key={k.id}>
                    <Link href={paths.keyword(k.name)} className="keyword-chip">
                      {k.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </aside>
        <div className="deal-main">
          <section className="deal-section" aria-labelledby="deal-about">
            <h2 id="deal-about">About</h2>
            <RichText className="deal-rich-text" html={deal.description} />
          </section>

          {deal.deal_criteria.length > 0 && <Criteria deal={deal} />}

          <section className="deal-section" aria-labelledby="deal-terms">
            <h2 id="deal-terms">Terms and conditions</h2>
            <RichText className="deal-rich-text" html={deal.terms_conditions} />
          </section>

          <RecentReviews deal={deal} />
        </div>
      </div>

      {sharing && <ShareDialog url={url} name={deal.name} onClose={() => setSharing(false)} />}
    </article>
  )
}

const CRITERIA_COLUMNS: Column<DealDetail['deal_criteria'][number]>[] = [
  { key: 'amount', header: 'When you pay at least', cell: (c) => formatRupees(c.amount) },
  { key: 'discount', header: 'Discount', cell: (c) => formatPercent(c.discount) },
]

/** Open deals: the discount grows with the amount paid (spec 3 §9: the highest threshold not above the amount). */
function Criteria({ deal }: { deal: DealDetail }) {
  return (
    <section className="deal-section" aria-labelledby="deal-criteria">
      <h2 id="deal-criteria">Spend more, save more</h2>
      <DataTable
        className="criteria-table"
        caption="Discount by amount paid"
        captionHidden
        columns={CRITERIA_COLUMNS}
        rows={deal.deal_criteria}
        rowKey={(c) => c.id}
        emptyText="This deal has no discount tiers."
      />
    </section>
  )
}

function RecentReviews({ deal }: { deal: DealDetail }) {
  return (
    <section className="deal-section" aria-labelledby="deal-reviews">
      <h2 id="deal-reviews">Recent reviews</h2>
      {deal.recent_reviews.length === 0 ? (
        <p className="muted">No reviews yet.</p>
      ) : (
        <ul className="recent-reviews">
          {deal.recent_reviews.map((r) => (
            <li key={r.uuid} className="recent-review">
              <p className="recent-review-head">
                <span className="deal-stars" role="img" aria-label={`${r.rating} out of 5 stars`}>
                  {stars(r.rating)}
                </span>{' '}
                <strong>{r.title}</strong>
              </p>
              <p className="recent-review-text">{r.review_text}</p>
              <p className="muted recent-review-by">
                {r.customer.full_name} · <time dateTime={r.created_at}>{relativeAge(r.created_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link href={paths.reviews(deal)} className="button button-secondary">
        See all reviews
      </Link>
    </section>
  )
}

import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { ListingDeal } from '../api/schemas/deals'
import { formatRating, yourDiscountParts } from '../lib/deal-pricing'
import { formatRupees } from '../lib/money'
import { formatKm } from '../lib/distance'
import { NO_REVIEWS, NO_REVIEWS_YET, isRated } from '../lib/no-reviews'
import { paths } from '../lib/paths'
import { useDealSlots } from './deal-slots'
import './deal-card.css'

export type DealCardProps = {
  deal: ListingDeal
  /**
   * The actions beside the price. Left out: whatever the app put in the card-actions slot (deal-slots.tsx);
   * `false`: none; or any other node in their place.
   */
  actions?: ReactNode | false
  /** Called when the actions change the deal (e.g. is_wishlist flipped). */
  onChanged?: (deal: ListingDeal) => void
  /** Shows the edit icon leading to /review/{slug}/{uuid} (spec 2 §2: only when editing is allowed). */
  editable?: boolean
  /** A class for the caller's state, e.g. dimmed expired deals. */
  className?: string
  /** A short word above the name, read as text by everyone (a listing's "Sponsored"). */
  note?: string
}

const FALLBACK_IMAGE = '/img/logo.svg'

/**
 * The deal card of spec 2 §2: small image, name, vendor, rating (1 decimal, links to the reviews), final discount,
 * minimum price and distance. The card's link is its name; the picture repeats it for pointers only.
 */
export function DealCard({ deal, actions, onChanged, editable = false, className, note }: DealCardProps) {
  const href = paths.deal(deal)
  const Actions = useDealSlots().cardActions
  const slot = actions === undefined ? Actions && <Actions deal={deal} onChanged={onChanged} /> : actions || null
  const reviewWord = deal.reviews_count === 1 ? 'review' : 'reviews'
  const badge = yourDiscountParts(deal.final_discount)
  return (
    <article className={`deal-card ${className ?? ''}`}>
      <Link href={href} className="deal-card-media" tabIndex={-1} aria-hidden="true">
        <img
          src={deal.small_image.path}
          alt=""
          width={150}
          height={150}
          loading="lazy"
          onError={(e) => {
            const img = e.currentTarget
            if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE
          }}
        />
        <span className="deal-card-badge">
          {badge.amount}
          <span className="deal-card-badge-whose"> {badge.whose}</span>
        </span>
      </Link>
      <div className="deal-card-body">
        {note && <p className="deal-card-note">{note}</p>}
        <h3 className="deal-card-name">
          <Link href={href}>{deal.name}</Link>
        </h3>
        <p className="deal-card-vendor">{deal.vendor.organization}</p>
        <div className="deal-card-meta">
          <Link href={paths.reviews(deal)} className="deal-card-rating">
            {isRated(deal) ? (
              <>
                <span className="visually-hidden">Rated </span>
                <span aria-hidden="true">★</span> {formatRating(deal.average_rating)}
                <span className="visually-hidden"> out of 5, </span>
                <span className="deal-card-count">
                  <span aria-hidden="true">(</span>
                  {deal.reviews_count}
                  <span className="visually-hidden"> {reviewWord}</span>
                  <span aria-hidden="true">)</span>
                </span>
              </>
            ) : (
              <span className="deal-card-unrated" title={NO_REVIEWS_YET}>
                {NO_REVIEWS}
              </span>
            )}
          </Link>
          <span className="deal-card-distance">{formatKm(deal.distance)}</span>
        </div>
        <div className="deal-card-foot">
          <p className="deal-card-price">
            <span className="deal-card-from">From</span> {formatRupees(deal.deal_price)}
          </p>
          <div className="deal-card-actions">
            {slot}
            {editable && (
              <Link href={paths.review(deal)} className="deal-card-edit" aria-label={`Edit ${deal.name}`} title="Edit">
                ✎
              </Link>
            )}
          </div>
        </div>
      </div>
    </article>
  )
}

/**
 * A deal card's boxes without a deal, for space kept for cards not yet rendered (carousel-placeholder.tsx). The same
 * classes, and one line of text where the card has one, so its height is a card's; keep it in step with DealCard.
 */
export function DealCardShape() {
  return (
    <div className="deal-card">
      <div className="deal-card-media" />
      <div className="deal-card-body">
        <p className="deal-card-name">&nbsp;</p>
        <p className="deal-card-vendor">&nbsp;</p>
        <div className="deal-card-meta">
          <span className="deal-card-rating">&nbsp;</span>
          <span className="deal-card-distance">&nbsp;</span>
        </div>
        <div className="deal-card-foot">
          <p className="deal-card-price">&nbsp;</p>
        </div>
      </div>
    </div>
  )
}

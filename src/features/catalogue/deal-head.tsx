import { Link } from 'wouter'
import type { DealDetail } from '../../api/schemas/deals'
import { formatRating } from '../../lib/deal-pricing'
import { formatKm } from '../../lib/distance'
import { NO_REVIEWS_YET, isRated } from '../../lib/no-reviews'
import { paths } from '../../lib/paths'
import { stars } from './deal-stars'

/** The deal's heading (spec 2 §2): its outlet, its name, its rating (to its reviews) and where it is. */
export function DealHead({ deal }: { deal: DealDetail }) {
  return (
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
  )
}

import { Link } from 'wouter'
import type { DealDetail } from '../../api/schemas/deals'
import { paths } from '../../lib/paths'
import { relativeAge } from '../../lib/relative-age'
import { stars } from './deal-stars'

/** The deal's latest reviews on its page (spec 2 §2), and the way to all of them. */
export function RecentReviews({ deal }: { deal: DealDetail }) {
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

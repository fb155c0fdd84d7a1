import { STARS, formatRating, starCount, starShare, type ReviewSummary } from '../../lib/review-summary'
import { Stars } from './stars'

/** The average out of 5 (one decimal) and the breakdown of approved reviews by stars (spec 2 §2). */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  return (
    <section className="rating-summary" aria-label="Rating summary">
      <div className="rating-average">
        <p className="rating-number">
          <strong>{formatRating(summary.avgReview)}</strong>
          <span> out of 5</span>
        </p>
        <Stars rating={summary.avgReview} size="large" />
        <p className="muted">{summary.total === 1 ? 'Based on 1 review' : `Based on ${summary.total} reviews`}</p>
      </div>
      <ul className="rating-breakdown" aria-label="Reviews by stars">
        {STARS.map((stars) => {
          const count = starCount(summary, stars)
          const share = starShare(summary, stars)
          return (
            <li key={stars}>
              <span className="breakdown-label" aria-hidden="true">
                {stars} ★
              </span>
              <span className="breakdown-bar" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
              <span className="breakdown-count" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">{`${stars} star${stars > 1 ? 's' : ''}: ${count} review${count === 1 ? '' : 's'} (${share}%)`}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

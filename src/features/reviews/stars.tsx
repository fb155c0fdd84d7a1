import { formatRating } from '../../lib/review-summary'

/** Five stars filled to the rating (halves round to the nearest whole star), named for screen readers. */
export function Stars({ rating, size = 'normal' }: { rating: number; size?: 'normal' | 'large' }) {
  const filled = Math.round(rating)
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={`Rated ${formatRating(rating)} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= filled ? 'star is-lit' : 'star'}>
          ★
        </span>
      ))}
    </span>
  )
}

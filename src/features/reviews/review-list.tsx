import { formatIndiaDateTime } from '../../lib/dates'
import type { ReviewItem } from '../../api/schemas/reviews'
import { relativeAge } from '../../lib/relative-age'
import { DEFAULT_USER_IMAGE as DEFAULT_AVATAR } from '../../lib/user-image'
import { Stars } from './stars'

/** One page of reviews: author, stars, title, text and age ("3 days ago"). */
export function ReviewList({ reviews, now }: { reviews: ReviewItem[]; now: number }) {
  return (
    <ol className="review-list">
      {reviews.map((r) => (
        <li key={r.uuid}>
          <article className="review" aria-labelledby={`review-${r.uuid}`}>
            <header className="review-head">
              <img
                src={r.customer.media?.path || DEFAULT_AVATAR}
                alt=""
                width="40"
                height="40"
                loading="lazy"
                onError={(e) => {
                  const img = e.currentTarget
                  if (!img.src.endsWith(DEFAULT_AVATAR)) img.src = DEFAULT_AVATAR
                }}
              />
              <div>
                <p className="review-author">{r.customer.full_name}</p>
                <time dateTime={r.created_at} title={formatIndiaDateTime(r.created_at)} className="muted">
                  {relativeAge(r.created_at, now)}
                </time>
              </div>
              <Stars rating={r.rating} />
            </header>
            <h3 id={`review-${r.uuid}`} className="review-title">
              {r.title}
            </h3>
            <p className="review-text">{r.review_text}</p>
          </article>
        </li>
      ))}
    </ol>
  )
}

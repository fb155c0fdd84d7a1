import { summariseRatings, type ReviewSummary } from '../../../src/lib/review-summary'
import { db } from '../../store/db'
import type { DealRecord, ReviewRecord } from '../catalogue/records'
import { publicDealByUuid } from '../customer-deals/rules'
import { HttpError } from '../../kit/http-error'
import { reviewFlags, reviewOf } from './writing'
import { paginate, type Page } from '../../kit/paginate'

/** The reviews page's sort menu (spec 2 §2): Most Recent, Positive First, Negative First. Wire flag names kept, typo included. */
type ReviewSort = 'most_recent' | 'positive' | 'nagative'

/** Review page size (spec 2 §9). */
export const REVIEWS_PER_PAGE = 10

type SortFlags = { most_recent: 0 | 1; positive: 0 | 1; nagative: 0 | 1 }

/** The sort the request's flags ask for; none set means Most Recent, more than one is a 422. */
export function sortFromFlags(flags: SortFlags): ReviewSort {
  const chosen = (['most_recent', 'positive', 'nagative'] as const).filter((k) => flags[k] === 1)
  if (chosen.length > 1) {
    const text = 'Choose only one sort: most_recent, positive or nagative.'
    throw new HttpError(422, text, Object.fromEntries(chosen.map((k) => [k, [text]])))
  }
  return chosen[0] ?? 'most_recent'
}

const newestFirst = (a: ReviewRecord, b: ReviewRecord) => b.created_at.localeCompare(a.created_at) || b.id - a.id

/** Orders reviews for a sort: newest first; or by stars (high or low first), newest first within a star. Does not mutate. */
export function sortReviews(reviews: readonly ReviewRecord[], sort: ReviewSort): ReviewRecord[] {
  const byStars = sort === 'positive' ? -1 : sort === 'nagative' ? 1 : 0
  return [...reviews].sort((a, b) => byStars * (a.rating - b.rating) || newestFirst(a, b))
}

/** What others may read: approved reviews only. */
export const approvedOnly = (reviews: readonly ReviewRecord[]) => reviews.filter((r) => r.is_approved === 1)

export type DealReviews = {
  deal: DealRecord
  summary: ReviewSummary
  page: Page<ReviewRecord>
  /** For a signed-in customer, their own review of this deal (approved or not); isReviewed/is_approved describe it. */
  flags: { isReviewed: 0 | 1; is_approved: 0 | 1 }
  /** That review itself, for the caller's read-only view. */
  own: ReviewRecord | null
}

/**
 * deal-all-review: a public deal's approved reviews, summarised (average, stars, total) and paged in the chosen order,
 * with the caller's own review flags. The one reading rule, for the reviews page and anything else that shows reviews.
 * An unknown (or unpublished) deal is a 404.
 */
export function readDealReviews(
  dealUuid: string,
  viewerCustomerId: number | null,
  options: { sort: ReviewSort; page: number; perPage: number },
): DealReviews {
  const deal = publicDealByUuid(dealUuid)
  const visible = approvedOnly(db.reviews.findMany((q) => q.where({ deal_id: deal.id })))
  return {
    deal,
    summary: summariseRatings(visible.map((r) => r.rating)),
    page: paginate(sortReviews(visible, options.sort), options.page, options.perPage),
    flags: reviewFlags(viewerCustomerId, deal.id),
    own: viewerCustomerId === null ? null : (reviewOf(viewerCustomerId, deal.id) ?? null),
  }
}

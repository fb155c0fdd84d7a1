import { type } from './lazy'
import { mediaPath, pageOf } from './common'

/** A star rating, 1 to 5. */
const stars = type('1 | 2 | 3 | 4 | 5')
const flag = type('0 | 1')

/**
 * POST deal-all-review (spec 2 §7). uuid is the deal's; one of most_recent, positive, nagative (wire spelling) is 1;
 * page is 1-based, rowsPerPage 10 on the reviews page. customer_id is the signed-in customer's id, or null; the
 * server trusts the bearer token, not this field, for isReviewed and is_approved.
 */
export const dealAllReviewRequest = type({
  uuid: '0 < string <= 64',
  customer_id: 'number | null',
  most_recent: flag,
  positive: flag,
  nagative: flag,
  page: '1 <= number.integer <= 100000',
  rowsPerPage: '1 <= number.integer <= 50',
})
export type DealAllReviewRequest = typeof dealAllReviewRequest.infer

/** One review as others read it (spec 2 §3): the author's name and photo, never their id. */
export const reviewItem = type({
  uuid: 'string',
  title: 'string',
  rating: stars,
  review_text: 'string',
  /** ISO 8601 instant. */
  created_at: 'string',
  is_approved: flag,
  customer: { full_name: 'string', media: mediaPath.or('null') },
})
export type ReviewItem = typeof reviewItem.infer

/** The deal the reviews are about: name, address, image (spec 2 §2), ids for the add-review form. */
export const reviewedDeal = type({
  id: 'number',
  uuid: 'string',
  name: 'string',
  small_image: mediaPath,
  address: { address: 'string' },
  vendor: { organization: 'string' },
})
export type ReviewedDeal = typeof reviewedDeal.infer

/** A Laravel length-aware page of reviews. */
export const reviewPage = pageOf(reviewItem)
export type ReviewPage = typeof reviewPage.infer

/**
 * deal-all-review's answer: data.deal, the page of approved reviews, the summary over all approved reviews
 * (avgReview to one decimal, reviews_1..reviews_5, total), and the caller's own review flags (0 for visitors).
 */
export const dealAllReviewResponse = type({
  data: { deal: reviewedDeal },
  reviews: reviewPage,
  avgReview: 'number',
  reviews_1: 'number',
  reviews_2: 'number',
  reviews_3: 'number',
  reviews_4: 'number',
  reviews_5: 'number',
  total: 'number',
  isReviewed: flag,
  is_approved: flag,
  /** The signed-in customer's own review, approved or not, so the read-only view can show it (null otherwise). An addition to the spec's fields: docs/decisions/search-reviews-content.md. */
  'my_review?': reviewItem.or('null'),
})
export type DealAllReviewResponse = typeof dealAllReviewResponse.infer

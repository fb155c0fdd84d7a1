import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { AddRatingReviewRequest } from './schemas/review-writing'

// Response schemas load only when answers are checked (development, tests); production ships none.
const reviewWritingSchemas = lazySchemas(() => import('./schemas/review-writing'))

/** POST customer/add-rating-review: 422 field errors for rating, title, review_text; a 409 `msg` when already reviewed. */
export const addRatingReview = (body: AddRatingReviewRequest) =>
  call(ENDPOINTS['POST customer/add-rating-review'], reviewWritingSchemas('addRatingReviewResponse'), { body })

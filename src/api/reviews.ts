import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { DealAllReviewRequest } from './schemas/reviews'

// Response schemas load only when answers are checked (development, tests); production ships none.
const reviewSchemas = lazySchemas(() => import('./schemas/reviews'))

/** POST deal-all-review: a deal's approved reviews, summary and the caller's own review flags; 404 for an unknown deal. */
export const dealAllReview = (body: DealAllReviewRequest) =>
  call(ENDPOINTS['POST deal-all-review'], reviewSchemas('dealAllReviewResponse'), { body })

import { call } from './client'
import { dealAllReviewResponse, type DealAllReviewRequest } from './schemas/reviews'

/** POST deal-all-review: a deal's approved reviews, summary and the caller's own review flags; 404 for an unknown deal. */
export const dealAllReview = (body: DealAllReviewRequest) => call('deal-all-review', dealAllReviewResponse, { body, location: true })

import { call } from './client'
import { addRatingReviewResponse, type AddRatingReviewRequest } from './schemas/review-writing'

/** POST customer/add-rating-review: 422 field errors for rating, title, review_text; a 409 `msg` when already reviewed. */
export const addRatingReview = (body: AddRatingReviewRequest) => call('customer/add-rating-review', addRatingReviewResponse, { body })

import { type } from './lazy'

/** A star rating, 1 to 5. */
export const starRating = type('1 | 2 | 3 | 4 | 5')
export type StarRating = typeof starRating.infer

/** POST customer/add-rating-review: id is the deal's uuid. */
export const addRatingReviewRequest = type({
  title: '0 < string <= 230',
  rating: starRating,
  review_text: '0 < string <= 1000',
  id: '0 < string <= 64',
})
export type AddRatingReviewRequest = typeof addRatingReviewRequest.infer
export const addRatingReviewResponse = type({ success: 'true', message: 'string' })
export type AddRatingReviewResponse = typeof addRatingReviewResponse.infer

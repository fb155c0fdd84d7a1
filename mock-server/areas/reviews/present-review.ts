import type { ReviewRecord } from '../catalogue/records'

/** What every answer that shows a review says of it; each adds its own view of the author. */
export const reviewWords = (r: ReviewRecord) => ({
  uuid: r.uuid,
  title: r.title,
  rating: r.rating,
  review_text: r.review_text,
  created_at: r.created_at,
})

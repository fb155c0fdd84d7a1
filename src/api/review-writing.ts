import { lazySchemas } from './client'
import type { AddRatingReviewRequest } from './schemas/review-writing'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const reviewWritingSchemas = lazySchemas(() => import('./schemas/review-writing'))

/** POST customer/add-rating-review: 422 field errors for rating, title, review_text; a 409 `msg` when already reviewed. */
export const addRatingReview = defineCall(
  'POST customer/add-rating-review',
  reviewWritingSchemas,
  'addRatingReviewResponse',
  (body: AddRatingReviewRequest) => ({ body }),
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST customer/add-rating-review': {
    summary: 'Rate and review a deal',
    description: 'Spec 2 §5, §7: `title`, `rating` (1–5), `review_text`, `id` (the deal). Staff approve it first.',
    errors: { 404: 'No deal with that id.', 409: 'The student already reviewed this deal (`msg` says so).' },
  },
} satisfies OperationTexts<typeof import('./review-writing')>

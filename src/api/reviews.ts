import { lazySchemas } from './client'
import type { DealAllReviewRequest } from './schemas/reviews'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const reviewSchemas = lazySchemas(() => import('./schemas/reviews'))

/** POST deal-all-review: a deal's approved reviews, summary and the caller's own review flags; 404 for an unknown deal. */
export const dealAllReview = defineCall(
  'POST deal-all-review',
  reviewSchemas,
  'dealAllReviewResponse',
  (body: DealAllReviewRequest) => ({ body }),
  { location: true },
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST deal-all-review': {
    summary: 'A deal’s reviews',
    description:
      'Spec 2 §7: `uuid` (the deal), `customer_id`, the filters `most_recent`, `positive`, `nagative` (sic), `page`, `rowsPerPage`. Answers the deal, the reviews (paged), `avgReview`, `reviews_1` to `reviews_5`, `isReviewed`.',
    errors: { 404: 'No deal with that uuid.' },
  },
} satisfies OperationTexts<typeof import('./reviews')>

/**
 * The spec's words for writing a review (spec 2 §2, §8), word for word (the missing space after the first full stop
 * is the spec's): one copy for the review form and the mock backend.
 */
export const REVIEW_TEXTS = {
  submitted: 'Your review successfully submitted.This will affect with in a day.',
  pending: 'Your review successfully submitted. This will affect with in a day.',
  already: 'You have already reviewed this deal.',
  starRequired: 'Star required field',
  missingDeal: 'Oops... something went wrong',
} as const

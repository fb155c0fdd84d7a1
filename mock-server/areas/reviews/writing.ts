import { REVIEW_TEXTS } from '../../../src/lib/review-texts'
import { db, nextId } from '../../store/db'
import type { ReviewRecord } from '../catalogue/records'
import type { UserRecord } from '../../store/records'
import { clock, iso } from '../../clock/clock'
import { publicDealByUuid, requiredText } from '../customer-deals/rules'
import { HttpError } from '../../kit/http-error'
import { announce } from '../../events/events'

type ReviewInput = { id: string; title: string; rating: 1 | 2 | 3 | 4 | 5; review_text: string }

/** The customer's own review of a deal, approved or not. */
export function reviewOf(customerId: number, dealId: number): ReviewRecord | undefined {
  return db.reviews.findFirst((q) => q.where({ customer_id: customerId, deal_id: dealId }))
}

/** isReviewed and is_approved of deal-all-review for the caller (0 and 0 for guests and vendors). */
export function reviewFlags(
  customerId: number | null | undefined,
  dealId: number,
): { isReviewed: 0 | 1; is_approved: 0 | 1 } {
  const review = customerId === null || customerId === undefined ? undefined : reviewOf(customerId, dealId)
  return { isReviewed: review ? 1 : 0, is_approved: review?.is_approved ?? 0 }
}

/**
 * customer/add-rating-review: one review per customer and deal (a second is a 409 with `msg`, shown as a Warning).
 * A new review waits for approval and counts in the public summary only once approved.
 */
export async function writeReview(customer: UserRecord, input: ReviewInput, now = clock.now()) {
  const title = requiredText('title', input.title)
  const reviewText = requiredText('review_text', input.review_text)
  const deal = publicDealByUuid(input.id)
  if (reviewOf(customer.id, deal.id))
    throw new HttpError(409, REVIEW_TEXTS.already, undefined, { msg: REVIEW_TEXTS.already })
  return db.reviews.create({
    id: nextId(db.reviews),
    uuid: crypto.randomUUID(),
    deal_id: deal.id,
    customer_id: customer.id,
    title,
    rating: input.rating,
    review_text: reviewText,
    is_approved: 0,
    created_at: iso(now),
  })
}

/** Reviews waiting for approval, newest first: the demo panel (standing in for staff) shows the one just written on top. */
export function pendingReviews(): ReviewRecord[] {
  return db.reviews
    .findMany((q) => q.where({ is_approved: 0 }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
}

/**
 * A review still waiting for staff. A decided one answers as an unknown one, whichever way it went (a rejected review
 * is removed, so approving twice and rejecting twice must meet the same answer).
 */
function waitingReview(uuid: string) {
  const review = db.reviews.findFirst((q) => q.where({ uuid, is_approved: 0 }))
  if (!review) throw new HttpError(404, 'No review with this id is waiting for staff.')
  return review
}

/** Approves a pending review, so it counts in the deal's summary. */
export async function approveReview(uuid: string) {
  const review = waitingReview(uuid)
  await db.reviews.update(review, {
    data(r) {
      r.is_approved = 1
    },
  })
  await announce('review.approved', { review_id: review.id, customer_id: review.customer_id, deal_id: review.deal_id })
  return review
}

/** Staff turn a pending review down: it is removed, so the customer may write another. An approved one stays. */
export async function rejectReview(uuid: string) {
  const review = waitingReview(uuid)
  db.reviews.deleteMany((q) => q.where({ id: review.id }))
  await announce('review.rejected', { review_id: review.id, customer_id: review.customer_id, deal_id: review.deal_id })
}

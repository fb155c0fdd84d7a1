import {
  dealAllReviewRequest,
  dealAllReviewResponse,
  type DealAllReviewResponse,
  type ReviewItem,
} from '../../../src/api/schemas/reviews'
import { DEFAULT_USER_IMAGE } from '../../../src/lib/user-image'
import { isCustomerUser } from '../../../src/lib/user-type'
import { byId, db } from '../../store/db'
import type { ReviewRecord } from '../catalogue/records'
import { readDealReviews, sortFromFlags, type DealReviews } from './rules'
import { endpoint } from '../../kit/endpoint'
import { reviewWords } from './present-review'
import { presentPage } from '../../kit/paginate'
import { ENDPOINTS } from '../../../src/api/endpoints'

/** A review as others read it: the author's name and photo only. */
function presentReview(r: ReviewRecord): ReviewItem {
  const author = byId(db.users, r.customer_id)
  return {
    ...reviewWords(r),
    is_approved: r.is_approved,
    // The photo is always an object: the default avatar stands in for a student without one.
    customer: {
      full_name: author?.full_name ?? 'Former student',
      media: { path: author?.image || DEFAULT_USER_IMAGE },
    },
  }
}

function presentDealReviews({ deal, summary, page, flags, own }: DealReviews): DealAllReviewResponse {
  const vendor = byId(db.users, deal.vendor_id)
  return {
    data: {
      deal: {
        id: deal.id,
        uuid: deal.uuid,
        name: deal.name,
        small_image: { path: deal.small_image },
        address: { address: deal.address },
        vendor: { organization: vendor?.organization ?? '' },
      },
    },
    reviews: presentPage(page, presentReview),
    ...summary,
    ...flags,
    my_review: own ? presentReview(own) : null,
  }
}

/** deal-all-review (spec 2 §7): public; a customer's token adds their own review flags. */
export const reviewHandlers = [
  endpoint(
    ENDPOINTS['POST deal-all-review'],
    { reads: true, body: dealAllReviewRequest, access: 'optional', response: dealAllReviewResponse },
    ({ body, caller }) => {
      const sort = sortFromFlags(body)
      // The token says who is asking; the body's customer_id is not trusted (it would reveal others' reviews).
      const viewer = isCustomerUser(caller?.user) ? caller.user.id : null
      return presentDealReviews(
        readDealReviews(body.uuid, viewer, { sort, page: body.page, perPage: body.rowsPerPage }),
      )
    },
  ),
]

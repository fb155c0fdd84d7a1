import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { ApiError } from '../../src/api/client'
import { dealAllReview } from '../../src/api/reviews'
import type { DealAllReviewRequest } from '../../src/api/schemas/reviews'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import { bearer, createPact, requestHeaders, requestTo, runWithClient } from './pact'

const { eachLike, equal, integer, like, number, regex, string } = MatchersV3

const pact = createPact()

const locationHeaders = {
  ...requestHeaders,
  latitude: regex(/^-?\d+(\.\d+)?$/, '20.5937'),
  longitude: regex(/^-?\d+(\.\d+)?$/, '78.9629'),
}

const request = (extra: Partial<DealAllReviewRequest> = {}): DealAllReviewRequest => ({
  uuid: PACT_VALUES.reviewedDealUuid,
  customer_id: null,
  most_recent: 1,
  positive: 0,
  nagative: 0,
  page: 1,
  rowsPerPage: 10,
  ...extra,
})

/** deal-all-review's answer; `own` states the caller's review flags (the one part that differs per caller). */
const answer = (own: { isReviewed: 0 | 1; is_approved: 0 | 1 }, mine: Record<string, unknown> = {}) => ({
  data: {
    deal: {
      id: integer(90000),
      uuid: string(PACT_VALUES.reviewedDealUuid),
      name: string('Masala Chai and Bun Maska for Two'),
      small_image: { path: string('/img/deals/chai-small.jpg') },
      address: { address: string('80 Feet Road, Koramangala 4th Block') },
      vendor: { organization: string('Chai Point Koramangala') },
    },
  },
  reviews: {
    data: eachLike({
      uuid: string('3b7d2c8e-5f1a-4e6b-9c0d-1a2b3c4d5e6f'),
      title: string('Best chai near campus'),
      rating: integer(5),
      review_text: string('Strong, sweet and served fast. The bun maska is soft.'),
      created_at: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, '2026-01-12T10:00:00.000Z'),
      is_approved: equal(1),
      customer: { full_name: string('Rahul Verma'), media: { path: string('/img/user.png') } },
    }),
    current_page: integer(1),
    last_page: integer(1),
    per_page: integer(10),
    total: integer(2),
  },
  avgReview: number(4.5),
  reviews_1: integer(0),
  reviews_2: integer(0),
  reviews_3: integer(0),
  reviews_4: integer(1),
  reviews_5: integer(1),
  total: integer(2),
  isReviewed: equal(own.isReviewed),
  is_approved: equal(own.is_approved),
  ...mine,
})

/** The caller's own review, for the read-only view (an addition to the spec's fields; docs/decisions/search-reviews-content.md). */
const myPendingReview = {
  my_review: {
    uuid: string('7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f'),
    title: string('Good value'),
    rating: integer(4),
    review_text: string('Quick service, fair price.'),
    created_at: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, '2026-01-14T10:00:00.000Z'),
    is_approved: equal(0),
    customer: { full_name: string('Priya Sharma'), media: { path: string('/img/user.png') } },
  },
}

/** Spec 2 §7: POST deal-all-review, reading a deal's reviews. */
describe('reviews contract', () => {
  it('POST deal-all-review shows a visitor the approved reviews, newest first', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.dealHasReviews, { deal: PACT_VALUES.reviewedDealUuid, token: PACT_VALUES.customerToken })
        .uponReceiving("a visitor's request for a deal's reviews, most recent first")
        .withRequest(...requestTo(ENDPOINTS['POST deal-all-review']), (b) =>
          b.headers(locationHeaders).jsonBody(request()),
        )
        .willRespondWith(200, (b) => b.jsonBody(answer({ isReviewed: 0, is_approved: 0 }))),
      async () => {
        const res = await dealAllReview(request())
        expect(res.data.deal.name).toBe('Masala Chai and Bun Maska for Two')
        expect(res.reviews.data[0]!.customer.full_name).toBe('Rahul Verma')
        expect(res.avgReview).toBe(4.5)
        expect(res.isReviewed).toBe(0)
      },
    ))

  it('POST deal-all-review tells a signed-in customer their own review waits for approval', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.dealHasReviews, { deal: PACT_VALUES.reviewedDealUuid, token: PACT_VALUES.customerToken })
        .uponReceiving("a signed-in customer's request for a deal's reviews, positive first")
        .withRequest(...requestTo(ENDPOINTS['POST deal-all-review']), (b) =>
          b
            .headers({ ...locationHeaders, Authorization: bearer(PACT_VALUES.customerToken) })
            .jsonBody(request({ customer_id: 1, most_recent: 0, positive: 1 })),
        )
        .willRespondWith(200, (b) => b.jsonBody(answer({ isReviewed: 1, is_approved: 0 }, myPendingReview))),
      async () => {
        const res = await dealAllReview(request({ customer_id: 1, most_recent: 0, positive: 1 }))
        expect(res.isReviewed).toBe(1)
        expect(res.is_approved).toBe(0)
        expect(res.my_review).toMatchObject({ is_approved: 0, customer: { full_name: 'Priya Sharma' } })
        // Only approved reviews count, the customer's own pending one among them not.
        expect(res.total).toBe(2)
      },
      { token: PACT_VALUES.customerToken },
    ))

  it('POST deal-all-review for an unknown deal is a 404', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.dealHasReviews, { deal: PACT_VALUES.reviewedDealUuid, token: PACT_VALUES.customerToken })
        .uponReceiving("a request for an unknown deal's reviews")
        .withRequest(...requestTo(ENDPOINTS['POST deal-all-review']), (b) =>
          b.headers(locationHeaders).jsonBody(request({ uuid: '00000000-0000-4000-8000-000000000000' })),
        )
        .willRespondWith(404, (b) => b.jsonBody({ message: like('Deal not found.') })),
      async () => {
        const err = await dealAllReview(request({ uuid: '00000000-0000-4000-8000-000000000000' })).catch(
          (e: unknown) => e,
        )
        expect(err).toBeInstanceOf(ApiError)
        expect((err as ApiError).status).toBe(404)
      },
    ))
})

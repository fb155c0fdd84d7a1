import { describe, expect, it, vi } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  addToMyDeals,
  addToWishlist,
  checkDeal,
  customerDashboard,
  myList,
  removeFromMyDeals,
  removeFromWishlist,
  reportDeal,
} from '../../src/api/customer-deals'
import { addRatingReview } from '../../src/api/review-writing'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asCustomer,
  asVendor,
  bearer,
  createPact,
  day,
  failure,
  isoInstant,
  messageBody,
  requestHeaders,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { boolean, eachLike, equal, integer, like, number, regex, string } = MatchersV3

const pact = createPact()

/**
 * Spec 2 §7 and spec 3 §7: a customer's wishlist and My Deals, the dashboard, check-deal, reviews and reports.
 * Only customers may call these (a guest gets 401, a vendor 403); conflicts are 409s with `msg` (spec 2 §8).
 */

const deal = { uuid: PACT_VALUES.dealUuid, id: PACT_VALUES.dealId, vendorId: PACT_VALUES.vendorId }
const customer = {
  token: PACT_VALUES.customerToken,
  vendorToken: PACT_VALUES.vendorToken,
  deal: deal.uuid,
  dealId: deal.id,
  vendorId: deal.vendorId,
}
const withLocation = {
  ...asCustomer,
  latitude: regex(/^-?\d+(\.\d+)?$/, '20.5937'),
  longitude: regex(/^-?\d+(\.\d+)?$/, '78.9629'),
}

/** A deal as the customer's lists show it (keptDeal); prices and percents are numbers, whole or not. */
const keptDealBody = {
  id: integer(deal.id),
  uuid: string(deal.uuid),
  name: string('Masala Chai and Bun Maska for Two'),
  small_image: { path: string('/img/deals/chai-small.jpg') },
  deal_price: number(149),
  discount: number(20),
  final_discount: number(18),
  deal_status: integer(1),
  deal_available: integer(25),
  is_paylater: integer(0),
  from_date: day('2026-01-01'),
  end_date: day('2026-12-31'),
  vendor: { id: integer(deal.vendorId), organization: string('Chai Point Koramangala') },
}

const conflict = (msg: string) => ({ message: string(msg), msg: string(msg) })
/** A 409 whose `msg` the client shows word for word (spec 2 §8), so the text itself is pinned. */
const exactConflict = (msg: string) => ({ message: string(msg), msg: equal(msg) })

/** A refused change to the wishlist or My Deals: one interaction whose answer the client reports as FAILED (spec 2 §8). */
type CartRefusal = {
  name: string
  state: string
  description: string
  endpoint: (typeof ENDPOINTS)[
    | 'POST customer/add-to-wishlist'
    | 'POST customer/remove-from-wishlist'
    | 'POST customer/add-to-paynow'
    | 'POST customer/remove-from-paynow']
  run: () => Promise<unknown>
  status: 404 | 409
  body: Record<string, unknown>
  /** The server text the client shows, when the test checks it. */
  shows?: string
}

function refusesCartChange(r: CartRefusal) {
  it(r.name, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(r.state, customer)
        .uponReceiving(r.description)
        .withRequest(...requestTo(r.endpoint), (b) => b.headers(asCustomer).jsonBody({ id: deal.uuid }))
        .willRespondWith(r.status, (b) => b.jsonBody(r.body)),
      async () => {
        const err = await failure(r.run())
        expect(err.status).toBe(r.status)
        if (r.shows !== undefined) expect(err.serverText).toBe(r.shows)
      },
      { token: customer.token },
    ),
  )
}

/** A customers-only call for the refusal tests: its path, its JSON body if it has one, and the client function that sends it. */
type CustomerCall = {
  /** Its method and path (contracts/consumer/pact.ts requestTo). */
  request: ReturnType<typeof requestTo>
  body?: Record<string, unknown>
  run: () => Promise<unknown>
}

/**
 * The two refusals every customers-only call makes, one interaction each: a guest (no token) gets a 401, which the
 * client reports through onUnauthorized (sign-in again), and a vendor's token gets a 403 (spec 2 §7).
 */
function refusesGuestsAndVendors(call: CustomerCall, descriptions: { guest: string; vendor: string }) {
  it(`${call.request.join(' ')} without a token is a 401`, async () => {
    const onUnauthorized = vi.fn()
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, customer)
        .uponReceiving(descriptions.guest)
        .withRequest(...call.request, (b) => {
          b.headers(requestHeaders)
          if (call.body) b.jsonBody(call.body)
        })
        .willRespondWith(401, (b) => b.jsonBody({ message: like('Unauthenticated.') })),
      async () => {
        const err = await failure(call.run())
        expect(err.status).toBe(401)
        expect(onUnauthorized).toHaveBeenCalledTimes(1)
      },
      { token: null, hooks: { onUnauthorized } },
    )
  })

  it(`${call.request.join(' ')} with a vendor token is a 403`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, customer)
        .uponReceiving(descriptions.vendor)
        .withRequest(...call.request, (b) => {
          b.headers(asVendor)
          if (call.body) b.jsonBody(call.body)
        })
        .willRespondWith(403, (b) => b.jsonBody(messageBody('This action is unauthorized.'))),
      async () => {
        const err = await failure(call.run())
        expect(err.status).toBe(403)
      },
      { token: customer.vendorToken },
    ))
}

describe('wishlist', () => {
  it('POST customer/add-to-wishlist adds the deal', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, customer)
        .uponReceiving('a customer adding a deal to the wishlist')
        .withRequest(...requestTo(ENDPOINTS['POST customer/add-to-wishlist']), (b) =>
          b.headers(asCustomer).jsonBody({ id: deal.uuid }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: boolean(true),
            message: string('Item has been added to your wishlist'),
            is_wishlist: equal(1),
          }),
        ),
      async () => {
        const res = await addToWishlist(deal.uuid)
        expect(res.is_wishlist).toBe(1)
        expect(res.message).toBe('Item has been added to your wishlist')
      },
      { token: customer.token },
    ))

  refusesCartChange({
    name: 'POST customer/add-to-wishlist for a deal already there is a 409 with msg',
    state: STATES.customerKeepsDeal,
    description: 'a customer adding a deal that is already in the wishlist',
    endpoint: ENDPOINTS['POST customer/add-to-wishlist'],
    run: () => addToWishlist(deal.uuid),
    status: 409,
    body: conflict('This deal is already in your wishlist.'),
    shows: 'This deal is already in your wishlist.',
  })

  refusesGuestsAndVendors(
    {
      request: requestTo(ENDPOINTS['POST customer/add-to-wishlist']),
      body: { id: deal.uuid },
      run: () => addToWishlist(deal.uuid),
    },
    { guest: 'a guest adding a deal to the wishlist', vendor: 'a vendor adding a deal to a wishlist' },
  )

  it('POST customer/remove-from-wishlist removes the deal', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerKeepsDeal, customer)
        .uponReceiving('a customer removing a deal from the wishlist')
        .withRequest(...requestTo(ENDPOINTS['POST customer/remove-from-wishlist']), (b) =>
          b.headers(asCustomer).jsonBody({ id: deal.uuid }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: boolean(true),
            message: string('This deal is removed from your wishlist'),
            is_wishlist: equal(0),
          }),
        ),
      async () => {
        const res = await removeFromWishlist(deal.uuid)
        expect(res.is_wishlist).toBe(0)
      },
      { token: customer.token },
    ))

  refusesCartChange({
    name: 'POST customer/remove-from-wishlist for a deal not in the wishlist is a 404',
    state: STATES.customerSeesDeal,
    description: 'a customer removing a deal that is not in the wishlist',
    endpoint: ENDPOINTS['POST customer/remove-from-wishlist'],
    run: () => removeFromWishlist(deal.uuid),
    status: 404,
    body: messageBody('This deal is not in your wishlist.'),
  })
})

describe('My Deals', () => {
  it('POST customer/add-to-paynow adds the deal to My Deals', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, customer)
        .uponReceiving('a customer adding a deal to My Deals')
        .withRequest(...requestTo(ENDPOINTS['POST customer/add-to-paynow']), (b) =>
          b.headers(asCustomer).jsonBody({ id: deal.uuid }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ success: boolean(true), message: string('Item has been added to your deal') }),
        ),
      async () => {
        const res = await addToMyDeals(deal.uuid)
        expect(res.success).toBe(true)
      },
      { token: customer.token },
    ))

  refusesCartChange({
    name: 'POST customer/add-to-paynow for a deal already there is a 409 with msg',
    state: STATES.customerKeepsDeal,
    description: 'a customer adding a deal that is already in My Deals',
    endpoint: ENDPOINTS['POST customer/add-to-paynow'],
    run: () => addToMyDeals(deal.uuid),
    status: 409,
    body: conflict('This deal is already in your deals.'),
    shows: 'This deal is already in your deals.',
  })

  it('POST customer/remove-from-paynow removes the deal from My Deals', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerKeepsDeal, customer)
        .uponReceiving('a customer removing a deal from My Deals')
        .withRequest(...requestTo(ENDPOINTS['POST customer/remove-from-paynow']), (b) =>
          b.headers(asCustomer).jsonBody({ id: deal.uuid }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ success: boolean(true), message: string('This deal is removed from your deal list') }),
        ),
      async () => {
        const res = await removeFromMyDeals(deal.uuid)
        expect(res.success).toBe(true)
      },
      { token: customer.token },
    ))

  refusesCartChange({
    name: 'POST customer/add-to-paynow for a deal that is no longer active is a 409 with msg',
    state: STATES.customerSeesExpiredDeal,
    description: 'a customer adding an expired deal to My Deals',
    endpoint: ENDPOINTS['POST customer/add-to-paynow'],
    run: () => addToMyDeals(deal.uuid),
    status: 409,
    body: exactConflict('This deal is not active.'),
    shows: 'This deal is not active.',
  })

  refusesCartChange({
    name: 'POST customer/add-to-paynow for a deal that is out of stock is a 409 with msg',
    state: STATES.customerSeesSoldOutDeal,
    description: 'a customer adding an out-of-stock deal to My Deals',
    endpoint: ENDPOINTS['POST customer/add-to-paynow'],
    run: () => addToMyDeals(deal.uuid),
    status: 409,
    body: exactConflict('Deal is out of stock'),
    shows: 'Deal is out of stock',
  })

  refusesGuestsAndVendors(
    {
      request: requestTo(ENDPOINTS['POST customer/add-to-paynow']),
      body: { id: deal.uuid },
      run: () => addToMyDeals(deal.uuid),
    },
    { guest: 'a guest adding a deal to My Deals', vendor: 'a vendor adding a deal to My Deals' },
  )

  refusesCartChange({
    name: 'POST customer/remove-from-paynow for a deal not in My Deals is a 404',
    state: STATES.customerSeesDeal,
    description: 'a customer removing a deal that is not in My Deals',
    endpoint: ENDPOINTS['POST customer/remove-from-paynow'],
    run: () => removeFromMyDeals(deal.uuid),
    status: 404,
    body: messageBody('This deal is not in your deals.'),
  })
})

describe('customer/my-wishlist', () => {
  const entry = (cartType: 0 | 1) => ({
    id: integer(1),
    cart_type: equal(cartType),
    created_at: isoInstant('2026-01-15T10:00:00.000Z'),
    deal: keptDealBody,
  })

  for (const [cartType, list] of [
    [0, 'wishlist'],
    [1, 'My Deals'],
  ] as const) {
    it(`lists the customer's ${list} (cart_type ${cartType})`, () =>
      runWithClient(
        pact
          .addInteraction()
          .given(STATES.customerKeepsDeal, customer)
          .uponReceiving(`a request for the customer's ${list}`)
          .withRequest(...requestTo(ENDPOINTS['POST customer/my-wishlist']), (b) =>
            b.headers(asCustomer).jsonBody({ cart_type: cartType }),
          )
          .willRespondWith(200, (b) => b.jsonBody({ my_deals: eachLike(entry(cartType)) })),
        async () => {
          const res = await myList(cartType)
          expect(res.my_deals[0]!.cart_type).toBe(cartType)
          expect(res.my_deals[0]!.deal.uuid).toBe(deal.uuid)
          expect(res.my_deals[0]!.deal.vendor.organization).toBe('Chai Point Koramangala')
        },
        { token: customer.token },
      ))
  }

  // Each screen words the warning its own way, and shows the server's text as it is: both are pinned exactly.
  for (const [cartType, list, warning] of [
    [1, 'My Deals', 'Not Allowed: Email or Phone is not verified, please verify first.'],
    [0, 'the wishlist', 'Not Allowed, Email or Phone is not verified, please verify first.'],
  ] as const) {
    it(`is a 403 with its own warning for ${list} (cart_type ${cartType}) when the customer's phone is not verified`, () =>
      runWithClient(
        pact
          .addInteraction()
          .given(STATES.unverifiedCustomerSignedIn, { token: PACT_VALUES.unverifiedCustomerToken })
          .uponReceiving(`an unverified customer asking for ${list}`)
          .withRequest(...requestTo(ENDPOINTS['POST customer/my-wishlist']), (b) =>
            b
              .headers({ ...requestHeaders, Authorization: bearer(PACT_VALUES.unverifiedCustomerToken) })
              .jsonBody({ cart_type: cartType }),
          )
          .willRespondWith(403, (b) => b.jsonBody({ message: equal(warning) })),
        async () => {
          const err = await failure(myList(cartType))
          expect(err.status).toBe(403)
          expect(err.message).toBe(warning)
        },
        { token: PACT_VALUES.unverifiedCustomerToken },
      ))
  }

  refusesGuestsAndVendors(
    { request: requestTo(ENDPOINTS['POST customer/my-wishlist']), body: { cart_type: 1 }, run: () => myList(1) },
    { guest: 'a guest asking for My Deals', vendor: 'a vendor asking for My Deals' },
  )
})

describe('customer/customer-dashboard', () => {
  it("lists the customer's deals by status, with distances from the location headers", () => {
    const dashboardDeal = (status: number) => ({ ...keptDealBody, deal_status: integer(status), distance: number(1.8) })
    return runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerKeepsDeal, customer)
        .uponReceiving("a request for the customer's dashboard")
        .withRequest(...requestTo(ENDPOINTS['GET customer/customer-dashboard']), (b) => b.headers(withLocation))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            all_deals: eachLike(dashboardDeal(1)),
            active_deals: eachLike(dashboardDeal(1)),
            pending_deals: eachLike(dashboardDeal(2)),
            expire_deals: eachLike(dashboardDeal(3)),
          }),
        ),
      async () => {
        const res = await customerDashboard()
        expect(res.active_deals[0]!.uuid).toBe(deal.uuid)
        expect(res.pending_deals[0]!.deal_status).toBe(2)
        expect(res.expire_deals[0]!.deal_status).toBe(3)
        expect(res.all_deals[0]!.distance).toBe(1.8)
      },
      { token: customer.token },
    )
  })
})

describe('customer/check-deal', () => {
  it('counts the deal the customer holds, and whether they reported it', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerKeepsDeal, customer)
        .uponReceiving('a check of a deal the customer keeps in My Deals')
        .withRequest(...requestTo(ENDPOINTS['POST customer/check-deal/{id}'], { id: deal.uuid }), (b) =>
          b.headers(asCustomer),
        )
        .willRespondWith(200, (b) => b.jsonBody({ deal_counts: integer(1), is_reported: equal(0) })),
      async () => {
        const res = await checkDeal(deal.uuid)
        expect(res).toEqual({ deal_counts: 1, is_reported: 0 })
      },
      { token: customer.token },
    ))

  it('says when the customer has already reported the deal', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerReportedDeal, customer)
        .uponReceiving('a check of a deal the customer has reported')
        .withRequest(...requestTo(ENDPOINTS['POST customer/check-deal/{id}'], { id: deal.uuid }), (b) =>
          b.headers(asCustomer),
        )
        .willRespondWith(200, (b) => b.jsonBody({ deal_counts: integer(1), is_reported: equal(1) })),
      async () => {
        const res = await checkDeal(deal.uuid)
        expect(res.is_reported).toBe(1)
      },
      { token: customer.token },
    ))

  refusesGuestsAndVendors(
    {
      request: requestTo(ENDPOINTS['POST customer/check-deal/{id}'], { id: deal.uuid }),
      run: () => checkDeal(deal.uuid),
    },
    { guest: 'a guest checking a deal', vendor: 'a vendor checking a deal' },
  )
})

describe('customer/add-rating-review', () => {
  const review = { title: 'Lovely chai', rating: 5 as const, review_text: 'Warm, quick and friendly.', id: deal.uuid }

  it('takes the review, to be approved', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, customer)
        .uponReceiving('a customer reviewing a deal')
        .withRequest(...requestTo(ENDPOINTS['POST customer/add-rating-review']), (b) =>
          b.headers(asCustomer).jsonBody(review),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: boolean(true),
            message: string('Your review successfully submitted.This will affect with in a day.'),
          }),
        ),
      async () => {
        const res = await addRatingReview(review)
        expect(res.success).toBe(true)
      },
      { token: customer.token },
    ))

  it('answers 422 with the field errors the form shows under title and review_text', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, customer)
        .uponReceiving('a customer reviewing a deal without a title and text')
        .withRequest(...requestTo(ENDPOINTS['POST customer/add-rating-review']), (b) =>
          b.headers(asCustomer).jsonBody({ ...review, title: '', review_text: '' }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody({
            ...validationErrorBody('title', 'The title field is required.'),
            errors: {
              title: eachLike('The title field is required.'),
              review_text: eachLike('The review text field is required.'),
            },
          }),
        ),
      async () => {
        const err = await failure(addRatingReview({ ...review, title: '', review_text: '' }))
        expect(err.status).toBe(422)
        expect(err.field('title')).toBe('The title field is required.')
        expect(err.field('review_text')).toBe('The review text field is required.')
      },
      { token: customer.token },
    ))

  it('refuses a second review of the same deal with a 409 msg', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerReviewedDeal, customer)
        .uponReceiving('a customer reviewing a deal they have already reviewed')
        .withRequest(...requestTo(ENDPOINTS['POST customer/add-rating-review']), (b) =>
          b.headers(asCustomer).jsonBody(review),
        )
        .willRespondWith(409, (b) => b.jsonBody(conflict('You have already reviewed this deal.'))),
      async () => {
        const err = await failure(addRatingReview(review))
        expect(err.status).toBe(409)
        // Shown as a Warning (spec 2 §8).
        expect(err.serverText).toBe('You have already reviewed this deal.')
      },
      { token: customer.token },
    ))

  refusesGuestsAndVendors(
    {
      request: requestTo(ENDPOINTS['POST customer/add-rating-review']),
      body: review,
      run: () => addRatingReview(review),
    },
    { guest: 'a guest reviewing a deal', vendor: 'a vendor reviewing a deal' },
  )
})

describe('customer/save-deal-reporting', () => {
  const report = {
    title: 'Wrong price',
    description: 'The outlet charged more than the deal price.',
    deal_id: deal.id,
    vendor_id: deal.vendorId,
  }

  it('takes the report of a deal the customer holds', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerKeepsDeal, customer)
        .uponReceiving('a customer reporting a deal they hold as wrong')
        .withRequest(...requestTo(ENDPOINTS['POST customer/save-deal-reporting']), (b) =>
          b.headers(asCustomer).jsonBody(report),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ success: boolean(true), message: string('Deal has been reported wrong.') }),
        ),
      async () => {
        const res = await reportDeal(report)
        expect(res.message).toBe('Deal has been reported wrong.')
      },
      { token: customer.token },
    ))

  it('refuses a deal the customer has no deal count for with a 403', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, customer)
        .uponReceiving('a customer reporting a deal they do not hold')
        .withRequest(...requestTo(ENDPOINTS['POST customer/save-deal-reporting']), (b) =>
          b.headers(asCustomer).jsonBody(report),
        )
        .willRespondWith(403, (b) => b.jsonBody(messageBody('You can report only a deal you have in your deals.'))),
      async () => {
        const err = await failure(reportDeal(report))
        expect(err.status).toBe(403)
      },
      { token: customer.token },
    ))

  it('refuses a second report of the same deal with a 409 msg', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerReportedDeal, customer)
        .uponReceiving('a customer reporting a deal they have already reported')
        .withRequest(...requestTo(ENDPOINTS['POST customer/save-deal-reporting']), (b) =>
          b.headers(asCustomer).jsonBody(report),
        )
        .willRespondWith(409, (b) => b.jsonBody(conflict('You have already reported this deal.'))),
      async () => {
        const err = await failure(reportDeal(report))
        expect(err.status).toBe(409)
        expect(err.serverText).toBe('You have already reported this deal.')
      },
      { token: customer.token },
    ))

  it('answers 422 on title and description when they are blank', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerKeepsDeal, customer)
        .uponReceiving('a customer reporting a deal without a title and description')
        .withRequest(...requestTo(ENDPOINTS['POST customer/save-deal-reporting']), (b) =>
          b.headers(asCustomer).jsonBody({ ...report, title: '', description: '' }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody({
            message: string('The title field is required. (and 1 more error)'),
            errors: {
              title: eachLike('The title field is required.'),
              description: eachLike('The description field is required.'),
            },
          }),
        ),
      async () => {
        const err = await failure(reportDeal({ ...report, title: '', description: '' }))
        expect(err.field('title')).toBe('The title field is required.')
        expect(err.field('description')).toBe('The description field is required.')
      },
      { token: customer.token },
    ))
})

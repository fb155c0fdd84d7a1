import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  categoryDeals,
  dealDetail,
  keywordDeals,
  menuCategory,
  productDeals,
  vendorDealDetail,
  vendorDeals,
} from '../../src/api/deals'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asCustomer,
  bearer,
  createPact,
  day,
  failure,
  messageBody,
  requestHeaders,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { arrayContaining, atLeastLike, eachLike, equal, integer, like, nullValue, number, regex, string } = MatchersV3

const pact = createPact()

/**
 * Spec 2 §7, deal discovery: the home's menu-category, the listings by category (and open deals), keyword, product and
 * vendor, and the deal details (public, and a vendor's own). Every call carries the location headers; distances are
 * measured from them. Visitors call them without a token.
 */

/** Koramangala, Bengaluru: the listed deal's outlet, so its distance is about 0 km. */
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 }
const locationHeaders = {
  ...requestHeaders,
  latitude: regex(/^-?\d{1,2}(\.\d+)?$/, String(KORAMANGALA.latitude)),
  longitude: regex(/^-?\d{1,3}(\.\d+)?$/, String(KORAMANGALA.longitude)),
}
const hooks = { location: () => KORAMANGALA }

/** A deal as cards show it (src/api/schemas/deals.ts listingDeal). */
const listingDealBody = (sample: {
  id: number
  uuid: string
  name: string
  deal_price: number
  discount: number
  is_open_deal?: 0 | 1
}) => ({
  id: integer(sample.id),
  uuid: string(sample.uuid),
  name: string(sample.name),
  description: string('<p>Two cups of masala chai with bun maska.</p>'),
  small_image: { path: string('/img/deals/cafes-1-small.svg') },
  banner_image: { path: string('/img/deals/cafes-1-banner.svg') },
  average_rating: number(5),
  reviews_count: integer(1),
  discount: number(sample.discount),
  final_discount: number(sample.discount * 0.8),
  deal_price: number(sample.deal_price),
  distance: number(0),
  is_wishlist: integer(0),
  deal_status: integer(1),
  active: integer(1),
  deal_available: integer(25),
  is_paylater: integer(0),
  is_open_deal: sample.is_open_deal === undefined ? integer(0) : equal(sample.is_open_deal),
  vendor: { id: integer(101), uuid: string(PACT_VALUES.vendorUuid), organization: string('Chai Point Koramangala') },
  from_date: day('2026-10-22'),
  end_date: day('2027-05-20'),
})

const listed = {
  id: 95_001,
  uuid: PACT_VALUES.listedDealUuid,
  name: 'Masala Chai and Bun Maska for Two',
  deal_price: 149,
  discount: 20,
}

/** The deal page's fields on top of the card's (dealDetail). The listed deal is not an open deal: no tiers. */
const dealDetailBody = (sample: typeof listed, status = 1) => ({
  ...listingDealBody(sample),
  deal_status: integer(status),
  terms_conditions: string('<ul><li>Valid at the Koramangala outlet.</li></ul>'),
  address: { address: string('80 Feet Road, Koramangala 4th Block') },
  days: eachLike(1),
  deal_categories: eachLike({ id: integer(2), name: string('Cafes') }),
  keywords: eachLike({ id: integer(1), name: string('Student Special') }),
  product: { uuid: string(PACT_VALUES.listedProductUuid), name: string('Masala Chai') },
  hp_for_customer: number(12),
  deal_criteria: [],
  recent_reviews: eachLike({
    uuid: string('dea1c0de-0000-4000-8000-0000000e0001'),
    title: string('Best chai near campus'),
    rating: integer(5),
    review_text: string('Strong, sweet and served fast.'),
    created_at: regex(/^\d{4}-\d{2}-\d{2}T.*$/, '2026-11-19T10:00:00.000Z'),
    customer: { full_name: string('Aarav Patel'), media: nullValue() },
  }),
})

const detailAnswer = (deal: Record<string, unknown>) => ({
  deal,
  payment_type: eachLike({ id: integer(6), name: string('UPI') }),
  deal_status: eachLike({ id: integer(1), name: string('Active') }),
  default_hola_category: {
    id: integer(1),
    uuid: string('5b0a6c1e-0001-4d7a-9a51-1a2b3c4d5e01'),
    name: string('Silver'),
    hola_category_margin: eachLike({
      payment_method_type: integer(6),
      hola_to_currency: number(1),
      gross_margin: number(20),
      gst: number(18),
    }),
  },
})

const filter = { sortBy: 'distance', order: 'asc', city_id: 1, wishlist_customer_id: null } as const

/** The signed-in customer persona: the bearer token and the `wishlist_customer_id` the client sends for them. */
const asCustomerWithLocation = { ...locationHeaders, Authorization: asCustomer.Authorization }
const customerFilter = { ...filter, wishlist_customer_id: PACT_VALUES.customerId } as const
/** The params of the customer-deal states (contracts/states.ts), as contracts/consumer/customer-deals.pact.test.ts sends them. */
const customer = {
  token: PACT_VALUES.customerToken,
  vendorToken: PACT_VALUES.vendorToken,
  deal: PACT_VALUES.dealUuid,
  dealId: PACT_VALUES.dealId,
  vendorId: PACT_VALUES.vendorId,
}
const customerDeal = {
  id: PACT_VALUES.dealId,
  uuid: PACT_VALUES.dealUuid,
  name: 'Masala Chai and Bun Maska for Two',
  deal_price: 149,
  discount: 20,
}

/**
 * The deal page of the customer-deal states' deal, its case pinned by `pinned` (e.g. deal_status exactly 3).
 * Its categories, keywords and reviews may be any number (none on the mock); it has no product and no amount tiers.
 */
const customerDealDetailBody = (pinned: Record<string, unknown>) => ({
  ...listingDealBody(customerDeal),
  terms_conditions: string('<ul><li>Valid at the Koramangala outlet.</li></ul>'),
  address: { address: string('80 Feet Road, Koramangala 4th Block') },
  days: eachLike(1),
  deal_categories: atLeastLike({ id: integer(2), name: string('Cafes') }, 0, 1),
  keywords: atLeastLike({ id: integer(1), name: string('Student Special') }, 0, 1),
  product: nullValue(),
  hp_for_customer: number(12),
  deal_criteria: [],
  recent_reviews: atLeastLike(
    {
      uuid: string('a5e1d7c0-0000-4000-8000-0000000e0001'),
      title: string('Best chai near campus'),
      rating: integer(5),
      review_text: string('Strong, sweet and served fast.'),
      created_at: regex(/^\d{4}-\d{2}-\d{2}T.*$/, '2026-11-19T10:00:00.000Z'),
      customer: { full_name: string('Aarav Patel'), media: nullValue() },
    },
    0,
    1,
  ),
  ...pinned,
})

describe('deal discovery contract', () => {
  it('POST menu-category gives the home carousels', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the home carousels in Bengaluru')
        .withRequest(...requestTo(ENDPOINTS['POST menu-category']), (b) =>
          b.headers(locationHeaders).jsonBody({ wishlist_customer_id: null, city_id: integer(1) }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            top_menu_cateogry: eachLike({
              id: integer(2),
              uuid: string('ca7e0000-0000-4000-8000-000000000002'),
              name: string('Cafes'),
              image: string('/img/categories/cafes.svg'),
              deals: eachLike(listingDealBody(listed)),
            }),
            slider_category: eachLike({
              id: integer(2),
              uuid: string('ca7e0000-0000-4000-8000-000000000002'),
              name: string('Cafes'),
              image: string('/img/categories/cafes.svg'),
            }),
            featured_vendor: eachLike(listingDealBody(listed)),
          }),
        ),
      async () => {
        const res = await menuCategory({ wishlist_customer_id: null, city_id: 1 })
        expect(res.top_menu_cateogry[0]!.name).toBe('Cafes')
        expect(res.top_menu_cateogry[0]!.deals[0]!.uuid).toBe(PACT_VALUES.listedDealUuid)
        expect(res.featured_vendor[0]!.final_discount).toBe(16)
      },
      { hooks },
    ))

  it('POST category-deal lists a category nearest first', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the deals of the category cafes, nearest first')
        .withRequest(...requestTo(ENDPOINTS['POST category-deal']), (b) =>
          b.headers(locationHeaders).jsonBody({ ...filter, city_id: integer(1), id: 'cafes' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ deals: eachLike(listingDealBody(listed)), category_deals: { name: string('Cafes') } }),
        ),
      async () => {
        const res = await categoryDeals({ ...filter, id: 'cafes' })
        expect(res.category_deals.name).toBe('Cafes')
        expect(res.deals[0]).toMatchObject({
          uuid: PACT_VALUES.listedDealUuid,
          distance: 0,
          vendor: { organization: 'Chai Point Koramangala' },
        })
      },
      { hooks },
    ))

  it('POST category-deal for a signed-in customer flags the deal in their wishlist', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerWishesListedDeal, {
          token: PACT_VALUES.customerToken,
          deal: PACT_VALUES.listedDealUuid,
          category: 'cafes',
        })
        .uponReceiving("a customer's request for the deals of the category cafes, one of them in the wishlist")
        .withRequest(...requestTo(ENDPOINTS['POST category-deal']), (b) =>
          b.headers(asCustomerWithLocation).jsonBody({
            ...filter,
            city_id: integer(1),
            wishlist_customer_id: integer(PACT_VALUES.customerId),
            id: 'cafes',
          }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            // The kept deal is among them with is_wishlist exactly 1 (the card's filled heart); the others are not described.
            deals: arrayContaining({
              ...listingDealBody(listed),
              uuid: equal(PACT_VALUES.listedDealUuid),
              is_wishlist: equal(1),
            }),
            category_deals: { name: string('Cafes') },
          }),
        ),
      async () => {
        const res = await categoryDeals({ ...customerFilter, id: 'cafes' })
        expect(res.deals.find((d) => d.uuid === PACT_VALUES.listedDealUuid)?.is_wishlist).toBe(1)
      },
      { token: PACT_VALUES.customerToken, hooks },
    ))

  it('POST category-deal with id opendeal lists open deals only', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the open deals by price')
        .withRequest(...requestTo(ENDPOINTS['POST category-deal']), (b) =>
          b.headers(locationHeaders).jsonBody({
            sortBy: 'deal_price',
            order: 'asc',
            city_id: null,
            wishlist_customer_id: null,
            id: 'opendeal',
          }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            deals: eachLike(
              listingDealBody({
                id: 95_002,
                uuid: PACT_VALUES.openDealUuid,
                name: 'Stationery Spend and Save',
                deal_price: 500,
                discount: 5,
                is_open_deal: 1,
              }),
            ),
            category_deals: { name: equal('Open Deal') },
          }),
        ),
      async () => {
        const res = await categoryDeals({
          sortBy: 'deal_price',
          order: 'asc',
          city_id: null,
          wishlist_customer_id: null,
          id: 'opendeal',
        })
        expect(res.category_deals.name).toBe('Open Deal')
        expect(res.deals.every((d) => d.is_open_deal === 1)).toBe(true)
      },
      { hooks },
    ))

  it('POST category-deal with an unknown category is a 404', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the deals of an unknown category')
        .withRequest(...requestTo(ENDPOINTS['POST category-deal']), (b) =>
          b.headers(locationHeaders).jsonBody({ ...filter, city_id: integer(1), id: 'no-such-category' }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Category not found.'))),
      async () => {
        const err = await failure(categoryDeals({ ...filter, id: 'no-such-category' }))
        expect(err.status).toBe(404)
        expect(err.message).toBe('Category not found.')
      },
      { hooks },
    ))

  it('POST category-deal with a malformed body is a 422 with field errors', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for category deals without a category')
        .withRequest(...requestTo(ENDPOINTS['POST category-deal']), (b) =>
          b.headers(locationHeaders).jsonBody({ ...filter, city_id: integer(1), id: '' }),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('id', 'The id field is required.'))),
      async () => {
        const err = await failure(categoryDeals({ ...filter, id: '' }))
        expect(err.status).toBe(422)
        expect(err.field('id')).toBe('The id field is required.')
      },
      { hooks },
    ))

  it('POST keyword-deal lists the deals of a keyword', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the deals of the keyword Student Special')
        .withRequest(...requestTo(ENDPOINTS['POST keyword-deal']), (b) =>
          b.headers(locationHeaders).jsonBody({ ...filter, city_id: integer(1), name: 'Student Special' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            deals: eachLike(listingDealBody(listed)),
            keyword_deals: { id: integer(1), name: string('Student Special') },
          }),
        ),
      async () => {
        const res = await keywordDeals({ ...filter, name: 'Student Special' })
        expect(res.keyword_deals.name).toBe('Student Special')
        expect(res.deals.length).toBeGreaterThan(0)
      },
      { hooks },
    ))

  it('POST keyword-deal with an unknown keyword is a 404', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the deals of an unknown keyword')
        .withRequest(...requestTo(ENDPOINTS['POST keyword-deal']), (b) =>
          b.headers(locationHeaders).jsonBody({ ...filter, city_id: integer(1), name: 'no such keyword' }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Keyword not found.'))),
      async () => {
        expect((await failure(keywordDeals({ ...filter, name: 'no such keyword' }))).status).toBe(404)
      },
      { hooks },
    ))

  it('POST product-deal lists the deals of a product', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the deals of a product')
        .withRequest(...requestTo(ENDPOINTS['POST product-deal']), (b) =>
          b.headers(locationHeaders).jsonBody({ ...filter, city_id: integer(1), id: PACT_VALUES.listedProductUuid }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            deals: eachLike(listingDealBody(listed)),
            product_deals: { uuid: string(PACT_VALUES.listedProductUuid), name: string('Masala Chai') },
          }),
        ),
      async () => {
        const res = await productDeals({ ...filter, id: PACT_VALUES.listedProductUuid })
        expect(res.product_deals.name).toBe('Masala Chai')
        expect(res.deals[0]!.uuid).toBe(PACT_VALUES.listedDealUuid)
      },
      { hooks },
    ))

  it('POST product-deal with an unknown product is a 404', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the deals of an unknown product')
        .withRequest(...requestTo(ENDPOINTS['POST product-deal']), (b) =>
          b
            .headers(locationHeaders)
            .jsonBody({ ...filter, city_id: integer(1), id: '00000000-0000-4000-8000-000000000000' }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Product not found.'))),
      async () => {
        expect((await failure(productDeals({ ...filter, id: '00000000-0000-4000-8000-000000000000' }))).status).toBe(
          404,
        )
      },
      { hooks },
    ))

  it('POST vendor-deal lists the deals of a vendor under its outlet name', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the deals of a vendor')
        .withRequest(...requestTo(ENDPOINTS['POST vendor-deal']), (b) =>
          b.headers(locationHeaders).jsonBody({ ...filter, city_id: integer(1), id: PACT_VALUES.vendorUuid }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            deals: eachLike(listingDealBody(listed)),
            vendor_deals: { deals: { name: string('Chai Point Koramangala') } },
          }),
        ),
      async () => {
        const res = await vendorDeals({ ...filter, id: PACT_VALUES.vendorUuid })
        expect(res.vendor_deals.deals.name).toBe('Chai Point Koramangala')
        expect(res.deals[0]!.vendor.uuid).toBe(PACT_VALUES.vendorUuid)
      },
      { hooks },
    ))

  it('POST vendor-deal with an unknown vendor is a 404', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the deals of an unknown vendor')
        .withRequest(...requestTo(ENDPOINTS['POST vendor-deal']), (b) =>
          b
            .headers(locationHeaders)
            .jsonBody({ ...filter, city_id: integer(1), id: '00000000-0000-4000-8000-000000000000' }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Vendor not found.'))),
      async () => {
        expect((await failure(vendorDeals({ ...filter, id: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404)
      },
      { hooks },
    ))

  it('POST deal-detail gives the deal page', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the details of an active deal')
        .withRequest(...requestTo(ENDPOINTS['POST deal-detail']), (b) =>
          b.headers(locationHeaders).jsonBody({ id: PACT_VALUES.listedDealUuid, wishlist_customer_id: null }),
        )
        .willRespondWith(200, (b) => b.jsonBody(detailAnswer(dealDetailBody(listed)))),
      async () => {
        const res = await dealDetail({ id: PACT_VALUES.listedDealUuid, wishlist_customer_id: null })
        expect(res.deal).toMatchObject({
          uuid: PACT_VALUES.listedDealUuid,
          product: { name: 'Masala Chai' },
          deal_criteria: [],
        })
        expect(res.deal.keywords[0]!.name).toBe('Student Special')
        expect(res.deal.recent_reviews[0]!.customer.media).toBeNull()
        expect(res.default_hola_category?.name).toBe('Silver')
      },
      { hooks },
    ))

  it('POST deal-detail of an expired deal answers it with deal_status 3 (the page says it has expired)', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesExpiredDeal, customer)
        .uponReceiving("a customer's request for the details of an expired deal")
        .withRequest(...requestTo(ENDPOINTS['POST deal-detail']), (b) =>
          b
            .headers(asCustomerWithLocation)
            .jsonBody({ id: PACT_VALUES.dealUuid, wishlist_customer_id: integer(PACT_VALUES.customerId) }),
        )
        .willRespondWith(200, (b) => b.jsonBody(detailAnswer(customerDealDetailBody({ deal_status: equal(3) })))),
      async () => {
        const res = await dealDetail({ id: PACT_VALUES.dealUuid, wishlist_customer_id: PACT_VALUES.customerId })
        expect(res.deal.uuid).toBe(PACT_VALUES.dealUuid)
        // deal-screen.tsx shows 'This deal is expired' for status 3.
        expect(res.deal.deal_status).toBe(3)
      },
      { token: PACT_VALUES.customerToken, hooks },
    ))

  it('POST deal-detail of an out-of-stock deal answers it, active with none left (the page says it is out of stock)', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesSoldOutDeal, customer)
        .uponReceiving("a customer's request for the details of an active deal that is out of stock")
        .withRequest(...requestTo(ENDPOINTS['POST deal-detail']), (b) =>
          b
            .headers(asCustomerWithLocation)
            .jsonBody({ id: PACT_VALUES.dealUuid, wishlist_customer_id: integer(PACT_VALUES.customerId) }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(detailAnswer(customerDealDetailBody({ deal_status: equal(1), deal_available: equal(0) }))),
        ),
      async () => {
        const res = await dealDetail({ id: PACT_VALUES.dealUuid, wishlist_customer_id: PACT_VALUES.customerId })
        // deal-screen.tsx shows 'Deal is out of stock' (and moves on) for an active deal with deal_available <= 0.
        expect(res.deal).toMatchObject({ uuid: PACT_VALUES.dealUuid, deal_status: 1, deal_available: 0 })
      },
      { token: PACT_VALUES.customerToken, hooks },
    ))

  it('POST deal-detail of an unknown deal is a 404', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueListsDeal)
        .uponReceiving('a request for the details of an unknown deal')
        .withRequest(...requestTo(ENDPOINTS['POST deal-detail']), (b) =>
          b
            .headers(locationHeaders)
            .jsonBody({ id: '00000000-0000-4000-8000-000000000000', wishlist_customer_id: null }),
        )
        .willRespondWith(404, (b) => b.jsonBody({ message: like('Deal details not found.') })),
      async () => {
        const err = await failure(
          dealDetail({ id: '00000000-0000-4000-8000-000000000000', wishlist_customer_id: null }),
        )
        expect(err.status).toBe(404)
      },
      { hooks },
    ))

  it('POST vendor-deal-detail shows the vendor its own deal waiting for approval', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorHasPendingDeal, { token: PACT_VALUES.vendorToken })
        .uponReceiving("the vendor's request for its own pending deal")
        .withRequest(...requestTo(ENDPOINTS['POST vendor-deal-detail']), (b) =>
          b
            .headers({ ...locationHeaders, Authorization: bearer(PACT_VALUES.vendorToken) })
            .jsonBody({ id: PACT_VALUES.pendingDealUuid, wishlist_customer_id: null }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(
            detailAnswer({
              ...listingDealBody({
                id: 95_003,
                uuid: PACT_VALUES.pendingDealUuid,
                name: 'Iced Tea Happy Hours',
                deal_price: 149,
                discount: 20,
              }),
              deal_status: equal(2),
              terms_conditions: string('<ul><li>Valid at the Koramangala outlet.</li></ul>'),
              address: { address: string('80 Feet Road, Koramangala 4th Block') },
              days: eachLike(1),
              deal_categories: [],
              keywords: [],
              product: nullValue(),
              hp_for_customer: number(12),
              deal_criteria: [],
              recent_reviews: [],
            }),
          ),
        ),
      async () => {
        const res = await vendorDealDetail({ id: PACT_VALUES.pendingDealUuid, wishlist_customer_id: null })
        expect(res.deal.deal_status).toBe(2)
        expect(res.deal_status[0]).toEqual({ id: 1, name: 'Active' })
      },
      { token: PACT_VALUES.vendorToken, hooks },
    ))

  it("POST vendor-deal-detail of another vendor's deal is a 403", () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorHasPendingDeal, { token: PACT_VALUES.vendorToken })
        .uponReceiving("the vendor's request for another vendor's deal")
        .withRequest(...requestTo(ENDPOINTS['POST vendor-deal-detail']), (b) =>
          b
            .headers({ ...locationHeaders, Authorization: bearer(PACT_VALUES.vendorToken) })
            .jsonBody({ id: PACT_VALUES.otherVendorDealUuid, wishlist_customer_id: null }),
        )
        .willRespondWith(403, (b) => b.jsonBody(messageBody('You can only view your own deals.'))),
      async () => {
        const err = await failure(vendorDealDetail({ id: PACT_VALUES.otherVendorDealUuid, wishlist_customer_id: null }))
        expect(err.status).toBe(403)
      },
      { token: PACT_VALUES.vendorToken, hooks },
    ))
})

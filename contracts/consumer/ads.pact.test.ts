import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  adsCreate,
  adsDetail,
  adsInvoice,
  adsList,
  adsOrders,
  adsRemove,
  adsRequests,
  adsUpdate,
  loadAdvertiseCategory,
  purchaseAdvertise,
} from '../../src/api/ads'
import { vendorGetEncryptKey } from '../../src/api/checkout'
import type { AdsCreateRequest, PurchaseAdvertiseRequest } from '../../src/api/schemas/ads'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asVendor,
  bearer,
  createPact,
  day,
  failure,
  gatewaySessionBody,
  messageBody,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { arrayContaining, eachLike, integer, number, regex, string } = MatchersV3

const pact = createPact()

/**
 * Spec 3 §7: the advertisement packages (vendor/ads-list, vendor/ads-detail/{id}) and buying one
 * (vendor/purchase-advertise, then vendor/get-encrypt-key with payment_for ads). The Category Spotlight costs ₹799
 * less 10% plus 18% GST: ₹848.54. The start days are fixed days well ahead (2030), so the pact does not change daily.
 */
const buying = {
  token: PACT_VALUES.vendorToken,
  deal: PACT_VALUES.adDealUuid,
  inactiveDeal: PACT_VALUES.inactiveDealUuid,
  adUuid: PACT_VALUES.adUuid,
}
const asVendorToken = { token: PACT_VALUES.vendorToken }

const adBody = {
  id: integer(PACT_VALUES.adId),
  uuid: string(PACT_VALUES.adUuid),
  title: string('Category Spotlight'),
  description: string('A week at the top of your deal’s category listing, marked Sponsored.'),
  price: number(799),
  days: integer(7),
  discount: number(10),
  media: { path: string('/img/categories/food.svg') },
  advertisement_category_multi: eachLike({ id: integer(2), name: string('Top of category listing') }),
}

const purchase: PurchaseAdvertiseRequest = {
  advertisement_id: PACT_VALUES.adUuid,
  deal_id: PACT_VALUES.adDealUuid,
  start_date: '2030-01-15',
  payment_mode: 6,
  holapoints: 0,
}

describe('the packages', () => {
  it('vendor/ads-list: the packages on sale', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for the advertisement packages')
        .withRequest(...requestTo(ENDPOINTS['GET vendor/ads-list']), (b) => b.headers(asVendor))
        .willRespondWith(200, (b) => b.jsonBody({ ads: eachLike(adBody) })),
      async () => expect((await adsList()).ads[0]!.advertisement_category_multi.length).toBeGreaterThan(0),
      asVendorToken,
    ))

  it('vendor/ads-detail/{id}: one package; 404 for none', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for one advertisement package')
        .withRequest(...requestTo(ENDPOINTS['GET vendor/ads-detail/{id}'], { id: PACT_VALUES.adId }), (b) =>
          b.headers(asVendor),
        )
        .willRespondWith(200, (b) => b.jsonBody({ ad: adBody })),
      async () => expect((await adsDetail(PACT_VALUES.adId)).ad.uuid).toBe(PACT_VALUES.adUuid),
      asVendorToken,
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for an advertisement package that does not exist')
        .withRequest(...requestTo(ENDPOINTS['GET vendor/ads-detail/{id}'], { id: 99 }), (b) => b.headers(asVendor))
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Advertisement not found.'))),
      async () => expect((await failure(adsDetail(99))).status).toBe(404),
      asVendorToken,
    )
  })
})

describe('buying a package', () => {
  it('vendor/purchase-advertise: code 202, the order and what the gateway takes', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor buying an advertisement package for an active deal by UPI')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/purchase-advertise']), (b) =>
          b.headers(asVendor).jsonBody(purchase),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            code: integer(202),
            message: string('Continue to the payment gateway.'),
            order_id: integer(PACT_VALUES.adOrderId),
            amount: number(PACT_VALUES.adAmount),
            tid_id: string('A17672256000001'),
          }),
        ),
      async () => expect(await purchaseAdvertise(purchase)).toMatchObject({ code: 202, amount: PACT_VALUES.adAmount }),
      asVendorToken,
    ))

  it('vendor/purchase-advertise: code 200 when the vendor’s points pay it all', () => {
    const withPoints = { ...purchase, holapoints: 1 as const }
    return runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, { ...buying, points: 1000 })
        .uponReceiving('a vendor buying an advertisement package with enough Hola points')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/purchase-advertise']), (b) =>
          b.headers(asVendor).jsonBody(withPoints),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            code: integer(200),
            message: string('Your advertisement is paid with Hola points.'),
            order_id: integer(PACT_VALUES.adOrderId),
            amount: number(0),
            tid_id: string('A17672256000001'),
          }),
        ),
      async () => expect((await purchaseAdvertise(withPoints)).code).toBe(200),
      asVendorToken,
    )
  })

  it("vendor/purchase-advertise: 422 under deal_id for an inactive deal ('{deal name} deal is not active') and under start_date for a past day", async () => {
    const inactive = { ...purchase, deal_id: PACT_VALUES.inactiveDealUuid }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor buying an advertisement for a deal that is not active')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/purchase-advertise']), (b) =>
          b.headers(asVendor).jsonBody(inactive),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('deal_id', 'Chai & Samosa Study Break deal is not active')),
        ),
      async () =>
        expect((await failure(purchaseAdvertise(inactive))).field('deal_id')).toBe(
          'Chai & Samosa Study Break deal is not active',
        ),
      asVendorToken,
    )
    const past = { ...purchase, start_date: '2020-01-15' }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor buying an advertisement from a day already past')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/purchase-advertise']), (b) =>
          b.headers(asVendor).jsonBody(past),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('start_date', 'The start date cannot be before today.')),
        ),
      async () =>
        expect((await failure(purchaseAdvertise(past))).field('start_date')).toBe(
          'The start date cannot be before today.',
        ),
      asVendorToken,
    )
  })

  it('vendor/get-encrypt-key (payment_for ads): a gateway session for the order; 422 under amount for another amount', async () => {
    const key = {
      amount: PACT_VALUES.adAmount,
      payment_for: 'ads' as const,
      payment_mode: 6 as const,
      order_id: PACT_VALUES.adOrderId,
    }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, { ...buying, ordering: true })
        .uponReceiving('a vendor opening the gateway for its advertisement order')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/get-encrypt-key']), (b) => b.headers(asVendor).jsonBody(key))
        .willRespondWith(200, (b) => b.jsonBody(gatewaySessionBody())),
      async () => expect((await vendorGetEncryptKey(key)).data).toBeTruthy(),
      asVendorToken,
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, { ...buying, ordering: true })
        .uponReceiving('a vendor opening the gateway for its advertisement order with another amount')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/get-encrypt-key']), (b) =>
          b.headers(asVendor).jsonBody({ ...key, amount: 10 }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('amount', 'The amount does not match the order: ₹848.54.')),
        ),
      async () =>
        expect((await failure(vendorGetEncryptKey({ ...key, amount: 10 }))).field('amount')).toBe(
          'The amount does not match the order: ₹848.54.',
        ),
      asVendorToken,
    )
  })
})

/** A request as vendor/ads-request lists it; `price` null until staff approve it. */
const requestBody = (over: Record<string, unknown>) => ({
  id: integer(PACT_VALUES.adRequestedId),
  uuid: string('ad600000-0000-4000-8000-000000000005'),
  title: string('Monsoon Chai Week'),
  description: string('Our masala chai and bun maska at the top of the Cafes listing for the first rainy week.'),
  price: null,
  days: integer(7),
  discount: number(0),
  status: integer(1),
  deal: {
    id: integer(1),
    uuid: string('dea10000-0000-4000-8000-000000000001'),
    name: string('Masala Chai & Bun Maska'),
  },
  advertisement_category_multi: eachLike({ id: integer(2), name: string('Top of category listing') }),
  orders: [],
  reason: null,
  ...over,
})

const newRequest: AdsCreateRequest = {
  advertisement_category_id: [1, 3],
  deal_id: PACT_VALUES.adDealUuid,
  days: 7,
  title: 'Study Week Chai',
  description: 'Our chai on the home page and in search for exam week.',
}

describe('the vendor’s requests', () => {
  it('vendor/load-advertise-category: the places an ad may show', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for the places an ad may show')
        .withRequest(...requestTo(ENDPOINTS['GET vendor/load-advertise-category']), (b) => b.headers(asVendor))
        .willRespondWith(200, (b) =>
          b.jsonBody({ categories: eachLike({ id: integer(1), name: string('Home featured carousel') }) }),
        ),
      async () => expect((await loadAdvertiseCategory()).categories.length).toBeGreaterThan(0),
      asVendorToken,
    ))

  it('vendor/ads-request: its requests, one waiting for approval (price null) and one priced', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for its advertisement requests')
        .withRequest(...requestTo(ENDPOINTS['GET vendor/ads-request']), (b) => b.headers(asVendor))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            ads: arrayContaining(
              requestBody({}),
              requestBody({
                id: integer(PACT_VALUES.adApprovedId),
                uuid: string(PACT_VALUES.adApprovedUuid),
                title: string('Exam Season Cold Coffee'),
                price: number(1199),
                discount: number(5),
                status: integer(2),
              }),
            ),
          }),
        ),
      async () => {
        const { ads } = await adsRequests()
        expect(ads.some((a) => a.price === null)).toBe(true)
      },
      asVendorToken,
    ))

  it('vendor/ads-create: a new request; 422 under the field for a missing title', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor creating an advertisement request')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-create']), (b) => b.headers(asVendor).jsonBody(newRequest))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: true,
            message: string('Your advertisement request is saved.'),
            ad: requestBody({
              id: integer(9),
              uuid: string('0b1f6c1e-2c55-4e7a-9d59-3f1c2b0a9e11'),
              title: string(newRequest.title),
              description: string(newRequest.description),
              deal: {
                id: integer(97001),
                uuid: string(PACT_VALUES.adDealUuid),
                name: string('Masala Chai and Bun Maska for Two'),
              },
            }),
          }),
        ),
      async () => expect((await adsCreate(newRequest)).ad.status).toBe(1),
      asVendorToken,
    )
    const untitled = { ...newRequest, title: '' }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor creating an advertisement request without a title')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-create']), (b) => b.headers(asVendor).jsonBody(untitled))
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('title', 'The title field is required.'))),
      async () => expect((await failure(adsCreate(untitled))).field('title')).toBe('The title field is required.'),
      asVendorToken,
    )
  })

  it('vendor/ads-update: a rejected request edited goes back to Requested; an approved one is refused (422)', async () => {
    const edit = { ...newRequest, id: PACT_VALUES.adRejectedId }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor editing its rejected advertisement request')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-update']), (b) => b.headers(asVendor).jsonBody(edit))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: true,
            message: string('Your advertisement request is saved.'),
            ad: requestBody({
              id: integer(PACT_VALUES.adRejectedId),
              uuid: string('ad600000-0000-4000-8000-000000000007'),
              title: string(newRequest.title),
              description: string(newRequest.description),
              days: integer(7),
              deal: {
                id: integer(97001),
                uuid: string(PACT_VALUES.adDealUuid),
                name: string('Masala Chai and Bun Maska for Two'),
              },
            }),
          }),
        ),
      async () => expect((await adsUpdate(edit)).ad.status).toBe(1),
      asVendorToken,
    )
    const approved = { ...newRequest, id: PACT_VALUES.adApprovedId }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor editing its approved advertisement request')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-update']), (b) => b.headers(asVendor).jsonBody(approved))
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('id', 'Only a requested or rejected advertisement can be edited.')),
        ),
      async () =>
        expect((await failure(adsUpdate(approved))).message).toBe(
          'Only a requested or rejected advertisement can be edited.',
        ),
      asVendorToken,
    )
  })

  it('vendor/ads-remove: deletes a request; 422 for one with orders; 404 for one not the vendor’s', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor deleting its requested advertisement')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-remove']), (b) =>
          b.headers(asVendor).jsonBody({ id: PACT_VALUES.adRequestedId }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ success: true, message: string('Your advertisement request is deleted.') }),
        ),
      async () => expect((await adsRemove(PACT_VALUES.adRequestedId)).success).toBe(true),
      asVendorToken,
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor deleting its advertisement that has orders')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-remove']), (b) =>
          b.headers(asVendor).jsonBody({ id: PACT_VALUES.adPaidRequestId }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('id', 'This advertisement has orders and cannot be deleted.')),
        ),
      async () =>
        expect((await failure(adsRemove(PACT_VALUES.adPaidRequestId))).message).toBe(
          'This advertisement has orders and cannot be deleted.',
        ),
      asVendorToken,
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor deleting an advertisement request that is not its own')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-remove']), (b) =>
          b.headers(asVendor).jsonBody({ id: PACT_VALUES.adId }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Advertisement request not found.'))),
      async () => expect((await failure(adsRemove(PACT_VALUES.adId))).status).toBe(404),
      asVendorToken,
    )
  })

  it('vendor/ads-detail/{uuid}: an approved request is bought like a package and names its deal', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for its approved advertisement request to pay for it')
        .withRequest(...requestTo(ENDPOINTS['GET vendor/ads-detail/{id}'], { id: PACT_VALUES.adApprovedUuid }), (b) =>
          b.headers(asVendor),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            ad: {
              ...adBody,
              id: integer(PACT_VALUES.adApprovedId),
              uuid: string(PACT_VALUES.adApprovedUuid),
              title: string('Exam Season Cold Coffee'),
              price: number(1199),
              days: integer(14),
              discount: number(5),
              deal: {
                id: integer(2),
                uuid: string('dea10000-0000-4000-8000-000000000002'),
                name: string('Cold Coffee & Brownie'),
              },
            },
          }),
        ),
      async () => expect((await adsDetail(PACT_VALUES.adApprovedUuid)).ad.deal?.name).toBeTruthy(),
      asVendorToken,
    ))
})

/** The PDF's request headers: the client asks for JSON as every call does, and reads a blob. */
const pdfHeaders = {
  Accept: regex(/.*/, 'application/json'),
  'X-Requested-With': 'XMLHttpRequest',
  Authorization: bearer(PACT_VALUES.vendorToken),
}

describe('the history', () => {
  it('vendor/ads-orders: a page of the paid orders', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for its advertisement orders')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-orders']), (b) =>
          b.headers(asVendor).jsonBody({ page: 1 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            orders: {
              data: eachLike({
                id: integer(PACT_VALUES.adPaidOrderId),
                uuid: string('ad700000-0000-4000-8000-000000000008'),
                start_date: day('2026-10-08'),
                end_date: day('2026-10-12'),
                discount: number(10),
                advertisement: { title: string('Freshers Week Sandwiches') },
                deal: { name: string('Grilled Veg Sandwich Combo') },
                payment: { amount: number(999), total: number(1060.94), used_holapoints: integer(0) },
              }),
              current_page: integer(1),
              last_page: integer(1),
              per_page: integer(10),
              total: integer(1),
            },
          }),
        ),
      async () => expect((await adsOrders(1)).orders.data.length).toBeGreaterThan(0),
      asVendorToken,
    ))

  it('vendor/ads-invoice: an order’s invoice as a PDF; 404 for an order not the vendor’s', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for the invoice of its paid advertisement order')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-invoice']), (b) =>
          b.headers(pdfHeaders).jsonBody({ id: PACT_VALUES.adPaidOrderId }),
        )
        .willRespondWith(200, (b) =>
          b
            .headers({ 'Content-Type': 'application/pdf' })
            .body('application/pdf', Buffer.from('%PDF-1.7\n%mock ad invoice\n')),
        ),
      async () => {
        const blob = await adsInvoice(PACT_VALUES.adPaidOrderId)
        expect(new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer())).toBe('%PDF-')
      },
      asVendorToken,
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for the invoice of an advertisement order that does not exist')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/ads-invoice']), (b) =>
          b.headers(pdfHeaders).jsonBody({ id: 999 }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Advertisement order not found.'))),
      async () => expect((await failure(adsInvoice(999))).status).toBe(404),
      asVendorToken,
    )
  })
})

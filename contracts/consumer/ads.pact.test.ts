import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { adsDetail, adsList, purchaseAdvertise } from '../../src/api/ads'
import { vendorGetEncryptKey } from '../../src/api/checkout'
import type { PurchaseAdvertiseRequest } from '../../src/api/schemas/ads'
import { PACT_VALUES, STATES } from '../states'
import {
  asVendor,
  createPact,
  failure,
  gatewaySessionBody,
  messageBody,
  runWithClient,
  validationErrorBody,
} from './pact'

const { eachLike, integer, number, string } = MatchersV3

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
        .withRequest('GET', '/vendor/ads-list', (b) => b.headers(asVendor))
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
        .withRequest('GET', `/vendor/ads-detail/${PACT_VALUES.adId}`, (b) => b.headers(asVendor))
        .willRespondWith(200, (b) => b.jsonBody({ ad: adBody })),
      async () => expect((await adsDetail(PACT_VALUES.adId)).ad.uuid).toBe(PACT_VALUES.adUuid),
      asVendorToken,
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, buying)
        .uponReceiving('a vendor’s request for an advertisement package that does not exist')
        .withRequest('GET', '/vendor/ads-detail/99', (b) => b.headers(asVendor))
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
        .withRequest('POST', '/vendor/purchase-advertise', (b) => b.headers(asVendor).jsonBody(purchase))
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
        .withRequest('POST', '/vendor/purchase-advertise', (b) => b.headers(asVendor).jsonBody(withPoints))
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
        .withRequest('POST', '/vendor/purchase-advertise', (b) => b.headers(asVendor).jsonBody(inactive))
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
        .withRequest('POST', '/vendor/purchase-advertise', (b) => b.headers(asVendor).jsonBody(past))
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
        .withRequest('POST', '/vendor/get-encrypt-key', (b) => b.headers(asVendor).jsonBody(key))
        .willRespondWith(200, (b) => b.jsonBody(gatewaySessionBody())),
      async () => expect((await vendorGetEncryptKey(key)).data).toBeTruthy(),
      asVendorToken,
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorBuysAds, { ...buying, ordering: true })
        .uponReceiving('a vendor opening the gateway for its advertisement order with another amount')
        .withRequest('POST', '/vendor/get-encrypt-key', (b) => b.headers(asVendor).jsonBody({ ...key, amount: 10 }))
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

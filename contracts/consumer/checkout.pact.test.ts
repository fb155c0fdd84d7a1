import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  applyCoupon,
  getEncryptKey,
  getMobileEncryptKey,
  membershipPlanPayment,
  placeOrder,
  vendorGetEncryptKey,
} from '../../src/api/checkout'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asCustomer,
  asVendor,
  createPact,
  failure,
  messageBody,
  requestHeaders,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { equal, integer, number, regex, string } = MatchersV3

const pact = createPact()

/**
 * Spec 3 §7: customer/apply-coupon, customer/place-order and customer/get-encrypt-key. The server recomputes every
 * figure and refuses (422) an order whose amount or discount disagree (docs/decisions/orders.md).
 */
const seesDeal = {
  token: PACT_VALUES.customerToken,
  vendorToken: PACT_VALUES.vendorToken,
  deal: PACT_VALUES.dealUuid,
  dealId: PACT_VALUES.dealId,
  vendorId: PACT_VALUES.vendorId,
}
const hasOrders = {
  ...seesDeal,
  orderId: PACT_VALUES.orderId,
  tid: PACT_VALUES.orderTid,
  cashOrderId: PACT_VALUES.cashOrderId,
  code: PACT_VALUES.orderCode,
  redeemedCode: PACT_VALUES.redeemedCode,
}

// The contracts' deal: ₹149 at 20% off; the customer's Silver plan keeps 20% of it for UPI, so 16% comes back.
const upiOrder = {
  deal_id: PACT_VALUES.dealUuid,
  payment_mode: 6 as const,
  is_cupon_applied: 0 as const,
  amount: 149,
  discount: 16,
  cupon_code: null,
}

describe('customer/apply-coupon', () => {
  it('answers the code’s card', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a valid promo code applied to a deal')
        .withRequest(...requestTo(ENDPOINTS['POST customer/apply-coupon']), (b) =>
          b.headers(asCustomer).jsonBody({ deal_id: PACT_VALUES.dealUuid, cupon_code: 'WELCOME50' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ msg: string('Promo code applied.'), card: { code: string('WELCOME50'), amount: number(50) } }),
        ),
      async () => {
        const res = await applyCoupon({ deal_id: PACT_VALUES.dealUuid, cupon_code: 'WELCOME50' })
        expect(res.card.amount).toBe(50)
      },
      { token: PACT_VALUES.customerToken },
    ))

  for (const [status, code, text] of [
    [404, 'NOSUCHCODE', 'The promo code is invalid.'],
    [422, 'OLDCODE', 'This promo code has expired.'],
  ] as const)
    it(`answers ${status} with the error under cupon_code`, () =>
      runWithClient(
        pact
          .addInteraction()
          .given(STATES.customerSeesDeal, seesDeal)
          .uponReceiving(`a promo code that is ${status === 404 ? 'unknown' : 'expired'}`)
          .withRequest(...requestTo(ENDPOINTS['POST customer/apply-coupon']), (b) =>
            b.headers(asCustomer).jsonBody({ deal_id: PACT_VALUES.dealUuid, cupon_code: code }),
          )
          .willRespondWith(status, (b) => b.jsonBody(validationErrorBody('cupon_code', text))),
        async () => {
          const err = await failure(applyCoupon({ deal_id: PACT_VALUES.dealUuid, cupon_code: code }))
          expect([err.status, err.field('cupon_code')]).toEqual([status, text])
        },
        { token: PACT_VALUES.customerToken },
      ))
})

describe('customer/place-order', () => {
  it('places a UPI order that goes to the gateway (code 202)', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a UPI order for a deal with the right figures')
        .withRequest(...requestTo(ENDPOINTS['POST customer/place-order']), (b) =>
          b.headers(asCustomer).jsonBody(upiOrder),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            code: equal(202),
            tid_id: string('1767225600000000001'),
            msg: string('Order placed successfully.'),
            order: {
              id: integer(1),
              uuid: string('0f3c0000-0000-4000-8000-000000000001'),
              reference_code: regex(/^[A-Z0-9]{6,20}$/, 'K7QPM2XW4D'),
              order_status: integer(1),
              payment_status: integer(1),
              payment_mode: equal(6),
              buyer_will_pay: number(149),
              price: number(149),
              coupon_amount: number(0),
              points_spent: integer(0),
              points_earned: integer(47),
            },
          }),
        ),
      async () => {
        const res = await placeOrder(upiOrder)
        expect(res.code).toBe(202)
        expect(res.order.buyer_will_pay).toBe(149)
      },
      { token: PACT_VALUES.customerToken },
    ))

  it('refuses (422) figures that disagree, naming the figure', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('an order whose discount disagrees with the server’s')
        .withRequest(...requestTo(ENDPOINTS['POST customer/place-order']), (b) =>
          b.headers(asCustomer).jsonBody({ ...upiOrder, discount: 20 }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('discount', "The discount does not match the server's figure: 16%.")),
        ),
      async () => {
        const err = await failure(placeOrder({ ...upiOrder, discount: 20 }))
        expect(err.status).toBe(422)
        expect(err.field('discount')).toContain('16%')
      },
      { token: PACT_VALUES.customerToken },
    ))

  it('answers 401 without a token, 403 to a vendor, 404 for an unknown deal', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('an order without a token')
        .withRequest(...requestTo(ENDPOINTS['POST customer/place-order']), (b) =>
          b.headers(requestHeaders).jsonBody(upiOrder),
        )
        .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.'))),
      async () => expect((await failure(placeOrder(upiOrder))).status).toBe(401),
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('an order by a vendor')
        .withRequest(...requestTo(ENDPOINTS['POST customer/place-order']), (b) =>
          b.headers(asVendor).jsonBody(upiOrder),
        )
        .willRespondWith(403, (b) => b.jsonBody(messageBody('This action is unauthorized.'))),
      async () => expect((await failure(placeOrder(upiOrder))).status).toBe(403),
      { token: PACT_VALUES.vendorToken },
    )
    const unknown = { ...upiOrder, deal_id: 'a5e1d7c0-0000-4000-8000-0000000fffff' }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('an order for an unknown deal')
        .withRequest(...requestTo(ENDPOINTS['POST customer/place-order']), (b) =>
          b.headers(asCustomer).jsonBody(unknown),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Deal not found.'))),
      async () => expect((await failure(placeOrder(unknown))).status).toBe(404),
      { token: PACT_VALUES.customerToken },
    )
  })
})

describe('customer/get-encrypt-key', () => {
  const key = {
    amount: 149,
    payment_for: 'deal' as const,
    payment_mode: 6 as const,
    order_id: PACT_VALUES.orderId,
    tid_id: PACT_VALUES.orderTid,
  }

  it('answers where the hand-off form goes and what it carries', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a gateway session for an order waiting for payment')
        .withRequest(...requestTo(ENDPOINTS['POST customer/get-encrypt-key']), (b) =>
          b.headers(asCustomer).jsonBody(key),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            uri: regex(/^https?:\/\/.+/, 'https://secure.example-gateway.in/transaction'),
            data: string('4f1d0c9a'),
            access_code: string('AVSIMULATED0MOCK'),
          }),
        ),
      async () => {
        const res = await getEncryptKey(key)
        expect(res.uri).toMatch(/^https?:/)
      },
      { token: PACT_VALUES.customerToken },
    ))

  it('refuses (422) an amount other than the order’s, and (404) another customer’s order', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a gateway session for the wrong amount')
        .withRequest(...requestTo(ENDPOINTS['POST customer/get-encrypt-key']), (b) =>
          b.headers(asCustomer).jsonBody({ ...key, amount: 100 }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('amount', 'The amount does not match the order: ₹149.00.')),
        ),
      async () => expect((await failure(getEncryptKey({ ...key, amount: 100 }))).field('amount')).toBeDefined(),
      { token: PACT_VALUES.customerToken },
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a gateway session for an order that is not the customer’s')
        .withRequest(...requestTo(ENDPOINTS['POST customer/get-encrypt-key']), (b) =>
          b.headers(asCustomer).jsonBody({ ...key, order_id: 424242 }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Order not found.'))),
      async () => expect((await failure(getEncryptKey({ ...key, order_id: 424242 }))).status).toBe(404),
      { token: PACT_VALUES.customerToken },
    )
  })
})

// The plans by their uuid, as the payment screen has it from its route (spec 1 §7: "id (plan uuid)").
const SILVER_PLAN = '5b0a6c1e-0001-4d7a-9a51-1a2b3c4d5e01'
const GOLD_PLAN = '5b0a6c1e-0002-4d7a-9a51-1a2b3c4d5e02'

describe('{role}/membership-plan-payment', () => {
  it('opens a gateway session for another plan', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a Silver customer paying for the Gold plan')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/membership-plan-payment'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody({ id: GOLD_PLAN, payment_type: 5 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            uri: regex(/^https?:\/\/.+/, 'https://secure.example-gateway.in/transaction'),
            data: string('4f1d0c9a'),
            access_code: string('AVSIMULATED0MOCK'),
          }),
        ),
      async () =>
        expect((await membershipPlanPayment('customer', { id: GOLD_PLAN, payment_type: 5 })).access_code).toBeTruthy(),
      { token: PACT_VALUES.customerToken },
    ))

  it("opens a gateway session for the vendor's plan too (vendor/membership-plan-payment)", () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a Gold vendor paying for the Silver plan')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/membership-plan-payment'], { role: 'vendor' }), (b) =>
          b.headers(asVendor).jsonBody({ id: SILVER_PLAN, payment_type: 3 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            uri: regex(/^https?:\/\/.+/, 'https://secure.example-gateway.in/transaction'),
            data: string('4f1d0c9a'),
            access_code: string('AVSIMULATED0MOCK'),
          }),
        ),
      async () =>
        expect((await membershipPlanPayment('vendor', { id: SILVER_PLAN, payment_type: 3 })).access_code).toBeTruthy(),
      { token: PACT_VALUES.vendorToken },
    ))

  it('refuses (422) the plan the customer already holds, and 401 without a token', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a Silver customer paying for the Silver plan')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/membership-plan-payment'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody({ id: SILVER_PLAN, payment_type: 6 }),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('id', 'This is already your plan.'))),
      async () =>
        expect((await failure(membershipPlanPayment('customer', { id: SILVER_PLAN, payment_type: 6 }))).status).toBe(
          422,
        ),
      { token: PACT_VALUES.customerToken },
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a plan payment without a token')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/membership-plan-payment'], { role: 'customer' }), (b) =>
          b.headers(requestHeaders).jsonBody({ id: GOLD_PLAN, payment_type: 6 }),
        )
        .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.'))),
      async () =>
        expect((await failure(membershipPlanPayment('customer', { id: GOLD_PLAN, payment_type: 6 }))).status).toBe(401),
    )
  })
})

describe('customer/get-mobile-encrypt-key', () => {
  // The mobile hand-off (/payments-mobile) calls it with the app's token from the query.
  const key = {
    amount: 149,
    payment_for: 'deal' as const,
    payment_mode: 6 as const,
    order_id: PACT_VALUES.orderId,
    secret_key: 'app-secret',
    tid_id: PACT_VALUES.orderTid,
    device: 'mobile-web',
  }

  it('answers the hand-off for the app’s order', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a mobile gateway session for an order waiting for payment')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/get-mobile-encrypt-key'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody(key),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            uri: regex(/^https?:\/\/.+/, 'https://secure.example-gateway.in/transaction'),
            data: string('4f1d0c9a'),
            access_code: string('AVSIMULATED0MOCK'),
          }),
        ),
      async () => expect((await getMobileEncryptKey('customer', PACT_VALUES.customerToken, key)).data).toBeTruthy(),
    ))

  it('answers 422 for the wrong amount and 404 for another customer’s order (FAILED with the message)', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a mobile gateway session for the wrong amount')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/get-mobile-encrypt-key'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody({ ...key, amount: 100 }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('amount', 'The amount does not match the order: ₹149.00.')),
        ),
      async () =>
        expect(
          (await failure(getMobileEncryptKey('customer', PACT_VALUES.customerToken, { ...key, amount: 100 }))).message,
        ).toContain('amount'),
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a mobile gateway session for an order that is not the customer’s')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/get-mobile-encrypt-key'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody({ ...key, order_id: 424242 }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Order not found.'))),
      async () =>
        expect(
          (await failure(getMobileEncryptKey('customer', PACT_VALUES.customerToken, { ...key, order_id: 424242 })))
            .status,
        ).toBe(404),
    )
  })
})

describe('the vendor’s keys: vendor/get-encrypt-key and vendor/get-mobile-encrypt-key', () => {
  // The vendor persona (Gold) pays for the Silver plan (id 1, ₹499): order_id is the plan's id for a membership.
  const silver = { amount: 499, payment_for: 'membership' as const, payment_mode: 6 as const, order_id: 1 }
  const gatewayAnswer = {
    uri: regex(/^https?:\/\/.+/, 'https://secure.example-gateway.in/transaction'),
    data: string('4f1d0c9a'),
    access_code: string('AVSIMULATED0MOCK'),
  }

  it('vendor/get-encrypt-key: a membership session (ads: ads.pact.test.ts)', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a vendor paying for a plan through the gateway')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/get-encrypt-key']), (b) =>
          b.headers(asVendor).jsonBody(silver),
        )
        .willRespondWith(200, (b) => b.jsonBody(gatewayAnswer)),
      async () => expect((await vendorGetEncryptKey(silver)).access_code).toBeTruthy(),
      { token: PACT_VALUES.vendorToken },
    )
  })

  const mobile = { ...silver, secret_key: 'app-secret', tid_id: '', device: 'mobile-web' }

  it('vendor/get-mobile-encrypt-key: the app’s membership hand-off; a wrong amount is a 422 (FAILED with the message), an unknown plan 404', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a mobile gateway session for a vendor’s plan')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/get-mobile-encrypt-key'], { role: 'vendor' }), (b) =>
          b.headers(asVendor).jsonBody(mobile),
        )
        .willRespondWith(200, (b) => b.jsonBody(gatewayAnswer)),
      async () => expect((await getMobileEncryptKey('vendor', PACT_VALUES.vendorToken, mobile)).data).toBeTruthy(),
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a mobile gateway session for a vendor’s plan at the wrong amount')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/get-mobile-encrypt-key'], { role: 'vendor' }), (b) =>
          b.headers(asVendor).jsonBody({ ...mobile, amount: 100 }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('amount', 'The amount does not match the plan: ₹499.00.')),
        ),
      async () =>
        expect(
          (await failure(getMobileEncryptKey('vendor', PACT_VALUES.vendorToken, { ...mobile, amount: 100 }))).message,
        ).toContain('amount'),
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerSeesDeal, seesDeal)
        .uponReceiving('a mobile gateway session for a plan that does not exist')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/get-mobile-encrypt-key'], { role: 'vendor' }), (b) =>
          b.headers(asVendor).jsonBody({ ...mobile, order_id: 424242 }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Plan not found.'))),
      async () =>
        expect(
          (await failure(getMobileEncryptKey('vendor', PACT_VALUES.vendorToken, { ...mobile, order_id: 424242 })))
            .status,
        ).toBe(404),
    )
  })
})

import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  cancelDealOrder,
  cancelReasonList,
  customerOrderDetail,
  orderList,
  orderPdf,
  orderRedeem,
  vendorOrderDetail,
} from '../../src/api/orders'
import { PACT_VALUES, STATES } from '../states'
import { orderBody } from './order-body'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asCustomer,
  asVendor,
  bearer,
  createPact,
  failure,
  isoInstant,
  messageBody,
  requestHeaders,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { eachLike, equal, integer, number, regex, string } = MatchersV3

const pact = createPact()

/**
 * Spec 3 §7: order lists, the customer's order, cancel reasons and cancelling, the voucher PDF, and the vendor's
 * redemption (order-detail, order-redeem). A customer sees only their orders, a vendor only their outlet's.
 */
const hasOrders = {
  token: PACT_VALUES.customerToken,
  vendorToken: PACT_VALUES.vendorToken,
  deal: PACT_VALUES.dealUuid,
  dealId: PACT_VALUES.dealId,
  orderId: PACT_VALUES.orderId,
  tid: PACT_VALUES.orderTid,
  cashOrderId: PACT_VALUES.cashOrderId,
  code: PACT_VALUES.orderCode,
  redeemedCode: PACT_VALUES.redeemedCode,
}

describe('order lists', () => {
  for (const role of ['customer', 'vendor'] as const)
    it(`${role}/order-list: a page of orders, the reported deals and the status names`, () =>
      runWithClient(
        pact
          .addInteraction()
          .given(STATES.customerHasOrders, { ...hasOrders, only: 'cash' })
          .uponReceiving(`the ${role}'s order list, first page of 9`)
          .withRequest(...requestTo(ENDPOINTS['POST {role}/order-list'], { role }), (b) =>
            b.headers(role === 'customer' ? asCustomer : asVendor).jsonBody({ page: 1, rowsPerPage: 9 }),
          )
          .willRespondWith(200, (b) =>
            b.jsonBody({
              orders: {
                data: eachLike(orderBody()),
                current_page: integer(1),
                last_page: integer(1),
                per_page: integer(9),
                total: integer(1),
              },
              reported_deal: [],
              order_status: eachLike({ id: integer(1), name: string('Pending') }),
            }),
          ),
        async () => {
          const res = await orderList(role, { page: 1, rowsPerPage: 9 })
          expect(res.orders.data.length).toBeGreaterThan(0)
        },
        { token: role === 'customer' ? PACT_VALUES.customerToken : PACT_VALUES.vendorToken },
      ))

  it('answers 401 without a token and 403 to a vendor calling the customer’s list', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('an order list without a token')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/order-list'], { role: 'customer' }), (b) =>
          b.headers(requestHeaders).jsonBody({ page: 1, rowsPerPage: 9 }),
        )
        .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.'))),
      async () => expect((await failure(orderList('customer', { page: 1, rowsPerPage: 9 }))).status).toBe(401),
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving("a vendor asking for the customer's order list")
        .withRequest(...requestTo(ENDPOINTS['POST {role}/order-list'], { role: 'customer' }), (b) =>
          b.headers(asVendor).jsonBody({ page: 1, rowsPerPage: 9 }),
        )
        .willRespondWith(403, (b) => b.jsonBody(messageBody('This action is unauthorized.'))),
      async () => expect((await failure(orderList('customer', { page: 1, rowsPerPage: 9 }))).status).toBe(403),
      { token: PACT_VALUES.vendorToken },
    )
  })
})

describe('customer/order-detail', () => {
  it("answers the customer's own order, and 404 for another", async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving("the customer's cash order")
        .withRequest(...requestTo(ENDPOINTS['POST customer/order-detail']), (b) =>
          b.headers(asCustomer).jsonBody({ order_id: PACT_VALUES.cashOrderId }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ order: orderBody({ reference_code: equal(PACT_VALUES.orderCode) }) }),
        ),
      async () =>
        expect((await customerOrderDetail(PACT_VALUES.cashOrderId)).order.reference_code).toBe(PACT_VALUES.orderCode),
      { token: PACT_VALUES.customerToken },
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('an order that is not the customer’s')
        .withRequest(...requestTo(ENDPOINTS['POST customer/order-detail']), (b) =>
          b.headers(asCustomer).jsonBody({ order_id: 424242 }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Order not found.'))),
      async () => expect((await failure(customerOrderDetail(424242))).status).toBe(404),
      { token: PACT_VALUES.customerToken },
    )
  })
})

describe('cancelling', () => {
  it('customer/order-cancel-reason-list', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('the cancel reasons')
        .withRequest(...requestTo(ENDPOINTS['GET customer/order-cancel-reason-list']), (b) => b.headers(asCustomer))
        .willRespondWith(200, (b) =>
          b.jsonBody({ reason: eachLike({ id: integer(1), name: string('Changed my mind') }) }),
        ),
      async () => expect((await cancelReasonList()).reason.length).toBeGreaterThan(0),
      { token: PACT_VALUES.customerToken },
    ))

  const cancel = { order_id: PACT_VALUES.cashOrderId, reason_id: 1, new_reason: null, description: 'My plans changed.' }
  it('cancels an order with a reason', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a cancellation of the cash order with a reason')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/cancel-deal-order'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody(cancel),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ success: equal(true), message: string('Order cancelled successfully.') }),
        ),
      async () => expect((await cancelDealOrder('customer', cancel)).success).toBe(true),
      { token: PACT_VALUES.customerToken },
    ))

  it('answers 422 per field, 409 for an order that can no longer be cancelled, 404 for another outlet’s', async () => {
    const others = { order_id: PACT_VALUES.cashOrderId, reason_id: 0, new_reason: '', description: 'x' }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a cancellation with Others and no other reason')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/cancel-deal-order'], { role: 'customer' }), (b) =>
          b.headers(asCustomer).jsonBody(others),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('new_reason', 'Other Reason is required'))),
      async () =>
        expect((await failure(cancelDealOrder('customer', others))).field('new_reason')).toBe(
          'Other Reason is required',
        ),
      { token: PACT_VALUES.customerToken },
    )
    const redeemed = { ...cancel, order_id: 3 }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a cancellation of a redeemed order')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/cancel-deal-order'], { role: 'vendor' }), (b) =>
          b.headers(asVendor).jsonBody(redeemed),
        )
        .willRespondWith(409, (b) =>
          b.jsonBody({
            message: string('Error: Unable to cancel order.'),
            msg: string('Error: Unable to cancel order.'),
          }),
        ),
      async () => expect((await failure(cancelDealOrder('vendor', redeemed))).status).toBe(409),
      { token: PACT_VALUES.vendorToken },
    )
    const unknown = { ...cancel, order_id: 424242 }
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('a vendor cancelling an order that is not its outlet’s')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/cancel-deal-order'], { role: 'vendor' }), (b) =>
          b.headers(asVendor).jsonBody(unknown),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Order not found.'))),
      async () => expect((await failure(cancelDealOrder('vendor', unknown))).status).toBe(404),
      { token: PACT_VALUES.vendorToken },
    )
  })
})

describe('customer/order-pdf', () => {
  it('answers the voucher as a PDF', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('the voucher of the cash order')
        .withRequest(...requestTo(ENDPOINTS['POST customer/order-pdf']), (b) =>
          b
            .headers({
              Accept: regex(/.*/, 'application/json'),
              'X-Requested-With': 'XMLHttpRequest',
              Authorization: bearer(PACT_VALUES.customerToken),
            })
            .jsonBody({ reference_code: PACT_VALUES.orderCode }),
        )
        .willRespondWith(200, (b) =>
          b
            .headers({ 'Content-Type': 'application/pdf' })
            .body('application/pdf', Buffer.from('%PDF-1.7\n%mock voucher\n')),
        ),
      async () => {
        const blob = await orderPdf(PACT_VALUES.orderCode)
        expect(new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer())).toBe('%PDF-')
      },
      { token: PACT_VALUES.customerToken },
    ))

  it('answers 404 for a code that is not the customer’s', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('the voucher of an unknown code')
        .withRequest(...requestTo(ENDPOINTS['POST customer/order-pdf']), (b) =>
          b
            .headers({
              Accept: regex(/.*/, 'application/json'),
              'X-Requested-With': 'XMLHttpRequest',
              Authorization: bearer(PACT_VALUES.customerToken),
            })
            .jsonBody({ reference_code: 'NOSUCHCODE' }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Order not found.'))),
      async () => expect((await failure(orderPdf('NOSUCHCODE'))).status).toBe(404),
      { token: PACT_VALUES.customerToken },
    ))
})

describe('vendor redemption', () => {
  it('vendor/order-detail answers the outlet’s order for a code; 404 Deal not found otherwise', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('the order of a deal code, asked by its outlet')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/order-detail']), (b) =>
          b.headers(asVendor).jsonBody({ reference_code: PACT_VALUES.orderCode }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ order: orderBody({ reference_code: equal(PACT_VALUES.orderCode) }) }),
        ),
      async () => expect((await vendorOrderDetail(PACT_VALUES.orderCode)).order.order_status).toBe(2),
      { token: PACT_VALUES.vendorToken },
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('the order of an unknown deal code')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/order-detail']), (b) =>
          b.headers(asVendor).jsonBody({ reference_code: 'NOSUCHCODE' }),
        )
        .willRespondWith(404, (b) => b.jsonBody(messageBody('Deal not found'))),
      async () => expect((await failure(vendorOrderDetail('NOSUCHCODE'))).status).toBe(404),
      { token: PACT_VALUES.vendorToken },
    )
  })

  it('vendor/order-redeem redeems a code once; a redeemed one is a 422 with msg', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('the redemption of a cash order’s code')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/order-redeem']), (b) =>
          b.headers(asVendor).jsonBody({ reference_code: PACT_VALUES.orderCode }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            msg: string('Deal redeemed successfully.'),
            order: orderBody({
              order_status: equal(3),
              payment_status: integer(2),
              paid_amount: number(149),
              paid_at: isoInstant('2026-01-15T10:00:00.000Z'),
              customer_commision: { reedem_date: isoInstant('2026-01-15T10:00:00.000Z') },
            }),
          }),
        ),
      async () => expect((await orderRedeem(PACT_VALUES.orderCode)).order.order_status).toBe(3),
      { token: PACT_VALUES.vendorToken },
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.customerHasOrders, hasOrders)
        .uponReceiving('the redemption of a code already redeemed')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/order-redeem']), (b) =>
          b.headers(asVendor).jsonBody({ reference_code: PACT_VALUES.redeemedCode }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody({
            ...validationErrorBody('reference_code', 'This deal code has already been redeemed.'),
            msg: string('This deal code has already been redeemed.'),
          }),
        ),
      async () => {
        const err = await failure(orderRedeem(PACT_VALUES.redeemedCode))
        expect(err.serverText).toBe('This deal code has already been redeemed.')
      },
      { token: PACT_VALUES.vendorToken },
    )
  })
})

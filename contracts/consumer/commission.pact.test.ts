import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { vendorGetEncryptKey } from '../../src/api/checkout'
import { orderIdsToPay, orderToPay, payTo } from '../../src/api/commission'
import { exportInvoicePdf, taxInvoicePdf } from '../../src/api/invoices'
import { invoiceMonths } from '../../src/lib/invoice-rules'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asVendor,
  bearer,
  createPact,
  failure,
  gatewaySessionBody,
  isoInstant,
  messageBody,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { eachLike, fromProviderState, integer, number, regex, string } = MatchersV3

const pact = createPact()

/**
 * Spec 3 §7: the commission the vendor owes (vendor/order-to-pay, vendor/order-ids-to-pay), paying it
 * (vendor/pay-to-fh, then vendor/get-encrypt-key with payment_for pay_to_fh) and the vendor's documents
 * (vendor/export-invoice-pdf, vendor/tax-invoice-pdf). The vendor persona owes ₹29.80 on each of orders 3 and 4.
 */
const owes = {
  token: PACT_VALUES.customerToken,
  vendorToken: PACT_VALUES.vendorToken,
  deal: PACT_VALUES.dealUuid,
  dealId: PACT_VALUES.dealId,
  redeemedCode: PACT_VALUES.redeemedCode,
  lastMonthCode: PACT_VALUES.lastMonthCode,
}
const asVendorToken = { token: PACT_VALUES.vendorToken }
const pay = {
  order_ids: [PACT_VALUES.redeemedOrderId, PACT_VALUES.lastMonthOrderId],
  amount: PACT_VALUES.commissionDue,
  payment_method: 3 as const,
}
/** The PDFs' request headers: the client asks for JSON as every call does, and reads a blob. */
const pdfHeaders = {
  Accept: regex(/.*/, 'application/json'),
  'X-Requested-With': 'XMLHttpRequest',
  Authorization: bearer(PACT_VALUES.vendorToken),
}

describe('the commission due', () => {
  it('vendor/order-to-pay: a page of the orders with commission due, and the total', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, owes)
        .uponReceiving('a vendor’s request for the orders whose commission is due')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/order-to-pay']), (b) =>
          b.headers(asVendor).jsonBody({ page: 1, rowsPerPage: 10 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            orders: {
              data: eachLike({
                id: integer(PACT_VALUES.redeemedOrderId),
                uuid: string('0f3c0000-0000-4000-8000-000000000003'),
                item: { deal: { name: string('Masala Chai and Bun Maska for Two') } },
                customer: { full_name: string('Priya Sharma') },
                seller_will_get: number(119.2),
                buyer_will_pay: number(149),
                commission: number(29.8),
                split: { student_discount: number(22.35), hola_commission: number(7.45), code_credit: number(0) },
                created_at: isoInstant('2026-01-05T10:00:00.000Z'),
              }),
              current_page: integer(1),
              last_page: integer(1),
              total: integer(2),
            },
            total_amount: number(PACT_VALUES.commissionDue),
            total_split: { student_discount: number(44.7), hola_commission: number(14.9), code_credit: number(0) },
          }),
        ),
      async () => {
        const res = await orderToPay({ page: 1, rowsPerPage: 10 })
        expect(res.orders.data[0]!.commission).toBe(29.8)
        expect(res.orders.data[0]!.split.student_discount).toBe(22.35)
        expect(res.total_amount).toBe(PACT_VALUES.commissionDue)
      },
      asVendorToken,
    ))

  it('vendor/order-ids-to-pay: every order due and the total', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, owes)
        .uponReceiving('a vendor’s request for the order ids and total to pay')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/order-ids-to-pay']), (b) => b.headers(asVendor))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            total_amount: number(PACT_VALUES.commissionDue),
            order_ids: eachLike(integer(PACT_VALUES.redeemedOrderId)),
            total_split: { student_discount: number(44.7), hola_commission: number(14.9), code_credit: number(0) },
          }),
        ),
      async () => expect((await orderIdsToPay()).order_ids).toContain(PACT_VALUES.redeemedOrderId),
      asVendorToken,
    ))
})

describe('paying the commission', () => {
  it('vendor/pay-to-fh: code 202 and the payment to open the gateway with', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, owes)
        .uponReceiving('a vendor paying the commission due on its orders')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/pay-to-fh']), (b) => b.headers(asVendor).jsonBody(pay))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            code: integer(202),
            message: string('Continue to the payment gateway.'),
            payment_id: integer(PACT_VALUES.paymentId),
          }),
        ),
      async () => expect((await payTo(pay)).code).toBe(202),
      asVendorToken,
    ))

  it('vendor/pay-to-fh: an amount other than the due is a 422 under amount (FAILED with the message)', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, owes)
        .uponReceiving('a vendor paying another amount than the commission due')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/pay-to-fh']), (b) =>
          b.headers(asVendor).jsonBody({ ...pay, amount: 10 }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('amount', 'The amount does not match the commission due: ₹59.60.')),
        ),
      async () => {
        const e = await failure(payTo({ ...pay, amount: 10 }))
        expect([e.status, e.message]).toEqual([422, 'The amount does not match the commission due: ₹59.60.'])
      },
      asVendorToken,
    ))

  it('vendor/pay-to-fh: an order with nothing due is a 422 under order_ids', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, owes)
        .uponReceiving('a vendor paying commission on an order with nothing due')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/pay-to-fh']), (b) =>
          b.headers(asVendor).jsonBody({ ...pay, order_ids: [PACT_VALUES.orderId], amount: 0 }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('order_ids', `Order ${PACT_VALUES.orderId} has no commission to pay.`)),
        ),
      async () =>
        expect((await failure(payTo({ ...pay, order_ids: [PACT_VALUES.orderId], amount: 0 }))).field('order_ids')).toBe(
          `Order ${PACT_VALUES.orderId} has no commission to pay.`,
        ),
      asVendorToken,
    ))

  it('vendor/get-encrypt-key with payment_for pay_to_fh: a gateway session for the payment', () => {
    const key = {
      amount: PACT_VALUES.commissionDue,
      payment_for: 'pay_to_fh' as const,
      payment_mode: 3 as const,
      order_id: PACT_VALUES.paymentId,
    }
    return runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, { ...owes, paying: true })
        .uponReceiving('a vendor opening the gateway for its commission payment')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/get-encrypt-key']), (b) => b.headers(asVendor).jsonBody(key))
        .willRespondWith(200, (b) => b.jsonBody(gatewaySessionBody())),
      async () => expect((await vendorGetEncryptKey(key)).data).toBeTruthy(),
      asVendorToken,
    )
  })
})

describe('the vendor’s documents', () => {
  // The days are the provider's (its state set-up answers its calendar, which the verifier injects): the pact keeps
  // fixed examples, the same bytes on any day. A statement reaches three months back, a tax invoice last month.
  const today = PACT_VALUES.exampleDay
  const [lastMonth, , threeBack] = invoiceMonths(today)
  const onTheProvidersDay = {
    start_date: fromProviderState('${today}', today),
    end_date: fromProviderState('${today}', today),
  }
  const statement = { vendor_id: PACT_VALUES.vendorId, start_date: today, end_date: today }
  const lastMonthBody = {
    vendor_id: PACT_VALUES.vendorId,
    month: fromProviderState('${lastMonth}', lastMonth!.month),
    year: fromProviderState('${lastMonthYear}', lastMonth!.year),
  }
  const threeBackBody = {
    vendor_id: PACT_VALUES.vendorId,
    month: fromProviderState('${threeMonthsBack}', threeBack!.month),
    year: fromProviderState('${threeMonthsBackYear}', threeBack!.year),
  }

  it('vendor/export-invoice-pdf: the account statement as a PDF', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, owes)
        .uponReceiving('a vendor’s request for its account statement of today')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/export-invoice-pdf']), (b) =>
          b.headers(pdfHeaders).jsonBody({ vendor_id: PACT_VALUES.vendorId, ...onTheProvidersDay }),
        )
        .willRespondWith(200, (b) =>
          b
            .headers({ 'Content-Type': 'application/pdf' })
            .body('application/pdf', Buffer.from('%PDF-1.7\n%mock statement\n')),
        ),
      async () => {
        const blob = await exportInvoicePdf(statement)
        expect(new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer())).toBe('%PDF-')
      },
      asVendorToken,
    ))

  it('vendor/tax-invoice-pdf: last month’s tax invoice as a PDF', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, owes)
        .uponReceiving('a vendor’s request for last month’s tax invoice')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/tax-invoice-pdf']), (b) =>
          b.headers(pdfHeaders).jsonBody(lastMonthBody),
        )
        .willRespondWith(200, (b) =>
          b
            .headers({ 'Content-Type': 'application/pdf' })
            .body('application/pdf', Buffer.from('%PDF-1.7\n%mock invoice\n')),
        ),
      async () => {
        const blob = await taxInvoicePdf({ vendor_id: PACT_VALUES.vendorId, ...lastMonth! })
        expect(new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer())).toBe('%PDF-')
      },
      asVendorToken,
    ))

  it('vendor/tax-invoice-pdf: a month without commission is a 422 (Invalid data access. under the month)', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, owes)
        .uponReceiving('a vendor’s request for the tax invoice of a month without commission')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/tax-invoice-pdf']), (b) =>
          b.headers(pdfHeaders).jsonBody(threeBackBody),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('month', 'Invalid data access.'))),
      async () =>
        expect((await failure(taxInvoicePdf({ vendor_id: PACT_VALUES.vendorId, ...threeBack! }))).status).toBe(422),
      asVendorToken,
    ))

  it('vendor/export-invoice-pdf: another vendor’s statement is a 403', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwesCommission, owes)
        .uponReceiving('a vendor’s request for another vendor’s account statement')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/export-invoice-pdf']), (b) =>
          b.headers(pdfHeaders).jsonBody({ vendor_id: PACT_VALUES.vendorId + 1, ...onTheProvidersDay }),
        )
        .willRespondWith(403, (b) => b.jsonBody(messageBody('Invalid data access.'))),
      async () =>
        expect((await failure(exportInvoicePdf({ ...statement, vendor_id: PACT_VALUES.vendorId + 1 }))).status).toBe(
          403,
        ),
      asVendorToken,
    ))
})

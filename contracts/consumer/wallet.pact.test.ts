import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  customerConfirmedStatement,
  customerFloatingStatement,
  customerStatementDeals,
  vendorConfirmedStatement,
  vendorDealsDropdown,
  vendorFloatingStatement,
} from '../../src/api/wallet'
import type { StatementRequest } from '../../src/api/schemas/wallet'
import { PACT_VALUES, STATES } from '../states'
import { orderBody } from './order-body'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asCustomer,
  asVendor,
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

const { eachLike, integer, like, number, regex, string } = MatchersV3

const pact = createPact()

/**
 * Spec 3 §7 statements over the seeded wallet history: the student's confirmed and floating Hola, the deals
 * for the dropdown, the vendor's balance with Hola and its Hola balance. Bodies narrowed by a deal (or a month) so
 * every row the contract shows has the same shape.
 */
const customer = { role: 'customer', token: PACT_VALUES.customerToken }
const vendor = { role: 'vendor', token: PACT_VALUES.vendorToken }
const HISTORY_DEAL = 'dea20000-0000-4000-8000-000000000001' // Chai Point's Masala Chai & Samosa, months of orders
const MASALA_CHAI = 'dea10000-0000-4000-8000-000000000001' // the deal of Priya's orders waiting for redemption

const pageOf = (row: object, perPage: number) => ({
  data: eachLike(row),
  current_page: integer(1),
  last_page: integer(1),
  per_page: integer(perPage),
  total: integer(1),
})
/** A redeemed order, as every confirmed row of the history deal has (paid, redeemed, never cancelled). */
const redeemedOrder = () =>
  orderBody({
    order_status: integer(3),
    payment_status: integer(2),
    paid_at: isoInstant('2026-11-19T05:31:35.336Z'),
    customer_commision: { reedem_date: isoInstant('2026-11-20T05:31:35.336Z') },
  })
const customerRow = {
  id: integer(12),
  order: redeemedOrder(),
  order_id: integer(PACT_VALUES.cashOrderId),
  created_at: isoInstant('2026-11-20T05:31:35.336Z'),
  refered_customer: null,
  refered_vendor: null,
  used_balance: integer(31),
  description: string('Deal redeemed: Hola confirmed'),
}
const body = (over: Partial<StatementRequest> = {}): StatementRequest => ({
  page: 1,
  rowsPerPage: 15,
  order: 'desc',
  ...over,
})

describe('customer statements', () => {
  it('POST customer/confirmed-statement: a page of the passbook, the total, the plan and the Hola card', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, customer)
        .uponReceiving("the customer's confirmed statement for one deal")
        .withRequest(...requestTo(ENDPOINTS['POST customer/confirmed-statement']), (b) =>
          b.headers(asCustomer).jsonBody(body({ deal_id: HISTORY_DEAL })),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            confirmed_balance: pageOf(customerRow, 15),
            total_confirmed_balance: integer(475),
            my_hola_category: { name: string('Silver') },
            user: {
              full_name: string('Priya Sharma'),
              approve_status: integer(1),
              card_number: regex(/^\d{4} \d{4} \d{4} \d{4}$/, '8000 0000 0000 0001'),
              card_issued_on: day('2024-12-11'),
              card_valid_until: day('2026-12-10'),
            },
          }),
        ),
      async () => {
        const res = await customerConfirmedStatement(body({ deal_id: HISTORY_DEAL }))
        expect(res.confirmed_balance.data[0]!.order?.item.deal.name).toBeTruthy()
        expect(res.user.card_number).toMatch(/^\d{4} /)
      },
      { token: customer.token },
    ))

  it('POST customer/floting-statement: the points still floating, and their total', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, customer)
        .uponReceiving("the customer's floating statement for one deal")
        .withRequest(...requestTo(ENDPOINTS['POST customer/floting-statement']), (b) =>
          b.headers(asCustomer).jsonBody(body({ rowsPerPage: 1, deal_id: MASALA_CHAI })),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            // The newest floating row: Priya's cash order waiting at the outlet (unpaid, not redeemed).
            floating_balance: pageOf(
              { ...customerRow, order: orderBody(), description: string('Hola earned on a deal') },
              1,
            ),
            total_floting_balance: integer(155),
          }),
        ),
      async () => {
        const res = await customerFloatingStatement(body({ rowsPerPage: 1, deal_id: MASALA_CHAI }))
        expect(res.floating_balance.data[0]!.used_balance).toBeGreaterThan(0)
      },
      { token: customer.token },
    ))

  it('GET customer/statement: the deals for the dropdown', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, customer)
        .uponReceiving("the customer's statement deals")
        .withRequest(...requestTo(ENDPOINTS['GET customer/statement']), (b) => b.headers(asCustomer))
        .willRespondWith(200, (b) =>
          b.jsonBody({ deals: eachLike({ uuid: string(MASALA_CHAI), name: string('Masala Chai & Bun Maska') }) }),
        ),
      async () => expect((await customerStatementDeals()).deals.length).toBeGreaterThan(0),
      { token: customer.token },
    ))

  it('answers 401 without a token, and 422 per field for two time filters at once', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, customer)
        .uponReceiving('a confirmed statement without a token')
        .withRequest(...requestTo(ENDPOINTS['POST customer/confirmed-statement']), (b) =>
          b.headers(requestHeaders).jsonBody(body()),
        )
        .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.'))),
      async () => expect((await failure(customerConfirmedStatement(body()))).status).toBe(401),
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, customer)
        .uponReceiving('a confirmed statement asked for the last week and the last month at once')
        .withRequest(...requestTo(ENDPOINTS['POST customer/confirmed-statement']), (b) =>
          b.headers(asCustomer).jsonBody(body({ last_week: 1, last_month: 1 })),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(
            validationErrorBody('last_week', 'Choose one time filter: All, Last Week, Last Month or Last Year.'),
          ),
        ),
      async () => {
        const e = await failure(customerConfirmedStatement(body({ last_week: 1, last_month: 1 })))
        expect(e.status).toBe(422)
      },
      { token: customer.token },
    )
  })
})

describe('vendor statements', () => {
  it("POST vendor/confirmed-statement: the outlet's sales and its balance with Hola", () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, vendor)
        .uponReceiving("the vendor's confirmed statement for one deal over the last month")
        .withRequest(...requestTo(ENDPOINTS['POST vendor/confirmed-statement']), (b) =>
          b.headers(asVendor).jsonBody(body({ rowsPerPage: 10, last_month: 1, deal_id: HISTORY_DEAL })),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            // Spec 3 §3: the row is the order itself (item.deal.name, customer.full_name, created_at,
            // customer_commision.reedem_date, payment_single.*, paid_amount, seller_will_get, order_status).
            confirm_balance: pageOf(
              {
                ...redeemedOrder(),
                entry_id: integer(12),
                posted_at: isoInstant('2026-11-20T05:31:35.336Z'),
                amount: number(69.3),
                description: string('Deal sold'),
              },
              10,
            ),
            total_confirm_balance: number(252.18),
            my_hola_category: { name: string('Gold') },
          }),
        ),
      async () => {
        const res = await vendorConfirmedStatement(body({ rowsPerPage: 10, last_month: 1, deal_id: HISTORY_DEAL }))
        const row = res.confirm_balance.data[0]!
        expect([row.item.deal.name, row.customer.full_name, row.order_status]).toEqual([
          expect.any(String),
          expect.any(String),
          3,
        ])
      },
      { token: vendor.token },
    ))

  it("POST vendor/floting-statement: the outlet's Hola points, with whether each still floats", () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, vendor)
        .uponReceiving("the vendor's Hola balance for the last month")
        .withRequest(...requestTo(ENDPOINTS['POST vendor/floting-statement']), (b) =>
          b.headers(asVendor).jsonBody(body({ last_month: 1 })),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            hola_balance: pageOf(
              {
                id: integer(34),
                refered_vendor: { full_name: string('Fresh Bites Indiranagar'), is_active: integer(1) },
                refered_customer: null,
                created_at: isoInstant('2026-11-10T05:31:35.336Z'),
                reedem_date: null,
                used_balance: integer(200),
                hola_point_status: integer(0),
                description: string('Referral reward'),
              },
              15,
            ),
            total_hola_balance: integer(300),
            confirmed_hola_balance: integer(100),
            floating_hola_balance: integer(200),
          }),
        ),
      async () => {
        const res = await vendorFloatingStatement(body({ last_month: 1 }))
        expect(res.hola_balance.data[0]!.hola_point_status).toBe(0)
      },
      { token: vendor.token },
    ))

  it('GET vendor/dropdown-my-deals: the deals and the payment methods', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, vendor)
        .uponReceiving("the vendor's deals for the statement dropdown")
        .withRequest(...requestTo(ENDPOINTS['GET vendor/dropdown-my-deals']), (b) => b.headers(asVendor))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            deals: eachLike({ uuid: string(MASALA_CHAI), name: string('Masala Chai & Bun Maska') }),
            payment_type: eachLike({ id: integer(6), name: like('UPI') }),
          }),
        ),
      async () => expect((await vendorDealsDropdown()).payment_type.length).toBeGreaterThan(0),
      { token: vendor.token },
    ))
})

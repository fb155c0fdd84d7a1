import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { customerReferrals, vendorReferrals } from '../../src/api/referrals'
import { PACT_VALUES, STATES } from '../states'
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
} from './pact'

const { eachLike, integer, string } = MatchersV3

const pact = createPact()

/**
 * Spec 3 §7 referrals: each role's list of the people who signed up with its code (`referrel`, the wire's
 * spelling), over the seeded histories: Priya referred students; Chai Point, in its state, outlets only.
 */
const customer = { role: 'customer', token: PACT_VALUES.customerToken }
const person = (name: string) => ({ full_name: string(name), is_active: integer(1) })
const row = (over: object) => ({
  id: integer(3),
  refered_customer: null,
  refered_vendor: null,
  created_at: isoInstant('2026-11-23T05:31:35.336Z'),
  used_balance: integer(50),
  ...over,
})

describe('referrals', () => {
  it("POST customer/customer-referrel: the student's referrals, newest first", () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, customer)
        .uponReceiving("the customer's referrals")
        .withRequest(...requestTo(ENDPOINTS['POST customer/customer-referrel']), (b) => b.headers(asCustomer))
        .willRespondWith(200, (b) =>
          b.jsonBody({ referrel: eachLike(row({ refered_customer: person('Ishaan Gupta') })) }),
        ),
      async () => expect((await customerReferrals()).referrel[0]!.refered_customer?.full_name).toBeTruthy(),
      { token: customer.token },
    ))

  it("POST vendor/vendor-referrel: the outlet's referrals (outlets, under refered_vendor)", () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorReferredOutlets, { token: PACT_VALUES.vendorToken })
        .uponReceiving("the vendor's referrals")
        .withRequest(...requestTo(ENDPOINTS['POST vendor/vendor-referrel']), (b) => b.headers(asVendor))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            referrel: eachLike(row({ refered_vendor: person('Fresh Bites Indiranagar'), used_balance: integer(200) })),
          }),
        ),
      async () => expect((await vendorReferrals()).referrel[0]!.refered_vendor?.full_name).toBeTruthy(),
      { token: PACT_VALUES.vendorToken },
    ))

  it('answers an empty list to someone who referred nobody', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.unverifiedCustomerSignedIn, { token: PACT_VALUES.unverifiedCustomerToken })
        .uponReceiving('the referrals of a customer who referred nobody')
        .withRequest(...requestTo(ENDPOINTS['POST customer/customer-referrel']), (b) =>
          b.headers({ ...requestHeaders, Authorization: bearer(PACT_VALUES.unverifiedCustomerToken) }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ referrel: [] })),
      async () => expect((await customerReferrals()).referrel).toEqual([]),
      { token: PACT_VALUES.unverifiedCustomerToken },
    ))

  it('answers 401 without a token and 403 to the other role', async () => {
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, customer)
        .uponReceiving('the referrals without a token')
        .withRequest(...requestTo(ENDPOINTS['POST customer/customer-referrel']), (b) => b.headers(requestHeaders))
        .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.'))),
      async () => expect((await failure(customerReferrals())).status).toBe(401),
    )
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, customer)
        .uponReceiving("a customer asking for a vendor's referrals")
        .withRequest(...requestTo(ENDPOINTS['POST vendor/vendor-referrel']), (b) => b.headers(asCustomer))
        .willRespondWith(403, (b) => b.jsonBody(messageBody('This action is unauthorized.'))),
      async () => expect((await failure(vendorReferrals())).status).toBe(403),
      { token: customer.token },
    )
  })
})

import { describe, expect, it, vi } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { loadHolaCategories, membershipPlanList } from '../../src/api/membership'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import { bearer, createPact, failure, messageBody, requestHeaders, requestTo, runWithClient } from './pact'

const { eachLike, integer, like, number, string, regex } = MatchersV3

const pact = createPact()

/** Spec 1 §7 Membership: the plans on both profiles, customers through customer paths and vendors through vendor paths. */

const signedIn = (role: 'customer' | 'vendor') => ({
  role,
  token: role === 'vendor' ? PACT_VALUES.vendorToken : PACT_VALUES.customerToken,
})
const headersOf = (role: 'customer' | 'vendor') => ({ ...requestHeaders, Authorization: bearer(signedIn(role).token) })

/** A plan with a margin per payment method (1 Cash … 6 UPI): the checkout prices by the method paid with. */
const plan = {
  id: integer(1),
  uuid: regex(/^[0-9a-f-]{36}$/, '5b0a6c1e-0001-4d7a-9a51-1a2b3c4d5e01'),
  name: string('Silver'),
  purchase_amount: number(499),
  referral_reward: number(50),
  vendor_referral_reward: number(100),
  min_amount: number(0),
  max_amount: number(5000),
  hola_category_margin: eachLike({
    payment_method_type: integer(6),
    hola_to_currency: number(1),
    gross_margin: number(20),
    gst: number(18),
  }),
}

describe.each(['customer', 'vendor'] as const)('%s plans', (role) => {
  it(`POST ${role}/membership-plan-list: the plans and payment types`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, signedIn(role))
        .uponReceiving(`a ${role}'s request for the membership plan list`)
        .withRequest(...requestTo(ENDPOINTS['POST {role}/membership-plan-list'], { role }), (b) =>
          b.headers(headersOf(role)),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ planList: eachLike(plan), payment_type: eachLike({ id: integer(6), name: string('UPI') }) }),
        ),
      async () => {
        const res = await membershipPlanList(role)
        expect(res.planList[0]!.hola_category_margin[0]!.payment_method_type).toBe(6)
        expect(res.payment_type[0]).toEqual({ id: 6, name: 'UPI' })
      },
      { token: signedIn(role).token },
    ))

  it(`GET ${role}/load-hola-categories: the plans`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, signedIn(role))
        .uponReceiving(`a ${role}'s request to load the Hola categories`)
        .withRequest(...requestTo(ENDPOINTS['GET {role}/load-hola-categories'], { role }), (b) =>
          b.headers(headersOf(role)),
        )
        .willRespondWith(200, (b) => b.jsonBody({ planList: eachLike(plan) })),
      async () => {
        const res = await loadHolaCategories(role)
        expect(res.planList[0]!.name).toBe('Silver')
      },
      { token: signedIn(role).token },
    ))
})

it('POST customer/membership-plan-list without a valid token is a 401', async () => {
  const onUnauthorized = vi.fn()
  await runWithClient(
    pact
      .addInteraction()
      .given(STATES.personas)
      .uponReceiving('a membership plan list request with an unknown token')
      .withRequest(...requestTo(ENDPOINTS['POST {role}/membership-plan-list'], { role: 'customer' }), (b) =>
        b.headers({ ...requestHeaders, Authorization: bearer('unknown-or-revoked-token') }),
      )
      .willRespondWith(401, (b) => b.jsonBody({ message: like('Unauthenticated.') })),
    async () => {
      const err = await failure(membershipPlanList('customer'))
      expect(err.status).toBe(401)
      expect(onUnauthorized).toHaveBeenCalledTimes(1)
    },
    { token: 'unknown-or-revoked-token', hooks: { onUnauthorized } },
  )
})

it("POST vendor/membership-plan-list with a customer's token is a 403", () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, signedIn('customer'))
      .uponReceiving("a vendor membership plan list request with a customer's token")
      .withRequest(...requestTo(ENDPOINTS['POST {role}/membership-plan-list'], { role: 'vendor' }), (b) =>
        b.headers(headersOf('customer')),
      )
      .willRespondWith(403, (b) => b.jsonBody(messageBody('This action is unauthorized.'))),
    async () => {
      expect((await failure(membershipPlanList('vendor'))).status).toBe(403)
    },
    { token: PACT_VALUES.customerToken },
  ))

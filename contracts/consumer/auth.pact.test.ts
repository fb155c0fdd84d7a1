import { describe, expect, it, vi } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { authenticate, getCustomer, getVendor, logout, resendOtp, verifyOtp } from '../../src/api/auth'
import type { Role } from '../../src/lib/user-type'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  bearer,
  createPact,
  failure,
  messageBody,
  requestHeaders,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { boolean, eachLike, equal, integer, like, nullValue, number, regex, string } = MatchersV3

const pact = createPact()

/** Spec 1 §7, Authentication and Profile: sign-in by email or phone, OTP, the signed-in user, logout; both roles. */

/** Sample values (the seed personas); matchers keep them from pinning the backend. */
const sample = {
  2: {
    id: 1,
    hash: 'c0ffee00-0000-4000-8000-000000000001',
    full_name: 'Priya Sharma',
    email: 'customer@example.com',
    phone: '9876543210',
    referral_code: 'PRIYA2026',
    plan: { id: 1, name: 'Silver' },
    address: '12, 4th Cross, Koramangala',
  },
  1: {
    id: 101,
    hash: 'beef0000-0000-4000-8000-000000000101',
    full_name: 'Arjun Mehta',
    email: 'vendor@example.com',
    phone: '9123456780',
    referral_code: 'CHAIPOINT',
    plan: { id: 2, name: 'Gold' },
    address: '80 Feet Road, Koramangala 4th Block',
  },
} as const

/** What the session keeps of the user (src/api/schemas/auth.ts sessionUser), for the persona of each role. */
const sessionUserBody = (userType: 1 | 2) => {
  const s = sample[userType]
  return {
    id: integer(s.id),
    hash: string(s.hash),
    userType: equal(userType),
    full_name: string(s.full_name),
    email: string(s.email),
    phone: string(s.phone),
    image: string('/img/user.png'),
    is_email_verified: integer(1),
    is_verified: integer(1),
    referral_code: string(s.referral_code),
    // The personas hold a membership plan and an address with a state (docs/backend-team.md, provider states).
    hola_category: { id: integer(s.plan.id), name: string(s.plan.name) },
    address: {
      address: string(s.address),
      city: string('Bengaluru'),
      pincode: string('560034'),
      state: { id: integer(1), name: string('Karnataka') },
    },
    ...(userType === 1 ? { organization: string('Chai Point Koramangala') } : { approve_status: integer(1) }),
  }
}

/**
 * customer/get-user: the session fields plus the customer profile (customerProfile).
 * media and card_media are `{path} | null` for the client; Pact cannot say "either", so the contract states the
 * persona's case: no profile photo and no ID card on file (null). See docs/backend-team.md, provider states.
 */
const customerProfileBody = {
  ...sessionUserBody(2),
  approve_status: integer(1),
  aadhar_number: string('2345 6789 0123'),
  enrollment_no: string('20231045'),
  expiry_date: string('06/2028'),
  institute: { id: integer(1), name: string('Christ University'), institute_id: string('INST-0001') },
  hola_category_id: integer(sample[2].plan.id),
  hola_points: number(470),
  media: nullValue(),
  card_media: nullValue(),
}

/** vendor/get-user: the session fields plus the vendor profile (vendorProfile); media as for the customer (no photo: null). */
const vendorProfileBody = {
  ...sessionUserBody(1),
  organization: string('Chai Point Koramangala'),
  description: string('Tea, snacks and a quiet corner to study.'),
  latitude: number(12.9352),
  longitude: number(77.6245),
  pan_no: string('ABCDE1234F'),
  gst_no: string('29ABCDE1234F1Z5'),
  is_approved: integer(1),
  email_verified_at: regex(/^\d{4}-\d{2}-\d{2}.*$/, '2025-06-29T10:00:00.000Z'),
  monthDuration: integer(6),
  hola_category_id: integer(sample[1].plan.id),
  hola_points: number(0),
  media: nullValue(),
  account_types: eachLike('Saving'),
  media_type: eachLike({ id: integer(1), name: string('Bank Document') }),
}

type RoleCase = {
  role: Role
  userType: 1 | 2
  email: string
  token: string
  getUser: typeof getCustomer | typeof getVendor
  profileBody: Record<string, unknown>
}

const roles: RoleCase[] = [
  {
    role: 'customer',
    userType: 2,
    email: 'customer@example.com',
    token: PACT_VALUES.customerToken,
    getUser: getCustomer,
    profileBody: customerProfileBody,
  },
  {
    role: 'vendor',
    userType: 1,
    email: 'vendor@example.com',
    token: PACT_VALUES.vendorToken,
    getUser: getVendor,
    profileBody: vendorProfileBody,
  },
]

describe.each(roles)('auth contract, $role', ({ role, userType, email, token, getUser, profileBody }) => {
  const challenge = { role, id: PACT_VALUES.challengeId, otp: PACT_VALUES.otp }

  it(`POST ${role}/authenticate opens an OTP challenge`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.personas)
        .uponReceiving(`a ${role} sign-in request with a known email`)
        .withRequest(...requestTo(ENDPOINTS['POST {role}/authenticate'], { role }), (b) =>
          b.headers(requestHeaders).jsonBody({ username: email }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: boolean(true),
            message: string('Otp sent to your email address.'),
            id: string('3f9c1b2a7d4e5f60718293a4b5c6d7e8'),
          }),
        ),
      async () => {
        const res = await authenticate(role, { username: email })
        expect(res).toEqual({
          success: true,
          message: 'Otp sent to your email address.',
          id: '3f9c1b2a7d4e5f60718293a4b5c6d7e8',
        })
      },
    ))

  it(`POST ${role}/authenticate with an unknown account is a 422 on username`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.personas)
        .uponReceiving(`a ${role} sign-in request with an unknown email`)
        .withRequest(...requestTo(ENDPOINTS['POST {role}/authenticate'], { role }), (b) =>
          b.headers(requestHeaders).jsonBody({ username: 'nobody@example.com' }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('username', 'No account found with this email or phone number.')),
        ),
      async () => {
        const err = await failure(authenticate(role, { username: 'nobody@example.com' }))
        expect(err.status).toBe(422)
        expect(err.message).toBe('No account found with this email or phone number.')
        expect(err.field('username')).toBe('No account found with this email or phone number.')
      },
    ))

  it(`POST ${role}/verify-otp with the right code signs in`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.otpChallenge, challenge)
        .uponReceiving(`a ${role} OTP verification with the right code`)
        .withRequest(...requestTo(ENDPOINTS['POST {role}/verify-otp'], { role }), (b) =>
          b.headers(requestHeaders).jsonBody({ otp: PACT_VALUES.otp, id: PACT_VALUES.challengeId }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            access_token: string('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'),
            token_type: string('Bearer'),
            user: sessionUserBody(userType),
          }),
        ),
      async () => {
        const res = await verifyOtp(role, { otp: PACT_VALUES.otp, id: PACT_VALUES.challengeId })
        expect(res.access_token).toBe('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')
        expect(res.user.userType).toBe(userType)
        expect(res.user.email).toBe(email)
        expect(res.user.address?.state).toEqual({ id: 1, name: 'Karnataka' })
      },
    ))

  it(`POST ${role}/verify-otp with a wrong code is a 422 on otp`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.otpChallenge, challenge)
        .uponReceiving(`a ${role} OTP verification with a wrong code`)
        .withRequest(...requestTo(ENDPOINTS['POST {role}/verify-otp'], { role }), (b) =>
          b.headers(requestHeaders).jsonBody({ otp: '9999', id: PACT_VALUES.challengeId }),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('otp', 'The OTP you entered is invalid.'))),
      async () => {
        const err = await failure(verifyOtp(role, { otp: '9999', id: PACT_VALUES.challengeId }))
        expect(err.status).toBe(422)
        expect(err.field('otp')).toBe('The OTP you entered is invalid.')
      },
    ))

  it(`POST ${role}/resend-otp sends a new code`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.otpChallenge, challenge)
        .uponReceiving(`a ${role} request to resend the OTP`)
        .withRequest(...requestTo(ENDPOINTS['POST {role}/resend-otp'], { role }), (b) =>
          b.headers(requestHeaders).jsonBody({ id: PACT_VALUES.challengeId }),
        )
        .willRespondWith(200, (b) => b.jsonBody(messageBody('Otp sent successfully'))),
      async () => {
        const res = await resendOtp(role, { id: PACT_VALUES.challengeId })
        expect(res).toEqual({ message: 'Otp sent successfully' })
      },
    ))

  it(`POST ${role}/get-user returns the signed-in ${role}`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, { role, token })
        .uponReceiving(`a request for the signed-in ${role}`)
        .withRequest(...requestTo(ENDPOINTS[`POST ${role}/get-user`]), (b) =>
          b.headers({ ...requestHeaders, Authorization: bearer(token) }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ user: profileBody })),
      async () => {
        const { user } = await getUser()
        expect(user.userType).toBe(userType)
        expect(user.email).toBe(email)
        if (user.userType === 1) {
          expect(user.account_types).toEqual(['Saving'])
          expect(user.media_type).toEqual([{ id: 1, name: 'Bank Document' }])
          expect(user.monthDuration).toBe(6)
        } else {
          expect(user.approve_status).toBe(1)
          expect(user.institute).toEqual({ id: 1, name: 'Christ University', institute_id: 'INST-0001' })
        }
      },
      { token },
    ))

  it(`POST ${role}/get-user without a valid token is a 401`, async () => {
    const onUnauthorized = vi.fn()
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.personas)
        .uponReceiving(`a request for the signed-in ${role} with an unknown token`)
        .withRequest(...requestTo(ENDPOINTS[`POST ${role}/get-user`]), (b) =>
          b.headers({ ...requestHeaders, Authorization: bearer('unknown-or-revoked-token') }),
        )
        .willRespondWith(401, (b) => b.jsonBody({ message: like('Unauthenticated.') })),
      async () => {
        const err = await failure(getUser())
        expect(err.status).toBe(401)
        expect(err.message).toBe('Unauthenticated.')
        // Spec 1 §8: a 401 resets the session; the client reports it through the hook.
        expect(onUnauthorized).toHaveBeenCalledTimes(1)
      },
      { token: 'unknown-or-revoked-token', hooks: { onUnauthorized } },
    )
  })

  it(`POST ${role}/logout signs out`, () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signedIn, { role, token })
        .uponReceiving(`a ${role} logout`)
        .withRequest(...requestTo(ENDPOINTS['POST {role}/logout'], { role }), (b) =>
          b.headers({ ...requestHeaders, Authorization: bearer(token) }),
        )
        .willRespondWith(200, (b) => b.jsonBody(messageBody('You have successfully logged out.'))),
      async () => {
        const res = await logout(role)
        expect(res).toEqual({ message: 'You have successfully logged out.' })
      },
      { token },
    ))
})

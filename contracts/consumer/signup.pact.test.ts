import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { verifyOtp } from '../../src/api/auth'
import {
  addInstitute,
  registerCustomer,
  registerFranchise,
  registerVendor,
  socialLogin,
  toFormData,
} from '../../src/api/signup'
import type { VendorDetails } from '../../src/api/schemas/signup'
import { SIGNUP_TEXTS } from '../../src/lib/signup-texts'
import { PACT_VALUES, STATES } from '../states'
import { fixMultipartBoundary, multipart as multipartOf } from './multipart'
import { ENDPOINTS } from '../../src/api/endpoints'
import { createPact, failure, requestHeaders, requestTo, runWithClient, validationErrorBody } from './pact'

const { boolean, equal, integer, nullValue, string } = MatchersV3

const pact = createPact()

/** Spec 1 §5, §7: the three registers (multipart, pinned part by part: ./multipart.ts), add-institutes and social sign-in. */
fixMultipartBoundary()

type Parts = Record<string, string | File | File[] | undefined>
const multipart = (parts: Parts) => multipartOf(toFormData(parts))

// A tiny PNG (signature and an empty IHDR are enough for the type checks) and a PDF.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')
const card = () => new File([PNG], 'student-id-card.png', { type: 'image/png' })
const cheque = () => new File([PDF], 'cheque.pdf', { type: 'application/pdf' })
const panCard = () => new File([PNG], 'pan-card.png', { type: 'image/png' })

/** A fixed month (the pact is the same bytes on any day), inside the expiry window (this month to 5 years ahead). */
const EXPIRY = PACT_VALUES.cardExpiry

const student = (email = 'meera.joshi@example.com') => ({
  full_name: 'Meera Joshi',
  email,
  phone: '9000012345',
  aadhar_number: '2345 6789 0124',
  address: '5 MG Road',
  city: 'Bengaluru',
  state: '1',
  pincode: '560001',
  enrollment_no: '20240001',
  expiry_date: EXPIRY,
  institute: '1',
  card_media: card(),
  is_referral: '1' as const,
  referral_by: 'PRIYA2026',
  disclaimer: '1' as const,
})

const vendorDetails = (over: Partial<VendorDetails> = {}): VendorDetails => ({
  full_name: 'Kiran Rao',
  email: 'kiran.rao@example.com',
  phone: '9000054321',
  address: '1 Church Street',
  organization: 'Dosa Corner',
  city: 'Bengaluru',
  state: '1',
  pincode: '560001',
  state_code: '29',
  pan_no: 'ABCDE1234F',
  gst_no: '29ABCDE1234F1Z5',
  bank_name: 'HDFC Bank',
  account_number: '50100123456',
  confirm_account_number: '50100123456',
  ifsc_code: 'HDFC0001234',
  account_type: 'Current',
  is_referral: '0',
  ...over,
})

const registered = {
  success: boolean(true),
  message: string(SIGNUP_TEXTS.registered),
  id: string('3f9c1b2a7d4e5f60718293a4b5c6d7e8'),
}

describe('sign-up contract', () => {
  it('POST customer/register creates a student and answers the OTP step’s id', async () => {
    const m = await multipart(student())
    return runWithClient(
      pact
        .addInteraction()
        .given(STATES.signupChoices)
        .uponReceiving('a student sign-up with every field and a cropped ID card')
        .withRequest(...requestTo(ENDPOINTS['POST customer/register']), (b) =>
          b
            .headers({ ...requestHeaders, 'Content-Type': m.contentType })
            .body(m.contentType, m.body)
            .matchingRules(m.rules),
        )
        .willRespondWith(200, (b) => b.jsonBody(registered)),
      async () => {
        const res = await registerCustomer(student())
        expect(res).toEqual({ success: true, message: SIGNUP_TEXTS.registered, id: '3f9c1b2a7d4e5f60718293a4b5c6d7e8' })
      },
    )
  })

  it('POST customer/register with a taken email is a 422 on email', async () => {
    const m = await multipart(student('customer@example.com'))
    return runWithClient(
      pact
        .addInteraction()
        .given(STATES.signupChoices)
        .uponReceiving('a student sign-up with an email that already has an account')
        .withRequest(...requestTo(ENDPOINTS['POST customer/register']), (b) =>
          b
            .headers({ ...requestHeaders, 'Content-Type': m.contentType })
            .body(m.contentType, m.body)
            .matchingRules(m.rules),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('email', SIGNUP_TEXTS.emailTaken))),
      async () => {
        const err = await failure(registerCustomer(student('customer@example.com')))
        expect(err.status).toBe(422)
        expect(err.field('email')).toBe(SIGNUP_TEXTS.emailTaken)
      },
    )
  })

  it('POST vendor/register creates a vendor (KYC pending) with the bank and PAN documents', async () => {
    const parts = { ...vendorDetails(), bankDocuments: [cheque()], panDocuments: [panCard()] }
    const m = await multipart(parts)
    return runWithClient(
      pact
        .addInteraction()
        .given(STATES.signupChoices)
        .uponReceiving('a vendor sign-up with the bank and PAN documents')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/register']), (b) =>
          b
            .headers({ ...requestHeaders, 'Content-Type': m.contentType })
            .body(m.contentType, m.body)
            .matchingRules(m.rules),
        )
        .willRespondWith(200, (b) => b.jsonBody(registered)),
      async () => {
        const res = await registerVendor({ ...vendorDetails(), bankDocuments: [cheque()], panDocuments: [panCard()] })
        expect(res.id).toBe('3f9c1b2a7d4e5f60718293a4b5c6d7e8')
      },
    )
  })

  it('POST vendor/register without documents is a 422 on bankDocuments', async () => {
    const m = await multipart({ ...vendorDetails() })
    return runWithClient(
      pact
        .addInteraction()
        .given(STATES.signupChoices)
        .uponReceiving('a vendor sign-up without documents')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/register']), (b) =>
          b
            .headers({ ...requestHeaders, 'Content-Type': m.contentType })
            .body(m.contentType, m.body)
            .matchingRules(m.rules),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('bankDocuments', SIGNUP_TEXTS.bankDocumentRequired)),
        ),
      async () => {
        const err = await failure(registerVendor({ ...vendorDetails() }))
        expect(err.field('bankDocuments')).toBe(SIGNUP_TEXTS.bankDocumentRequired)
      },
    )
  })

  it('POST franchise/register sends the vendor form as venderInfo and waits for staff', async () => {
    const details = vendorDetails({ email: 'franchise@example.com' })
    const m = await multipart({
      venderInfo: JSON.stringify(details),
      bankDocuments: [cheque()],
      panDocuments: [panCard()],
    })
    return runWithClient(
      pact
        .addInteraction()
        .given(STATES.signupChoices)
        .uponReceiving('a franchise request with the vendor form and documents')
        .withRequest(...requestTo(ENDPOINTS['POST franchise/register']), (b) =>
          b
            .headers({ ...requestHeaders, 'Content-Type': m.contentType })
            .body(m.contentType, m.body)
            .matchingRules(m.rules),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ success: boolean(true), message: string(SIGNUP_TEXTS.franchiseReceived) }),
        ),
      async () => {
        const res = await registerFranchise(details, { bankDocuments: [cheque()], panDocuments: [panCard()] })
        expect(res.message).toBe(SIGNUP_TEXTS.franchiseReceived)
      },
    )
  })

  it('POST franchise/register with a bad state code is a 422 on state_code', async () => {
    const details = vendorDetails({ email: 'franchise@example.com', state_code: '1234' })
    const m = await multipart({
      venderInfo: JSON.stringify(details),
      bankDocuments: [cheque()],
      panDocuments: [panCard()],
    })
    return runWithClient(
      pact
        .addInteraction()
        .given(STATES.signupChoices)
        .uponReceiving('a franchise request with a state code of four digits')
        .withRequest(...requestTo(ENDPOINTS['POST franchise/register']), (b) =>
          b
            .headers({ ...requestHeaders, 'Content-Type': m.contentType })
            .body(m.contentType, m.body)
            .matchingRules(m.rules),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('state_code', SIGNUP_TEXTS.stateCodeInvalid))),
      async () => {
        const err = await failure(registerFranchise(details, { bankDocuments: [cheque()], panDocuments: [panCard()] }))
        expect(err.field('state_code')).toBe(SIGNUP_TEXTS.stateCodeInvalid)
      },
    )
  })

  it('POST customer/add-institutes adds the institute a student named under Others', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signupChoices)
        .uponReceiving('a request to add an institute named under Others')
        .withRequest(...requestTo(ENDPOINTS['POST customer/add-institutes']), (b) =>
          b
            .headers(requestHeaders)
            .jsonBody({ name: 'Hola Institute of Design', is_active: 1, customer_name: 'Meera Joshi' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: boolean(true),
            message: string(SIGNUP_TEXTS.instituteAdded),
            institute: { id: integer(41), name: string('Hola Institute of Design'), institute_id: string('INST-0041') },
          }),
        ),
      async () => {
        const res = await addInstitute({ name: 'Hola Institute of Design', is_active: 1, customer_name: 'Meera Joshi' })
        expect(res.institute.name).toBe('Hola Institute of Design')
      },
    ))
})

describe('add-institutes refusal', () => {
  it('POST customer/add-institutes without a name is a 422 on name', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.signupChoices)
        .uponReceiving('a request to add an institute without a name')
        .withRequest(...requestTo(ENDPOINTS['POST customer/add-institutes']), (b) =>
          b.headers(requestHeaders).jsonBody({ name: '', is_active: 1, customer_name: 'Meera Joshi' }),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('name', 'The name field is required.'))),
      async () => {
        const err = await failure(addInstitute({ name: '', is_active: 1, customer_name: 'Meera Joshi' }))
        expect(err.field('name')).toBe('The name field is required.')
      },
    ))
})

describe('social sign-in contract', () => {
  const body = (social_token: string) => ({
    full_name: 'Priya Sharma',
    email: 'customer@example.com',
    image: '',
    social_type: 'Google' as const,
    social_token,
  })

  it('POST customer/social-login with a verified provider token signs the customer in', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.socialGrant, {
          token: PACT_VALUES.socialToken,
          email: 'customer@example.com',
          social_type: 'Google',
        })
        .uponReceiving('a customer social sign-in with a valid Google token')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/social-login'], { role: 'customer' }), (b) =>
          b.headers(requestHeaders).jsonBody(body(PACT_VALUES.socialToken)),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            access_token: string('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'),
            token_type: string('Bearer'),
            user: {
              id: integer(1),
              hash: string('c0ffee00-0000-4000-8000-000000000001'),
              userType: equal(2),
              full_name: string('Priya Sharma'),
              email: string('customer@example.com'),
              phone: string('9876543210'),
              image: string('/img/user.png'),
              is_email_verified: integer(1),
              is_verified: integer(1),
              referral_code: string('PRIYA2026'),
              hola_category: { id: integer(1), name: string('Silver') },
              address: {
                address: string('12, 4th Cross, Koramangala'),
                city: string('Bengaluru'),
                pincode: string('560034'),
                state: { id: integer(1), name: string('Karnataka') },
              },
              approve_status: integer(1),
            },
          }),
        ),
      async () => {
        const res = await socialLogin('customer', body(PACT_VALUES.socialToken))
        expect(res.user.email).toBe('customer@example.com')
        expect(res.user.userType).toBe(2)
      },
    ))

  it('POST customer/social-login with a token the provider did not issue is a 422 on social_token', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.socialGrant, {
          token: PACT_VALUES.socialToken,
          email: 'customer@example.com',
          social_type: 'Google',
        })
        .uponReceiving('a customer social sign-in with a forged token')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/social-login'], { role: 'customer' }), (b) =>
          b.headers(requestHeaders).jsonBody(body('forged-token')),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('social_token', SIGNUP_TEXTS.socialTokenRefused))),
      async () => {
        const err = await failure(socialLogin('customer', body('forged-token')))
        expect(err.status).toBe(422)
        expect(Object.values(err.errors).flat()[0]).toBe(SIGNUP_TEXTS.socialTokenRefused)
      },
    ))

  it('POST vendor/social-login with a verified provider token signs the vendor in', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.socialGrant, {
          token: PACT_VALUES.socialToken,
          email: 'vendor@example.com',
          social_type: 'Facebook',
        })
        .uponReceiving('a vendor social sign-in with a valid Facebook token')
        .withRequest(...requestTo(ENDPOINTS['POST {role}/social-login'], { role: 'vendor' }), (b) =>
          b.headers(requestHeaders).jsonBody({
            full_name: 'Arjun Mehta',
            email: 'vendor@example.com',
            image: '',
            social_type: 'Facebook',
            social_token: PACT_VALUES.socialToken,
          }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            access_token: string('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'),
            token_type: string('Bearer'),
            user: {
              id: integer(101),
              hash: string('beef0000-0000-4000-8000-000000000101'),
              userType: equal(1),
              full_name: string('Arjun Mehta'),
              email: string('vendor@example.com'),
              phone: string('9123456780'),
              image: string('/img/user.png'),
              is_email_verified: integer(1),
              is_verified: integer(1),
              referral_code: string('CHAIPOINT'),
              hola_category: { id: integer(2), name: string('Gold') },
              organization: string('Chai Point Koramangala'),
              address: {
                address: string('80 Feet Road, Koramangala 4th Block'),
                city: string('Bengaluru'),
                pincode: string('560034'),
                state: { id: integer(1), name: string('Karnataka') },
              },
            },
          }),
        ),
      async () => {
        const res = await socialLogin('vendor', {
          full_name: 'Arjun Mehta',
          email: 'vendor@example.com',
          image: '',
          social_type: 'Facebook',
          social_token: PACT_VALUES.socialToken,
        })
        expect(res.user.userType).toBe(1)
        expect(res.user.organization).toBe('Chai Point Koramangala')
      },
    ))
})

it('POST customer/verify-otp after registering: the code verifies the phone it went to; the email stays unverified', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.registrationChallenge, { id: PACT_VALUES.challengeId, otp: PACT_VALUES.otp })
      .uponReceiving("a new student's registration code")
      .withRequest(...requestTo(ENDPOINTS['POST {role}/verify-otp'], { role: 'customer' }), (b) =>
        b.headers(requestHeaders).jsonBody({ otp: PACT_VALUES.otp, id: PACT_VALUES.challengeId }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          access_token: string('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'),
          token_type: string('Bearer'),
          user: {
            id: integer(1001),
            hash: string('c0ffee00-0000-4000-8000-0000000f0001'),
            userType: equal(2),
            full_name: string('Meera Joshi'),
            email: string('meera.joshi@example.com'),
            phone: string('9000012345'),
            image: string('/img/user.png'),
            // The rule this interaction pins (docs/decisions/sign-up.md): the phone verified, the email not yet.
            is_email_verified: equal(0),
            is_verified: equal(1),
            referral_code: string('MEERA0001'),
            hola_category: nullValue(),
          },
        }),
      ),
    async () => {
      const { user } = await verifyOtp('customer', { otp: PACT_VALUES.otp, id: PACT_VALUES.challengeId })
      expect([user.is_verified, user.is_email_verified]).toEqual([1, 0])
    },
  ))

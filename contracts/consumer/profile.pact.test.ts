import { expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { resendPhoneEmailOtp, saveCustomerProfile, verifyPhone } from '../../src/api/profile'
import { CONTACT_CHANGE_TEXTS } from '../../src/lib/profile-contact'
import { PACT_VALUES, STATES } from '../states'
import { bearer, createPact, failure, requestHeaders, runWithClient, validationErrorBody } from './pact'

const { equal, eachLike, string } = MatchersV3

const pact = createPact()

/**
 * Spec 1 §4 and §7 Profile and verification: a code to a new or unverified email or phone, then the code. The taken
 * texts ('Email has already taken') are pinned word for word: the profile shows them as they are (spec 1 §8).
 */

const unverified = { hash: 'c0ffee00-0000-4000-8000-000000000002', email: 'unverified.customer@example.com', phone: '9876543211' }
const customer = { hash: 'c0ffee00-0000-4000-8000-000000000001', email: 'customer@example.com', phone: '9876543210' }
const asUnverified = { ...requestHeaders, Authorization: bearer(PACT_VALUES.unverifiedCustomerToken) }
const asCustomer = { ...requestHeaders, Authorization: bearer(PACT_VALUES.customerToken) }
const phoneRequest = { email: unverified.email, phone: unverified.phone, id: unverified.hash, is_email: 0 as const }

it('POST customer/resend-phone-email-otp: a code to the unverified phone', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.unverifiedCustomerSignedIn, { token: PACT_VALUES.unverifiedCustomerToken })
      .uponReceiving('a request for a code to verify the unverified phone')
      .withRequest('POST', '/customer/resend-phone-email-otp', (b) => b.headers(asUnverified).jsonBody(phoneRequest))
      .willRespondWith(200, (b) => b.jsonBody({ message: string(CONTACT_CHANGE_TEXTS.otpSent) })),
    async () => {
      expect((await resendPhoneEmailOtp('customer', phoneRequest)).message).toBe(CONTACT_CHANGE_TEXTS.otpSent)
    },
    { token: PACT_VALUES.unverifiedCustomerToken },
  ))

it("POST customer/resend-phone-email-otp: another account's email is a 422 'Email has already taken'", () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, { role: 'customer', token: PACT_VALUES.customerToken })
      .uponReceiving('a request for a code to change the email to one another account holds')
      .withRequest('POST', '/customer/resend-phone-email-otp', (b) =>
        b.headers(asCustomer).jsonBody({ email: 'vendor@example.com', phone: customer.phone, id: customer.hash, is_email: 1 }),
      )
      .willRespondWith(422, (b) => b.jsonBody({ message: string(CONTACT_CHANGE_TEXTS.emailTaken), errors: { email: eachLike(equal(CONTACT_CHANGE_TEXTS.emailTaken)) } })),
    async () => {
      const err = await failure(resendPhoneEmailOtp('customer', { email: 'vendor@example.com', phone: customer.phone, id: customer.hash, is_email: 1 }))
      expect(err.status).toBe(422)
      expect(err.field('email')).toBe(CONTACT_CHANGE_TEXTS.emailTaken)
    },
    { token: PACT_VALUES.customerToken },
  ))

it("POST customer/resend-phone-email-otp: another account's phone is a 422 'Phone number has already taken'", () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, { role: 'customer', token: PACT_VALUES.customerToken })
      .uponReceiving('a request for a code to change the phone to one another account holds')
      .withRequest('POST', '/customer/resend-phone-email-otp', (b) =>
        b.headers(asCustomer).jsonBody({ email: customer.email, phone: '9123456780', id: customer.hash, is_email: 0 }),
      )
      .willRespondWith(422, (b) => b.jsonBody({ message: string(CONTACT_CHANGE_TEXTS.phoneTaken), errors: { phone: eachLike(equal(CONTACT_CHANGE_TEXTS.phoneTaken)) } })),
    async () => {
      const err = await failure(resendPhoneEmailOtp('customer', { email: customer.email, phone: '9123456780', id: customer.hash, is_email: 0 }))
      expect(err.field('phone')).toBe(CONTACT_CHANGE_TEXTS.phoneTaken)
    },
    { token: PACT_VALUES.customerToken },
  ))

const codeSent = { token: PACT_VALUES.unverifiedCustomerToken, otp: PACT_VALUES.otp, phone: unverified.phone }

it('POST customer/verify-phone: the code makes the phone verified', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.contactCodeSent, codeSent)
      .uponReceiving('the code sent to verify the phone')
      .withRequest('POST', '/customer/verify-phone', (b) => b.headers(asUnverified).jsonBody({ ...phoneRequest, otp: PACT_VALUES.otp }))
      .willRespondWith(200, (b) => b.jsonBody({ message: string(CONTACT_CHANGE_TEXTS.phoneVerified) })),
    async () => {
      expect((await verifyPhone('customer', { ...phoneRequest, otp: PACT_VALUES.otp })).message).toBe(CONTACT_CHANGE_TEXTS.phoneVerified)
    },
    { token: PACT_VALUES.unverifiedCustomerToken },
  ))

it('POST customer/verify-phone: a wrong code is a 422 on otp', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.contactCodeSent, codeSent)
      .uponReceiving('a wrong code to verify the phone')
      .withRequest('POST', '/customer/verify-phone', (b) => b.headers(asUnverified).jsonBody({ ...phoneRequest, otp: '9999' }))
      .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('otp', CONTACT_CHANGE_TEXTS.otpInvalid))),
    async () => {
      const err = await failure(verifyPhone('customer', { ...phoneRequest, otp: '9999' }))
      expect(err.field('otp')).toBe(CONTACT_CHANGE_TEXTS.otpInvalid)
    },
    { token: PACT_VALUES.unverifiedCustomerToken },
  ))

/**
 * save-profile is multipart (files ride along), and Pact's multipart matching compares each part's content type with
 * the body's, so a form of text parts cannot be pinned part by part: the contract pins the refusal the client handles
 * (422 with texts per field) for a request whose body it does not describe; mock-server/handlers/profile.test.ts
 * covers the saved case. The verifier replays it without a body, which every backend refuses field by field.
 */
it('POST customer/save-profile (multipart): refused fields come back as a 422 per field', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, { role: 'customer', token: PACT_VALUES.customerToken })
      .uponReceiving("the customer's profile form with its fields missing")
      .withRequest('POST', '/customer/save-profile', (b) => b.headers(asCustomer))
      .willRespondWith(422, (b) => b.jsonBody({ message: string('The full name field is required.'), errors: { full_name: eachLike(string('The full name field is required.')) } })),
    async () => {
      const err = await failure(saveCustomerProfile(new FormData()))
      expect(err.status).toBe(422)
      expect(err.field('full_name')).toBe('The full name field is required.')
    },
    { token: PACT_VALUES.customerToken },
  ))

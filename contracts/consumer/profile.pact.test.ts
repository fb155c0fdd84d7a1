import { expect, it, vi } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  confirmDetails,
  removeVendorDocument,
  resendPhoneEmailOtp,
  resendVerifyEmail,
  saveCustomerProfile,
  saveVendorProfile,
  unsubscribe,
  verifyEmailLink,
  verifyPhone,
} from '../../src/api/profile'
import { DOCUMENT_TEXTS } from '../../src/lib/profile-documents'
import { EMAIL_LINK_TEXTS, UNSUBSCRIBE_TEXTS } from '../../src/lib/profile-links'
import { CONTACT_CHANGE_TEXTS } from '../../src/lib/profile-contact'
import { PROFILE_TEXTS } from '../../src/lib/profile-rules'
import { REVERIFICATION_TEXTS } from '../../src/lib/profile-reverification'
import { PACT_VALUES, STATES } from '../states'
import { fixMultipartBoundary, multipart } from './multipart'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asCustomer,
  asVendor,
  bearer,
  createPact,
  failure,
  messageBody,
  requestHeaders,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { equal, eachLike, string } = MatchersV3

const pact = createPact()

/**
 * Spec 1 §4 and §7 Profile and verification: a code to a new or unverified email or phone, then the code. The taken
 * texts ('Email has already taken') are pinned word for word: the profile shows them as they are (spec 1 §8).
 */

const unverified = {
  hash: 'c0ffee00-0000-4000-8000-000000000002',
  email: 'unverified.customer@example.com',
  phone: '9876543211',
}
const customer = { hash: 'c0ffee00-0000-4000-8000-000000000001', email: 'customer@example.com', phone: '9876543210' }
const asUnverified = { ...requestHeaders, Authorization: bearer(PACT_VALUES.unverifiedCustomerToken) }
const phoneRequest = { email: unverified.email, phone: unverified.phone, id: unverified.hash, is_email: 0 as const }

it('POST customer/resend-phone-email-otp: a code to the unverified phone', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.unverifiedCustomerSignedIn, { token: PACT_VALUES.unverifiedCustomerToken })
      .uponReceiving('a request for a code to verify the unverified phone')
      .withRequest(...requestTo(ENDPOINTS['POST {role}/resend-phone-email-otp'], { role: 'customer' }), (b) =>
        b.headers(asUnverified).jsonBody(phoneRequest),
      )
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
      .withRequest(...requestTo(ENDPOINTS['POST {role}/resend-phone-email-otp'], { role: 'customer' }), (b) =>
        b
          .headers(asCustomer)
          .jsonBody({ email: 'vendor@example.com', phone: customer.phone, id: customer.hash, is_email: 1 }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody({
          message: string(CONTACT_CHANGE_TEXTS.emailTaken),
          errors: { email: eachLike(equal(CONTACT_CHANGE_TEXTS.emailTaken)) },
        }),
      ),
    async () => {
      const err = await failure(
        resendPhoneEmailOtp('customer', {
          email: 'vendor@example.com',
          phone: customer.phone,
          id: customer.hash,
          is_email: 1,
        }),
      )
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
      .withRequest(...requestTo(ENDPOINTS['POST {role}/resend-phone-email-otp'], { role: 'customer' }), (b) =>
        b.headers(asCustomer).jsonBody({ email: customer.email, phone: '9123456780', id: customer.hash, is_email: 0 }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody({
          message: string(CONTACT_CHANGE_TEXTS.phoneTaken),
          errors: { phone: eachLike(equal(CONTACT_CHANGE_TEXTS.phoneTaken)) },
        }),
      ),
    async () => {
      const err = await failure(
        resendPhoneEmailOtp('customer', { email: customer.email, phone: '9123456780', id: customer.hash, is_email: 0 }),
      )
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
      .withRequest(...requestTo(ENDPOINTS['POST {role}/verify-phone'], { role: 'customer' }), (b) =>
        b.headers(asUnverified).jsonBody({ ...phoneRequest, otp: PACT_VALUES.otp }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string(CONTACT_CHANGE_TEXTS.phoneVerified) })),
    async () => {
      expect((await verifyPhone('customer', { ...phoneRequest, otp: PACT_VALUES.otp })).message).toBe(
        CONTACT_CHANGE_TEXTS.phoneVerified,
      )
    },
    { token: PACT_VALUES.unverifiedCustomerToken },
  ))

it('POST customer/verify-phone: a wrong code is a 422 on otp', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.contactCodeSent, codeSent)
      .uponReceiving('a wrong code to verify the phone')
      .withRequest(...requestTo(ENDPOINTS['POST {role}/verify-phone'], { role: 'customer' }), (b) =>
        b.headers(asUnverified).jsonBody({ ...phoneRequest, otp: '9999' }),
      )
      .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('otp', CONTACT_CHANGE_TEXTS.otpInvalid))),
    async () => {
      const err = await failure(verifyPhone('customer', { ...phoneRequest, otp: '9999' }))
      expect(err.field('otp')).toBe(CONTACT_CHANGE_TEXTS.otpInvalid)
    },
    { token: PACT_VALUES.unverifiedCustomerToken },
  ))

// The same two calls as the vendor (spec 1 §4: {role}/…): a backend must answer the vendor's too, from its own account.
const vendor = { hash: 'beef0000-0000-4000-8000-000000000101', email: 'vendor@example.com', phone: '9123456780' }
const vendorPhoneRequest = { email: vendor.email, phone: vendor.phone, id: vendor.hash, is_email: 0 as const }

it("POST vendor/resend-phone-email-otp: a code to the vendor's unverified phone", () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.vendorPhoneNotVerified, { token: PACT_VALUES.vendorToken })
      .uponReceiving("a vendor's request for a code to verify their unverified phone")
      .withRequest(...requestTo(ENDPOINTS['POST {role}/resend-phone-email-otp'], { role: 'vendor' }), (b) =>
        b.headers(asVendor).jsonBody(vendorPhoneRequest),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string(CONTACT_CHANGE_TEXTS.otpSent) })),
    async () => {
      expect((await resendPhoneEmailOtp('vendor', vendorPhoneRequest)).message).toBe(CONTACT_CHANGE_TEXTS.otpSent)
    },
    { token: PACT_VALUES.vendorToken },
  ))

it("POST vendor/verify-phone: the code makes the vendor's phone verified", () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.vendorContactCodeSent, { token: PACT_VALUES.vendorToken, otp: PACT_VALUES.otp })
      .uponReceiving("the code sent to verify the vendor's phone")
      .withRequest(...requestTo(ENDPOINTS['POST {role}/verify-phone'], { role: 'vendor' }), (b) =>
        b.headers(asVendor).jsonBody({ ...vendorPhoneRequest, otp: PACT_VALUES.otp }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string(CONTACT_CHANGE_TEXTS.phoneVerified) })),
    async () => {
      expect((await verifyPhone('vendor', { ...vendorPhoneRequest, otp: PACT_VALUES.otp })).message).toBe(
        CONTACT_CHANGE_TEXTS.phoneVerified,
      )
    },
    { token: PACT_VALUES.vendorToken },
  ))

/**
 * save-profile is multipart. The saved case pins every part (text by value, the photo by content type) under a fixed
 * boundary (./multipart.ts); the refusal pins the 422 per field the client shows, for a body it does not describe.
 */
fixMultipartBoundary()

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const form = (fields: Record<string, string | File>) => {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.append(k, v)
  return f
}
/** The customer profile form as the screen sends it (the persona's own email and phone: those change only by code). */
const customerForm = () =>
  form({
    full_name: 'Priya Sharma',
    email: customer.email,
    phone: customer.phone,
    aadhar_number: '2345 6789 0123',
    address: '12, 4th Cross, Koramangala',
    city: 'Bengaluru',
    state: '1',
    pincode: '560034',
    enrollment_no: '20231045',
    expiry_date: '06/01/2028',
    institute: '1',
    image: new File([PNG], 'me.png', { type: 'image/png' }),
  })
const vendorForm = () =>
  form({
    full_name: 'Arjun Mehta',
    email: 'vendor@example.com',
    phone: '9123456780',
    address: '80 Feet Road, Koramangala 4th Block',
    city: 'Bengaluru',
    state: '1',
    pincode: '560034',
    state_code: '29',
    organization: 'Chai Point Koramangala',
    description: 'Tea and snacks.',
    pan_no: 'ABCDE1234F',
    gst_no: '29ABCDE1234F1Z5',
    bank_name: 'HDFC Bank',
    account_number: '5010012345101',
    confirm_account_number: '5010012345101',
    ifsc_code: 'HDFC0001234',
    account_type: 'Current',
    latitude: '12.9352',
    longitude: '77.6245',
    image: new File([PNG], 'avatar.png', { type: 'image/png' }),
  })

it('POST customer/save-profile (multipart): every field and a new photo are saved', async () => {
  const m = await multipart(customerForm())
  return runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, { role: 'customer', token: PACT_VALUES.customerToken })
      .uponReceiving("the customer's profile form with every field and a new photo")
      .withRequest(...requestTo(ENDPOINTS['POST customer/save-profile']), (b) =>
        b
          .headers({ ...asCustomer, 'Content-Type': m.contentType })
          .body(m.contentType, m.body)
          .matchingRules(m.rules),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: equal(true), message: string(PROFILE_TEXTS.saved) })),
    async () => {
      expect(await saveCustomerProfile(customerForm())).toEqual({ success: true, message: PROFILE_TEXTS.saved })
    },
    { token: PACT_VALUES.customerToken },
  )
})

it('POST vendor/save-profile (multipart): the outlet, bank and a new avatar are saved', async () => {
  const m = await multipart(vendorForm())
  return runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, { role: 'vendor', token: PACT_VALUES.vendorToken })
      .uponReceiving("the vendor's profile form with every field and a new avatar")
      .withRequest(...requestTo(ENDPOINTS['POST vendor/save-profile']), (b) =>
        b
          .headers({ ...asVendor, 'Content-Type': m.contentType })
          .body(m.contentType, m.body)
          .matchingRules(m.rules),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: equal(true), message: string(PROFILE_TEXTS.saved) })),
    async () => {
      expect(await saveVendorProfile(vendorForm())).toEqual({ success: true, message: PROFILE_TEXTS.saved })
    },
    { token: PACT_VALUES.vendorToken },
  )
})

it('POST customer/save-profile (multipart): refused fields come back as a 422 per field', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, { role: 'customer', token: PACT_VALUES.customerToken })
      .uponReceiving("the customer's profile form with its fields missing")
      .withRequest(...requestTo(ENDPOINTS['POST customer/save-profile']), (b) => b.headers(asCustomer))
      .willRespondWith(422, (b) =>
        b.jsonBody({
          message: string('The full name field is required.'),
          errors: { full_name: eachLike(string('The full name field is required.')) },
        }),
      ),
    async () => {
      const err = await failure(saveCustomerProfile(new FormData()))
      expect(err.status).toBe(422)
      expect(err.field('full_name')).toBe('The full name field is required.')
    },
    { token: PACT_VALUES.customerToken },
  ))

const vendorHash = 'beef0000-0000-4000-8000-000000000101'
const pendingVendorHash = 'beef0000-0000-4000-8000-000000000102'
const vendorSignedIn = { role: 'vendor', token: PACT_VALUES.vendorToken }

it('POST vendor/save-profile (multipart): refused fields come back as a 422 per field', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, vendorSignedIn)
      .uponReceiving("the vendor's profile form with its fields missing")
      .withRequest(...requestTo(ENDPOINTS['POST vendor/save-profile']), (b) => b.headers(asVendor))
      .willRespondWith(422, (b) =>
        b.jsonBody({
          message: string('The full name field is required.'),
          errors: { full_name: eachLike(string('The full name field is required.')) },
        }),
      ),
    async () => {
      const err = await failure(saveVendorProfile(new FormData()))
      expect(err.field('full_name')).toBe('The full name field is required.')
    },
    { token: PACT_VALUES.vendorToken },
  ))

it("POST vendor/remove-vendor-documents: removes one of the vendor's documents", () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, vendorSignedIn)
      .uponReceiving("a request to remove one of the vendor's documents")
      .withRequest(...requestTo(ENDPOINTS['POST vendor/remove-vendor-documents']), (b) =>
        b.headers(asVendor).jsonBody({ id: vendorHash, document_id: 1 }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: equal(true), message: string(DOCUMENT_TEXTS.removed) })),
    async () => {
      expect((await removeVendorDocument({ id: vendorHash, document_id: 1 })).success).toBe(true)
    },
    { token: PACT_VALUES.vendorToken },
  ))

it("POST vendor/remove-vendor-documents: a document that is not the vendor's is a 404", () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, vendorSignedIn)
      .uponReceiving('a request to remove a document the vendor does not have')
      .withRequest(...requestTo(ENDPOINTS['POST vendor/remove-vendor-documents']), (b) =>
        b.headers(asVendor).jsonBody({ id: vendorHash, document_id: 999999 }),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody('Document not found.'))),
    async () => {
      expect((await failure(removeVendorDocument({ id: vendorHash, document_id: 999999 }))).status).toBe(404)
    },
    { token: PACT_VALUES.vendorToken },
  ))

it('POST vendor/confirm-details: the vendor confirms their email and phone', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, vendorSignedIn)
      .uponReceiving('the vendor confirming their contact details')
      .withRequest(...requestTo(ENDPOINTS['POST vendor/confirm-details']), (b) =>
        b.headers(asVendor).jsonBody({ id: vendorHash }),
      )
      .willRespondWith(200, (b) => b.jsonBody(messageBody(REVERIFICATION_TEXTS.confirmed))),
    async () => {
      expect((await confirmDetails({ id: vendorHash })).message).toBeTruthy()
    },
    { token: PACT_VALUES.vendorToken },
  ))

it("POST vendor/confirm-details: another account's id is a 403", () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.signedIn, vendorSignedIn)
      .uponReceiving("the vendor confirming another account's contact details")
      .withRequest(...requestTo(ENDPOINTS['POST vendor/confirm-details']), (b) =>
        b.headers(asVendor).jsonBody({ id: pendingVendorHash }),
      )
      .willRespondWith(403, (b) => b.jsonBody(messageBody(REVERIFICATION_TEXTS.notYours))),
    async () => {
      expect((await failure(confirmDetails({ id: pendingVendorHash }))).status).toBe(403)
    },
    { token: PACT_VALUES.vendorToken },
  ))

it('POST vendor/confirm-details: without a token is a 401, which signs the client out', async () => {
  const onUnauthorized = vi.fn()
  await runWithClient(
    pact
      .addInteraction()
      .given(STATES.personas)
      .uponReceiving('a confirmation of contact details without a token')
      .withRequest(...requestTo(ENDPOINTS['POST vendor/confirm-details']), (b) =>
        b.headers(requestHeaders).jsonBody({ id: vendorHash }),
      )
      .willRespondWith(401, (b) => b.jsonBody(messageBody('Unauthenticated.'))),
    async () => {
      expect((await failure(confirmDetails({ id: vendorHash }))).status).toBe(401)
      expect(onUnauthorized).toHaveBeenCalledTimes(1)
    },
    { token: null, hooks: { onUnauthorized } },
  )
})

const linkState = { id: PACT_VALUES.emailLinkToken }

it('POST resend-verify-email: a verification link to the unverified email', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.emailLinkSent, linkState)
      .uponReceiving('a request for a verification link to the unverified email')
      .withRequest(...requestTo(ENDPOINTS['POST resend-verify-email']), (b) =>
        b.headers(requestHeaders).jsonBody({ userType: 'vendor', uuid: vendorHash }),
      )
      .willRespondWith(200, (b) => b.jsonBody(messageBody(EMAIL_LINK_TEXTS.sent))),
    async () => {
      expect((await resendVerifyEmail({ userType: 'vendor', uuid: vendorHash })).message).toBe(EMAIL_LINK_TEXTS.sent)
    },
  ))

it('POST resend-verify-email: an address already verified is a 422 with the server message', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.personas)
      .uponReceiving('a request for a verification link to an address already verified')
      .withRequest(...requestTo(ENDPOINTS['POST resend-verify-email']), (b) =>
        b.headers(requestHeaders).jsonBody({ userType: 'customer', uuid: customer.hash }),
      )
      .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('email', EMAIL_LINK_TEXTS.alreadyVerified))),
    async () => {
      expect(
        (await failure(resendVerifyEmail({ userType: 'customer', uuid: customer.hash }))).field('email'),
      ).toBeTruthy()
    },
  ))

it('POST verify-email: the link verifies the address', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.emailLinkSent, linkState)
      .uponReceiving('the verification link opened')
      .withRequest(...requestTo(ENDPOINTS['POST verify-email']), (b) =>
        b.headers(requestHeaders).jsonBody({ type: 'vendor', id: PACT_VALUES.emailLinkToken }),
      )
      .willRespondWith(200, (b) => b.jsonBody(messageBody(EMAIL_LINK_TEXTS.verified))),
    async () => {
      expect((await verifyEmailLink({ type: 'vendor', id: PACT_VALUES.emailLinkToken })).message).toBe(
        EMAIL_LINK_TEXTS.verified,
      )
    },
  ))

it('POST verify-email: a used link is a 409', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.emailLinkSent, { ...linkState, used: true })
      .uponReceiving('a verification link opened again')
      .withRequest(...requestTo(ENDPOINTS['POST verify-email']), (b) =>
        b.headers(requestHeaders).jsonBody({ type: 'vendor', id: PACT_VALUES.emailLinkToken }),
      )
      .willRespondWith(409, (b) => b.jsonBody(messageBody(EMAIL_LINK_TEXTS.used))),
    async () => {
      expect((await failure(verifyEmailLink({ type: 'vendor', id: PACT_VALUES.emailLinkToken }))).status).toBe(409)
    },
  ))

it('POST verify-email: an unknown link is a 404', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.personas)
      .uponReceiving('an unknown verification link opened')
      .withRequest(...requestTo(ENDPOINTS['POST verify-email']), (b) =>
        b.headers(requestHeaders).jsonBody({ type: 'customer', id: 'not-a-real-link' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody(EMAIL_LINK_TEXTS.unknown))),
    async () => {
      expect((await failure(verifyEmailLink({ type: 'customer', id: 'not-a-real-link' }))).status).toBe(404)
    },
  ))

it('POST unsubscribe: the newsletter link unsubscribes', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.unsubscribeLinkSent, { id: PACT_VALUES.unsubscribeToken, email: 'customer@example.com' })
      .uponReceiving('the unsubscribe link opened')
      .withRequest(...requestTo(ENDPOINTS['POST unsubscribe']), (b) =>
        b.headers(requestHeaders).jsonBody({ id: PACT_VALUES.unsubscribeToken }),
      )
      .willRespondWith(200, (b) => b.jsonBody(messageBody(UNSUBSCRIBE_TEXTS.done))),
    async () => {
      expect((await unsubscribe({ id: PACT_VALUES.unsubscribeToken })).message).toBe(UNSUBSCRIBE_TEXTS.done)
    },
  ))

it('POST unsubscribe: an unknown link is a 404', () =>
  runWithClient(
    pact
      .addInteraction()
      .given(STATES.personas)
      .uponReceiving('an unknown unsubscribe link opened')
      .withRequest(...requestTo(ENDPOINTS['POST unsubscribe']), (b) =>
        b.headers(requestHeaders).jsonBody({ id: 'not-a-real-link' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(messageBody(UNSUBSCRIBE_TEXTS.unknown))),
    async () => {
      expect((await failure(unsubscribe({ id: 'not-a-real-link' }))).status).toBe(404)
    },
  ))

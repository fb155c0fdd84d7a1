import {
  confirmDetailsRequest,
  customerSaveProfileRequest,
  resendVerifyEmailRequest,
  unsubscribeRequest,
  verifyEmailRequest,
  messageOnlyResponse,
  removeVendorDocumentsRequest,
  vendorSaveProfileRequest,
  resendPhoneEmailOtpRequest,
  saveProfileResponse,
  verifyPhoneRequest,
} from '../../../src/api/schemas/profile'
import { PROFILE_TEXTS } from '../../../src/lib/profile-rules'
import { sendContactCode, verifyContactCode } from './contact-change'
import { saveCustomerProfile } from './rules'
import { confirmVendorDetails, openUnsubscribeLink, openVerificationLink, sendVerificationLink } from './links'
import { removeVendorDocument, saveVendorProfile } from './vendor'
import { DOCUMENT_TEXTS } from '../../../src/lib/profile-documents'
import { endpoint } from '../../kit/endpoint'
import { ENDPOINTS } from '../../../src/api/endpoints'

const roles = ['customer', 'vendor'] as const

/** The profile and its contact verification (spec 1 §7 "Profile and verification"). */
export const profileHandlers = [
  endpoint(
    ENDPOINTS['POST customer/save-profile'],
    { body: customerSaveProfileRequest, access: 'customer', response: saveProfileResponse },
    async ({ body, caller }) => {
      await saveCustomerProfile(caller.user, body)
      return { success: true as const, message: PROFILE_TEXTS.saved }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/save-profile'],
    { body: vendorSaveProfileRequest, access: 'vendor', response: saveProfileResponse },
    async ({ body, caller }) => {
      await saveVendorProfile(caller.user, body)
      return { success: true as const, message: PROFILE_TEXTS.saved }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/remove-vendor-documents'],
    { body: removeVendorDocumentsRequest, access: 'vendor', response: saveProfileResponse },
    async ({ body, caller }) => {
      await removeVendorDocument(caller.user, body)
      return { success: true as const, message: DOCUMENT_TEXTS.removed }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/confirm-details'],
    { body: confirmDetailsRequest, access: 'vendor', response: messageOnlyResponse },
    async ({ body, caller }) => ({
      message: await confirmVendorDetails(caller.user, body),
    }),
  ),
  // The email links: anyone holding the link may open it (the token is the proof), signed in or not.
  endpoint(
    ENDPOINTS['POST resend-verify-email'],
    { body: resendVerifyEmailRequest, access: 'optional', response: messageOnlyResponse },
    async ({ body }) => ({
      message: await sendVerificationLink(body),
    }),
  ),
  endpoint(
    ENDPOINTS['POST verify-email'],
    { body: verifyEmailRequest, access: 'optional', response: messageOnlyResponse },
    async ({ body }) => ({
      message: await openVerificationLink(body),
    }),
  ),
  endpoint(
    ENDPOINTS['POST unsubscribe'],
    { body: unsubscribeRequest, access: 'optional', response: messageOnlyResponse },
    async ({ body }) => ({
      message: await openUnsubscribeLink(body),
    }),
  ),
  ...roles.flatMap((role) => [
    endpoint(
      ENDPOINTS['POST {role}/resend-phone-email-otp'],
      { role, body: resendPhoneEmailOtpRequest, access: role, response: messageOnlyResponse },
      async ({ body, caller, client }) => ({
        message: await sendContactCode(caller.user, body, undefined, client),
      }),
    ),
    endpoint(
      ENDPOINTS['POST {role}/verify-phone'],
      { role, body: verifyPhoneRequest, access: role, response: messageOnlyResponse },
      async ({ body, caller, client }) => ({
        message: await verifyContactCode(caller.user, body, undefined, client),
      }),
    ),
  ]),
]

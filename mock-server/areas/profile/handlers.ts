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

const roles = ['customer', 'vendor'] as const

/** The profile and its contact verification (spec 1 §7 "Profile and verification"). */
export const profileHandlers = [
  endpoint(
    'post',
    'customer/save-profile',
    { body: customerSaveProfileRequest, access: 'customer', response: saveProfileResponse },
    async ({ body, caller }) => {
      await saveCustomerProfile(caller.user, body)
      return { success: true as const, message: PROFILE_TEXTS.saved }
    },
  ),
  endpoint(
    'post',
    'vendor/save-profile',
    { body: vendorSaveProfileRequest, access: 'vendor', response: saveProfileResponse },
    async ({ body, caller }) => {
      await saveVendorProfile(caller.user, body)
      return { success: true as const, message: PROFILE_TEXTS.saved }
    },
  ),
  endpoint(
    'post',
    'vendor/remove-vendor-documents',
    { body: removeVendorDocumentsRequest, access: 'vendor', response: saveProfileResponse },
    async ({ body, caller }) => {
      await removeVendorDocument(caller.user, body)
      return { success: true as const, message: DOCUMENT_TEXTS.removed }
    },
  ),
  endpoint(
    'post',
    'vendor/confirm-details',
    { body: confirmDetailsRequest, access: 'vendor', response: messageOnlyResponse },
    async ({ body, caller }) => ({
      message: await confirmVendorDetails(caller.user, body),
    }),
  ),
  // The email links: anyone holding the link may open it (the token is the proof), signed in or not.
  endpoint(
    'post',
    'resend-verify-email',
    { body: resendVerifyEmailRequest, access: 'optional', response: messageOnlyResponse },
    async ({ body }) => ({
      message: await sendVerificationLink(body),
    }),
  ),
  endpoint(
    'post',
    'verify-email',
    { body: verifyEmailRequest, access: 'optional', response: messageOnlyResponse },
    async ({ body }) => ({
      message: await openVerificationLink(body),
    }),
  ),
  endpoint(
    'post',
    'unsubscribe',
    { body: unsubscribeRequest, access: 'optional', response: messageOnlyResponse },
    async ({ body }) => ({
      message: await openUnsubscribeLink(body),
    }),
  ),
  ...roles.flatMap((role) => [
    endpoint(
      'post',
      `${role}/resend-phone-email-otp`,
      { body: resendPhoneEmailOtpRequest, access: role, response: messageOnlyResponse },
      async ({ body, caller, client }) => ({
        message: await sendContactCode(caller.user, body, undefined, client),
      }),
    ),
    endpoint(
      'post',
      `${role}/verify-phone`,
      { body: verifyPhoneRequest, access: role, response: messageOnlyResponse },
      async ({ body, caller, client }) => ({
        message: await verifyContactCode(caller.user, body, undefined, client),
      }),
    ),
  ]),
]

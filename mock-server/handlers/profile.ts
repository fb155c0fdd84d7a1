import {
  customerSaveProfileRequest,
  messageOnlyResponse,
  resendPhoneEmailOtpRequest,
  saveProfileResponse,
  verifyPhoneRequest,
} from '../../src/api/schemas/profile'
import { PROFILE_TEXTS } from '../../src/lib/profile-rules'
import { sendContactCode, verifyContactCode } from '../domain/contact-change'
import { saveCustomerProfile } from '../domain/profile'
import { endpoint } from './kit'

const roles = ['customer', 'vendor'] as const

/** The profile and its contact verification (spec 1 §7 "Profile and verification"). */
export const profileHandlers = [
  endpoint('post', 'customer/save-profile', { body: customerSaveProfileRequest, access: 'customer', response: saveProfileResponse }, async ({ body, caller }) => {
    await saveCustomerProfile(caller.user, body)
    return { success: true as const, message: PROFILE_TEXTS.saved }
  }),
  ...roles.flatMap((role) => [
    endpoint('post', `${role}/resend-phone-email-otp`, { body: resendPhoneEmailOtpRequest, access: role, response: messageOnlyResponse }, async ({ body, caller, client }) => ({
      message: await sendContactCode(caller.user, body, undefined, client),
    })),
    endpoint('post', `${role}/verify-phone`, { body: verifyPhoneRequest, access: role, response: messageOnlyResponse }, async ({ body, caller, client }) => ({
      message: await verifyContactCode(caller.user, body, undefined, client),
    })),
  ]),
]

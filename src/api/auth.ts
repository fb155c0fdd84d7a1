import type { Role } from '../lib/user-type'
import { lazySchemas } from './client'
import type { AuthenticateRequest, ResendOtpRequest, VerifyOtpRequest } from './schemas/auth'
import { defineCall } from './define-call'
import { THROTTLED, type OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const authSchemas = lazySchemas(() => import('./schemas/auth'))

/** POST {role}/authenticate: email or phone → an OTP challenge id. */
export const authenticate = defineCall(
  'POST {role}/authenticate',
  authSchemas,
  'authenticateResponse',
  (role: Role, body: AuthenticateRequest) => ({ params: { role }, body }),
)

/** POST {role}/verify-otp: the code → access token and user. */
export const verifyOtp = defineCall(
  'POST {role}/verify-otp',
  authSchemas,
  'verifyOtpResponse',
  (role: Role, body: VerifyOtpRequest) => ({ params: { role }, body }),
)

/** POST {role}/resend-otp */
export const resendOtp = defineCall(
  'POST {role}/resend-otp',
  authSchemas,
  'resendOtpResponse',
  (role: Role, body: ResendOtpRequest) => ({ params: { role }, body }),
)

/** POST customer/get-user */
export const getCustomer = defineCall('POST customer/get-user', authSchemas, 'customerGetUserResponse')
/** POST vendor/get-user */
export const getVendor = defineCall('POST vendor/get-user', authSchemas, 'vendorGetUserResponse')

/** POST {role}/logout */
export const logout = defineCall('POST {role}/logout', authSchemas, 'logoutResponse', (role: Role) => ({
  params: { role },
}))

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST {role}/authenticate': {
    summary: 'Start signing in: send a one-time code',
    description:
      'Spec 1 §4, §7: `username` is the account’s email or phone (of this role). Answers the challenge’s `id`, which verify-otp and resend-otp send back; the code goes to the account’s phone or email.',
    errors: {
      422: 'No account of this role with that email or phone, or the username is malformed.',
      429: THROTTLED,
    },
  },
  'POST {role}/verify-otp': {
    summary: 'Finish signing in with the one-time code',
    description:
      'Spec 1 §4, §7: `otp` (four digits) and the challenge `id` from authenticate. Answers `access_token` (sent as `Authorization: Bearer …` from then on) and the signed-in `user`. Five wrong codes lock the challenge.',
    errors: {
      422: 'A wrong or expired code, or an unknown or used challenge id.',
      429: 'The challenge is locked after too many wrong codes: sign in again.',
    },
  },
  'POST {role}/resend-otp': {
    summary: 'Send the sign-in code again',
    description: 'Spec 1 §7: `id` is the challenge from authenticate (or register). Answers a message.',
    errors: { 422: 'An unknown or used challenge id.', 429: THROTTLED },
  },
  'POST {role}/get-user': {
    summary: 'The signed-in user’s profile',
    description:
      'Spec 1 §7: the user’s fields with `is_email_verified` and `is_verified`; a customer also `approve_status`, a vendor also `account_types`, `media_type`, `email_verified_at`, `monthDuration`, `hash`.',
  },
  'POST {role}/logout': {
    summary: 'Sign out',
    description: 'Spec 1 §7, spec 3 §7: revokes the bearer token; the next call with it is a 401.',
  },
} satisfies OperationTexts<typeof import('./auth')>

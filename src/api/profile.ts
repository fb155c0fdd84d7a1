import type { Role } from '../lib/user-type'
import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type {
  ConfirmDetailsRequest,
  RemoveVendorDocumentsRequest,
  ResendPhoneEmailOtpRequest,
  ResendVerifyEmailRequest,
  UnsubscribeRequest,
  VerifyEmailRequest,
  VerifyPhoneRequest,
} from './schemas/profile'

// Response schemas load only when answers are checked (development, tests); production ships none.
const profileSchemas = lazySchemas(() => import('./schemas/profile'))

/** POST customer/save-profile (multipart, built by the profile form: files cannot go as JSON). */
export const saveCustomerProfile = (form: FormData) =>
  call(ENDPOINTS['POST customer/save-profile'], profileSchemas('saveProfileResponse'), { body: form })

/** POST {role}/resend-phone-email-otp: a code to the new or unverified email (`is_email` 1) or phone (0). 422 when taken. */
export const resendPhoneEmailOtp = (role: Role, body: ResendPhoneEmailOtpRequest) =>
  call(ENDPOINTS['POST {role}/resend-phone-email-otp'], profileSchemas('messageOnlyResponse'), {
    params: { role },
    body,
  })

/** POST {role}/verify-phone: the code; on success the email or phone is updated and verified. */
export const verifyPhone = (role: Role, body: VerifyPhoneRequest) =>
  call(ENDPOINTS['POST {role}/verify-phone'], profileSchemas('messageOnlyResponse'), { params: { role }, body })

/** POST vendor/save-profile (multipart, built by the vendor profile form). */
export const saveVendorProfile = (form: FormData) =>
  call(ENDPOINTS['POST vendor/save-profile'], profileSchemas('saveProfileResponse'), { body: form })

/** POST vendor/remove-vendor-documents: removes one of the vendor's documents. */
export const removeVendorDocument = (body: RemoveVendorDocumentsRequest) =>
  call(ENDPOINTS['POST vendor/remove-vendor-documents'], profileSchemas('saveProfileResponse'), { body })

/** POST resend-verify-email: a verification link to the account's email (422 when it is already verified). */
export const resendVerifyEmail = (body: ResendVerifyEmailRequest) =>
  call(ENDPOINTS['POST resend-verify-email'], profileSchemas('messageOnlyResponse'), { body })

/** POST verify-email: opens the link of that email (404 unknown, 409 used or expired). */
export const verifyEmailLink = (body: VerifyEmailRequest) =>
  call(ENDPOINTS['POST verify-email'], profileSchemas('messageOnlyResponse'), { body })

/** POST unsubscribe: the newsletter email's unsubscribe link (404 unknown). */
export const unsubscribe = (body: UnsubscribeRequest) =>
  call(ENDPOINTS['POST unsubscribe'], profileSchemas('messageOnlyResponse'), { body })

/** POST vendor/confirm-details: the vendor's email and phone are confirmed as theirs (re-verification prompt). */
export const confirmDetails = (body: ConfirmDetailsRequest) =>
  call(ENDPOINTS['POST vendor/confirm-details'], profileSchemas('messageOnlyResponse'), { body })

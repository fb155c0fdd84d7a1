import type { Role } from '../lib/user-type'
import { lazySchemas } from './client'
import type {
  ConfirmDetailsRequest,
  RemoveVendorDocumentsRequest,
  ResendPhoneEmailOtpRequest,
  ResendVerifyEmailRequest,
  UnsubscribeRequest,
  VerifyEmailRequest,
  VerifyPhoneRequest,
} from './schemas/profile'
import { defineCall } from './define-call'
import { THROTTLED, type OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const profileSchemas = lazySchemas(() => import('./schemas/profile'))

/** POST customer/save-profile (multipart, built by the profile form: files cannot go as JSON). */
export const saveCustomerProfile = defineCall(
  'POST customer/save-profile',
  profileSchemas,
  'saveProfileResponse',
  (form: FormData) => ({ body: form }),
)

/** POST {role}/resend-phone-email-otp: a code to the new or unverified email (`is_email` 1) or phone (0). 422 when taken. */
export const resendPhoneEmailOtp = defineCall(
  'POST {role}/resend-phone-email-otp',
  profileSchemas,
  'messageOnlyResponse',
  (role: Role, body: ResendPhoneEmailOtpRequest) => ({
    params: { role },
    body,
  }),
)

/** POST {role}/verify-phone: the code; on success the email or phone is updated and verified. */
export const verifyPhone = defineCall(
  'POST {role}/verify-phone',
  profileSchemas,
  'messageOnlyResponse',
  (role: Role, body: VerifyPhoneRequest) => ({ params: { role }, body }),
)

/** POST vendor/save-profile (multipart, built by the vendor profile form). */
export const saveVendorProfile = defineCall(
  'POST vendor/save-profile',
  profileSchemas,
  'saveProfileResponse',
  (form: FormData) => ({ body: form }),
)

/** POST vendor/remove-vendor-documents: removes one of the vendor's documents. */
export const removeVendorDocument = defineCall(
  'POST vendor/remove-vendor-documents',
  profileSchemas,
  'saveProfileResponse',
  (body: RemoveVendorDocumentsRequest) => ({ body }),
)

/** POST resend-verify-email: a verification link to the account's email (422 when it is already verified). */
export const resendVerifyEmail = defineCall(
  'POST resend-verify-email',
  profileSchemas,
  'messageOnlyResponse',
  (body: ResendVerifyEmailRequest) => ({ body }),
)

/** POST verify-email: opens the link of that email (404 unknown, 409 used or expired). */
export const verifyEmailLink = defineCall(
  'POST verify-email',
  profileSchemas,
  'messageOnlyResponse',
  (body: VerifyEmailRequest) => ({ body }),
)

/** POST unsubscribe: the newsletter email's unsubscribe link (404 unknown). */
export const unsubscribe = defineCall(
  'POST unsubscribe',
  profileSchemas,
  'messageOnlyResponse',
  (body: UnsubscribeRequest) => ({ body }),
)

/** POST vendor/confirm-details: the vendor's email and phone are confirmed as theirs (re-verification prompt). */
export const confirmDetails = defineCall(
  'POST vendor/confirm-details',
  profileSchemas,
  'messageOnlyResponse',
  (body: ConfirmDetailsRequest) => ({ body }),
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST customer/save-profile': {
    summary: 'Save the student’s profile',
    description:
      'Spec 1 §5, §7 (multipart): every customer field, `card_media` and `image` when changed, `expiry_date` as MM/DD/YYYY. A changed email or phone is verified separately (resend-phone-email-otp, verify-phone).',
    errors: { 422: 'Per field, in the spec’s words (spec 1 §5).' },
  },
  'POST vendor/save-profile': {
    summary: 'Save the vendor’s profile',
    description:
      'Spec 1 §5, §7 (multipart): `image`, `documents[]` with `category_id[i]` (each document’s type), every profile field, the city as a name.',
    errors: { 422: 'Per field, in the spec’s words (spec 1 §5).' },
  },
  'POST vendor/remove-vendor-documents': {
    summary: 'Remove one of the vendor’s documents',
    description: 'Spec 1 §7: `id` is the vendor’s `hash` (get-user), `document_id` the document.',
    errors: { 403: 'The hash is another vendor’s.', 404: 'No such document of this vendor.' },
  },
  'POST vendor/confirm-details': {
    summary: 'Confirm the vendor’s details (re-verification dialog)',
    description: 'Spec 1 §5 "Vendor confirm dialog": `id` is the vendor’s own `hash`; the answer is a message.',
    errors: { 403: 'The hash is another account’s.' },
  },
  'POST resend-verify-email': {
    summary: 'Send the email-verification link again',
    description:
      'Spec 1 §7: `userType` (customer or vendor) and the account’s `uuid`. The link is valid for a limited time and once.',
    errors: {
      404: 'No account of that type with that uuid.',
      422: 'The email is already verified, or a field is malformed.',
      429: THROTTLED,
    },
  },
  'POST verify-email': {
    summary: 'Verify an email with the link’s token',
    description: 'The landing page of the verification link sends its token and the account type; answers a message.',
    errors: { 404: 'No such link.', 409: 'The link was already used, is for an old email, or has expired.' },
  },
  'POST unsubscribe': {
    summary: 'Unsubscribe from the newsletter with an email’s link',
    description: 'The landing page of an email’s unsubscribe link sends its token; answers a message.',
    errors: { 404: 'No such link.' },
  },
  'POST {role}/resend-phone-email-otp': {
    summary: 'Send a code to verify the phone or email',
    description:
      'Spec 1 §7: `phone`, `email`, `id` (the user’s `hash`) and `is_email` (1: the email, 0: the phone). A new value must not belong to another account.',
    errors: {
      403: 'The id is another account’s.',
      422: 'The value is malformed, already verified, or another account’s.',
      429: THROTTLED,
    },
  },
  'POST {role}/verify-phone': {
    summary: 'Verify the phone or email with the code',
    description: 'Spec 1 §7: `otp` (the four digits joined), `phone`, `email`, `id` (the user’s `hash`), `is_email`.',
    errors: {
      403: 'The id is another account’s.',
      422: 'A wrong or expired code, or no code was sent.',
      429: 'Too many wrong codes: send a new one.',
    },
  },
} satisfies OperationTexts<typeof import('./profile')>

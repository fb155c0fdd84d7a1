import { type } from './lazy'

/** A wire id sent in a form: multipart sends every value as text. */
const formId = 'string | number'

/**
 * POST customer/save-profile (multipart): every customer field, expiry_date as MM/DD/YYYY, the institute's id (0 is
 * Others, then institute_name), and optionally a new photo (`image`, png or jpeg) and student ID card (`card_media`).
 * Files are checked by the rule (type and size), not by the schema.
 */
export const customerSaveProfileRequest = type({
  full_name: 'string',
  email: 'string',
  phone: 'string',
  aadhar_number: 'string',
  address: 'string',
  city: 'string',
  state: formId,
  pincode: 'string',
  enrollment_no: 'string',
  expiry_date: 'string',
  institute: formId,
  'institute_name?': 'string',
  'image?': 'unknown',
  'card_media?': 'unknown',
})
export type CustomerSaveProfileRequest = typeof customerSaveProfileRequest.infer
export const saveProfileResponse = type({ success: 'true', message: 'string' })
export type SaveProfileResponse = typeof saveProfileResponse.infer

/** 1 when the code is for the email, 0 for the phone. */
const isEmail = '0 | 1 | "0" | "1"'

/**
 * POST {role}/resend-phone-email-otp: sends a code to the new (or unverified) email or phone. `id` is the account's
 * hash; `is_email` says which of the two values is being verified (the other is sent as it is).
 */
export const resendPhoneEmailOtpRequest = type({
  phone: 'string',
  email: 'string',
  id: 'string',
  is_email: isEmail,
})
export type ResendPhoneEmailOtpRequest = typeof resendPhoneEmailOtpRequest.infer
export const messageOnlyResponse = type({ message: 'string' })

/** POST {role}/verify-phone: the four digits joined, with the same values the code was sent for. */
export const verifyPhoneRequest = resendPhoneEmailOtpRequest.and({ otp: /^\d{4}$/ })
export type VerifyPhoneRequest = typeof verifyPhoneRequest.infer

/**
 * POST vendor/save-profile (multipart): the vendor's fields (city as a name, state as its id), the bank details, an
 * optional new avatar (`image`) and new documents (`documents[]`) each with its type (`category_id[]`, in the same order:
 * PHP reads both as arrays indexed alike). Files are checked by the rule, not the schema.
 */
export const vendorSaveProfileRequest = type({
  full_name: 'string',
  email: 'string',
  phone: 'string',
  address: 'string',
  city: 'string',
  state: formId,
  pincode: 'string',
  state_code: 'string',
  organization: 'string',
  'description?': 'string',
  pan_no: 'string',
  'gst_no?': 'string',
  bank_name: 'string',
  account_number: 'string',
  confirm_account_number: 'string',
  ifsc_code: 'string',
  account_type: 'string',
  'latitude?': formId,
  'longitude?': formId,
  'image?': 'unknown',
  'documents?': 'unknown[]',
  'category_id?': '(string | number)[]',
})
export type VendorSaveProfileRequest = typeof vendorSaveProfileRequest.infer

/** POST vendor/remove-vendor-documents: `id` is the vendor's hash. */
export const removeVendorDocumentsRequest = type({ id: 'string', document_id: formId })
export type RemoveVendorDocumentsRequest = typeof removeVendorDocumentsRequest.infer

/** POST resend-verify-email: a verification link to the account's email. `userType` is its role. */
export const resendVerifyEmailRequest = type({ userType: "'customer' | 'vendor'", uuid: 'string' })
export type ResendVerifyEmailRequest = typeof resendVerifyEmailRequest.infer

/** POST verify-email (not in the spec: the call behind /verify-email/{type}/{id}; docs/backend-team.md). */
export const verifyEmailRequest = type({ type: "'customer' | 'vendor'", id: 'string' })
export type VerifyEmailRequest = typeof verifyEmailRequest.infer

/** POST unsubscribe (not in the spec: the call behind /unsubscribe/{id}; docs/backend-team.md). */
export const unsubscribeRequest = type({ id: 'string' })
export type UnsubscribeRequest = typeof unsubscribeRequest.infer

/** POST vendor/confirm-details: the vendor confirms their email and phone are still theirs (re-verification). */
export const confirmDetailsRequest = type({ id: 'string' })
export type ConfirmDetailsRequest = typeof confirmDetailsRequest.infer

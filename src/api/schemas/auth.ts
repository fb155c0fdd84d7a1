import { type } from './lazy'
import { idName, mediaPath } from './common'

/** The role a user signs in as: 1 vendor, 2 customer (spec 1 §6). */
export const userType = type('1 | 2')
export type UserType = typeof userType.infer

/** POST customer/authenticate, vendor/authenticate */
export const authenticateRequest = type({
  username: 'string > 0',
})
export type AuthenticateRequest = typeof authenticateRequest.infer
export const authenticateResponse = type({
  success: 'boolean',
  message: 'string',
  /** The OTP challenge id, sent back with verify-otp and resend-otp. */
  id: 'string',
})
export type AuthenticateResponse = typeof authenticateResponse.infer

/** POST customer/verify-otp, vendor/verify-otp */
export const verifyOtpRequest = type({
  otp: /^\d{4}$/,
  id: 'string > 0',
})
export type VerifyOtpRequest = typeof verifyOtpRequest.infer

export const address = type({
  address: 'string',
  city: 'string',
  pincode: 'string',
  state: idName.or('null'),
})

/** What the app keeps of the signed-in user (the session's userInfo). */
export const sessionUser = type({
  id: 'number',
  hash: 'string',
  userType,
  full_name: 'string',
  email: 'string',
  phone: 'string',
  image: 'string',
  is_email_verified: '0 | 1',
  is_verified: '0 | 1',
  referral_code: 'string',
  hola_category: idName.or('null'),
  'organization?': 'string | null',
  'address?': address.or('null'),
  'approve_status?': 'number',
})
export type SessionUser = typeof sessionUser.infer

export const verifyOtpResponse = type({
  access_token: 'string',
  token_type: 'string',
  user: sessionUser,
})
export type VerifyOtpResponse = typeof verifyOtpResponse.infer

/** POST {role}/resend-otp */
export const resendOtpRequest = type({ id: 'string > 0' })
export type ResendOtpRequest = typeof resendOtpRequest.infer
export const resendOtpResponse = type({ message: 'string' })

/** POST customer/get-user */
export const customerProfile = sessionUser.and({
  userType: '2',
  approve_status: 'number',
  aadhar_number: 'string',
  enrollment_no: 'string',
  expiry_date: 'string',
  institute: type({ id: 'number', name: 'string', institute_id: 'string' }).or('null'),
  hola_category_id: 'number | null',
  hola_points: 'number',
  media: mediaPath.or('null'),
  card_media: mediaPath.or('null'),
})
export type CustomerProfile = typeof customerProfile.infer
export const customerGetUserResponse = type({ user: customerProfile })

/** A vendor's document on file (spec 1 §3): verified by staff when pivot.is_verified is 1. `doc_type` is its type's id. */
export const verificationProof = type({
  id: 'number',
  name: 'string',
  path: 'string',
  doc_type: 'number',
  pivot: { is_verified: '0 | 1' },
})
export type VerificationProof = typeof verificationProof.infer

/** The vendor's bank account (spec 1 §3 Vendor, accounts). */
export const vendorBankAccount = type({
  bank_name: 'string',
  account_type: 'string',
  account_number: 'string',
  ifsc_code: 'string',
})

/** POST vendor/get-user */
export const vendorProfile = sessionUser.and({
  userType: '1',
  organization: 'string',
  description: 'string',
  latitude: 'number | null',
  longitude: 'number | null',
  pan_no: 'string',
  gst_no: 'string | null',
  is_approved: '0 | 1',
  email_verified_at: 'string | null',
  monthDuration: 'number',
  hola_category_id: 'number | null',
  hola_points: 'number',
  media: mediaPath.or('null'),
  account_types: 'string[]',
  media_type: idName.array(),
  /** The profile's Document Details and Bank Details (optional: the sign-in contracts predate them). */
  'verification_proofs?': verificationProof.array(),
  'accounts?': vendorBankAccount.array(),
  'state_code?': 'string',
})
export type VendorProfile = typeof vendorProfile.infer
export const vendorGetUserResponse = type({ user: vendorProfile })

/** POST customer/logout, vendor/logout */
export const logoutResponse = type({ message: 'string' })

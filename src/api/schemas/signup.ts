import { type } from './lazy'
import { verifyOtpResponse } from './auth'
import { institute } from './lookups'

/**
 * Sign-up (spec 1 §5, §7): multipart forms, so every field arrives as text and files as files. The wire schemas only
 * say that; the rules and their words are src/lib/signup-rules.ts, applied by the form and by the mock alike, so a
 * missing field is answered in the spec's words ('The Phone Number field is required.') rather than the schema's.
 */
const text = 'string <= 5000'
/**
 * A file part. Checked by its shape, not `instanceof Blob`: the parsed form's files come from the runtime's own fetch,
 * whose Blob is not the page's in every environment (jsdom tests).
 */
export const isUpload = (v: unknown): v is Blob =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Blob).arrayBuffer === 'function' &&
  typeof (v as Blob).size === 'number' &&
  typeof (v as Blob).type === 'string'
const upload = type('unknown').narrow((v, ctx): v is Blob => isUpload(v) || ctx.mustBe('a file'))

/** POST customer/register (multipart). */
export const customerRegisterRequest = type({
  'full_name?': text,
  'email?': text,
  'phone?': text,
  'aadhar_number?': text,
  'address?': text,
  'city?': text,
  /** The state's id (search-state). */
  'state?': text,
  'pincode?': text,
  'enrollment_no?': text,
  /** MM/YYYY, from this month to 5 years ahead. */
  'expiry_date?': text,
  /** The institute's id (institute-search); 0 is Others, then institute_name names it. */
  'institute?': text,
  'institute_name?': text,
  /** The student ID card, cropped to 150 × 200, png or jpeg. */
  'card_media?': upload,
  /** '1' when the have-a-referral-code box is ticked; referral_by is then the code. */
  'is_referral?': "'0' | '1'",
  'referral_by?': text,
  /** '1': the disclaimer box is ticked. */
  'disclaimer?': "'0' | '1'",
})
export type CustomerRegisterRequest = typeof customerRegisterRequest.infer

/** The vendor form's text fields (vendor/register, and the franchise request's venderInfo). */
export const vendorDetails = type({
  'full_name?': text,
  'email?': text,
  'phone?': text,
  'address?': text,
  /** The outlet's name. */
  'organization?': text,
  'city?': text,
  'state?': text,
  'pincode?': text,
  'state_code?': text,
  'pan_no?': text,
  'gst_no?': text,
  'bank_name?': text,
  'account_number?': text,
  'confirm_account_number?': text,
  'ifsc_code?': text,
  'account_type?': text,
  'is_referral?': "'0' | '1'",
  'referral_by?': text,
})
export type VendorDetails = typeof vendorDetails.infer

/** POST vendor/register (multipart): the details plus bankDocuments[] and panDocuments[] (jpeg, jpg, png or pdf). */
export const vendorRegisterRequest = vendorDetails.and({
  'bankDocuments?': upload.array(),
  'panDocuments?': upload.array(),
})
export type VendorRegisterRequest = typeof vendorRegisterRequest.infer

/** Both registers answer the OTP challenge's id: the OTP step sends it with verify-otp (spec 1 §4). */
export const registerResponse = type({ success: 'true', message: 'string', id: 'string' })
export type RegisterResponse = typeof registerResponse.infer

/** POST franchise/register (multipart): venderInfo is the vendor form's details as JSON text, with the documents. */
export const franchiseRegisterRequest = type({
  'venderInfo?': 'string <= 50000',
  'bankDocuments?': upload.array(),
  'panDocuments?': upload.array(),
})
export type FranchiseRegisterRequest = typeof franchiseRegisterRequest.infer
export const franchiseRegisterResponse = type({ success: 'true', message: 'string' })
export type FranchiseRegisterResponse = typeof franchiseRegisterResponse.infer

/** POST customer/add-institutes: the institute a student named under Others (the spec shows no answer; ours names it). */
export const addInstituteRequest = type({
  name: 'string <= 5000',
  'is_active?': '0 | 1 | "0" | "1"',
  'customer_name?': 'string <= 5000',
})
export type AddInstituteRequest = typeof addInstituteRequest.infer
export const addInstituteResponse = type({ success: 'true', message: 'string', institute })
export type AddInstituteResponse = typeof addInstituteResponse.infer

/** POST customer/social-login, vendor/social-login (spec 1 §3, §7). */
export const socialLoginRequest = type({
  full_name: 'string <= 5000',
  email: 'string <= 5000',
  image: 'string <= 5000',
  social_type: "'Google' | 'Facebook'",
  social_token: 'string <= 10000',
})
export type SocialLoginRequest = typeof socialLoginRequest.infer
/** Signed in: the same answer as verify-otp. */
export const socialLoginResponse = verifyOtpResponse
export type SocialLoginResponse = typeof socialLoginResponse.infer

/**
 * POST __mock/social/grant (mock only, not the backend's contract): the stand-in provider's consent for one account,
 * a one-time token social-login accepts. In production the provider's SDK gives the token instead.
 */
export const socialGrantRequest = type({
  social_type: "'Google' | 'Facebook'",
  email: 'string <= 100',
  full_name: 'string <= 255',
  image: 'string <= 2000',
})
export type SocialGrantRequest = typeof socialGrantRequest.infer
export const socialGrantResponse = type({ token: 'string' })

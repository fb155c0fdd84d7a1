import type { Role } from '../lib/user-type'
import { call, lazySchemas } from './client'
import { MOCK_CONTROL } from './mock-control-endpoints'
import type {
  AddInstituteRequest,
  CustomerRegisterRequest,
  FranchiseRegisterRequest,
  SocialGrantRequest,
  SocialLoginRequest,
  VendorDetails,
  VendorRegisterRequest,
} from './schemas/signup'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const signupSchemas = lazySchemas(() => import('./schemas/signup'))

/** A multipart body as PHP reads it: arrays as repeated `name[]` parts, files with their names. Undefined fields are left out. */
export function toFormData(body: Record<string, string | Blob | readonly Blob[] | undefined>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value as readonly Blob[]) form.append(`${key}[]`, item)
    else form.append(key, value as string | Blob)
  }
  return form
}

/** POST customer/register (multipart): a new student; answers the id of the OTP step. */
export const registerCustomer = defineCall(
  'POST customer/register',
  signupSchemas,
  'registerResponse',
  (body: CustomerRegisterRequest) => ({ body: toFormData(body) }),
)

/** POST vendor/register (multipart): a new vendor with their bank and PAN documents; answers the id of the OTP step. */
export const registerVendor = defineCall(
  'POST vendor/register',
  signupSchemas,
  'registerResponse',
  (body: VendorRegisterRequest) => ({ body: toFormData(body) }),
)

/** POST franchise/register (multipart): the vendor form as a franchise request (venderInfo, JSON text) with its documents. */
export const registerFranchise = defineCall(
  'POST franchise/register',
  signupSchemas,
  'franchiseRegisterResponse',
  (details: VendorDetails, documents: Omit<FranchiseRegisterRequest, 'venderInfo'>) => ({
    body: toFormData({ venderInfo: JSON.stringify(details), ...documents }),
  }),
)

/** POST customer/add-institutes: adds the institute a student named under Others, answering it with its id. */
export const addInstitute = defineCall(
  'POST customer/add-institutes',
  signupSchemas,
  'addInstituteResponse',
  (body: AddInstituteRequest) => ({ body }),
)

/** POST customer/social-login or vendor/social-login: a provider's token → signed in, as verify-otp answers. */
export const socialLogin = defineCall(
  'POST {role}/social-login',
  signupSchemas,
  'socialLoginResponse',
  (role: Role, body: SocialLoginRequest) => ({ params: { role }, body }),
)

/** POST __mock/social/grant: the mock's stand-in provider grants a token for the chosen account (demo and tests only). */
export const mockSocialGrant = (body: SocialGrantRequest) =>
  call(MOCK_CONTROL['POST __mock/social/grant'], signupSchemas('socialGrantResponse'), { body })

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST {role}/social-login': {
    summary: 'Sign in with Google or Facebook',
    description:
      'Spec 1 §3, §7: the provider’s `social_token` with the account’s `full_name`, `email`, `image` and `social_type` (`Google` or `Facebook`). The vendor endpoint is used when the user type is 1, the customer one when it is 2. Answers `access_token` and `user`, as verify-otp.',
    errors: { 422: 'The token is not accepted by the provider, or a field is missing or malformed.' },
  },
  'POST customer/register': {
    summary: 'Sign a student up',
    description:
      'Spec 1 §5, §7 (multipart): the customer fields, the student ID card (`card_media`, png or jpeg, cropped to 150 × 200) and `expiry_date` (MM/YYYY, this month to five years ahead). Answers the OTP challenge’s `id`: the sign-up finishes with verify-otp. The email and phone must not belong to another account.',
    errors: { 422: 'Per field, in the spec’s words (spec 1 §5), e.g. "The Phone Number field is required.".' },
  },
  'POST vendor/register': {
    summary: 'Sign a vendor up',
    description:
      'Spec 1 §5, §7 (multipart): the outlet’s and the bank’s details with `bankDocuments[]` and `panDocuments[]` (jpeg, jpg, png or pdf; at most 3 each). Answers the OTP challenge’s `id`.',
    errors: { 422: 'Per field, in the spec’s words (spec 1 §5): PAN, GST and IFSC formats, matching account numbers.' },
  },
  'POST franchise/register': {
    summary: 'Request a franchise',
    description:
      'Spec 1 §7 (multipart): `venderInfo` is the vendor form’s details as JSON text, with the bank and PAN documents. Staff review the request; the answer says it was received.',
    errors: { 422: 'venderInfo is not the vendor form as JSON, or one of its fields breaks the vendor rules.' },
  },
  'POST customer/add-institutes': {
    summary: 'Add the institute a student named under Others',
    description:
      'Spec 1 §7: `name` (the institute), `is_active` 1 and `customer_name`; used when the student picks Others (id 0) in institute-search. Answers the institute with its new id.',
    errors: { 422: 'The name is missing, too long, or already an institute.' },
  },
} satisfies OperationTexts<typeof import('./signup')>

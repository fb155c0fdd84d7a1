import type { Role } from '../lib/user-type'
import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
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
export const registerCustomer = (body: CustomerRegisterRequest) =>
  call(ENDPOINTS['POST customer/register'], signupSchemas('registerResponse'), { body: toFormData(body) })

/** POST vendor/register (multipart): a new vendor with their bank and PAN documents; answers the id of the OTP step. */
export const registerVendor = (body: VendorRegisterRequest) =>
  call(ENDPOINTS['POST vendor/register'], signupSchemas('registerResponse'), { body: toFormData(body) })

/** POST franchise/register (multipart): the vendor form as a franchise request (venderInfo, JSON text) with its documents. */
export const registerFranchise = (details: VendorDetails, documents: Omit<FranchiseRegisterRequest, 'venderInfo'>) =>
  call(ENDPOINTS['POST franchise/register'], signupSchemas('franchiseRegisterResponse'), {
    body: toFormData({ venderInfo: JSON.stringify(details), ...documents }),
  })

/** POST customer/add-institutes: adds the institute a student named under Others, answering it with its id. */
export const addInstitute = (body: AddInstituteRequest) =>
  call(ENDPOINTS['POST customer/add-institutes'], signupSchemas('addInstituteResponse'), { body })

/** POST customer/social-login or vendor/social-login: a provider's token → signed in, as verify-otp answers. */
export const socialLogin = (role: Role, body: SocialLoginRequest) =>
  call(ENDPOINTS['POST {role}/social-login'], signupSchemas('socialLoginResponse'), { params: { role }, body })

/** POST __mock/social/grant: the mock's stand-in provider grants a token for the chosen account (demo and tests only). */
export const mockSocialGrant = (body: SocialGrantRequest) =>
  call(MOCK_CONTROL['POST __mock/social/grant'], signupSchemas('socialGrantResponse'), { body })

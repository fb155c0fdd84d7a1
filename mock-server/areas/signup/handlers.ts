import {
  addInstituteRequest,
  addInstituteResponse,
  customerRegisterRequest,
  franchiseRegisterRequest,
  franchiseRegisterResponse,
  registerResponse,
  socialGrantRequest,
  socialGrantResponse,
  socialLoginRequest,
  socialLoginResponse,
  vendorRegisterRequest,
} from '../../../src/api/schemas/signup'
import { SIGNUP_TEXTS } from '../../../src/lib/signup-texts'
import { addInstitute, registerCustomer, registerVendor } from './rules'
import { registerFranchise } from './franchise'
import { grantSocialToken, socialLogin } from './social-login'
import { sessionUser } from '../auth/present-user'
import { endpoint } from '../../kit/endpoint'
import { ENDPOINTS } from '../../../src/api/endpoints'
import { MOCK_CONTROL } from '../../../src/api/mock-control-endpoints'

/** Sign-up (spec 1 §5, §7): open to everyone; the registers answer the OTP step's id (the OTP is in the outbox). */
export const signupHandlers = [
  endpoint(
    ENDPOINTS['POST customer/register'],
    { body: customerRegisterRequest, access: 'guest', response: registerResponse },
    async ({ body }) => {
      const { id } = await registerCustomer(body)
      return { success: true as const, message: SIGNUP_TEXTS.registered, id }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/register'],
    { body: vendorRegisterRequest, access: 'guest', response: registerResponse },
    async ({ body }) => {
      const { id } = await registerVendor(body)
      return { success: true as const, message: SIGNUP_TEXTS.registered, id }
    },
  ),
  endpoint(
    ENDPOINTS['POST franchise/register'],
    { body: franchiseRegisterRequest, access: 'guest', response: franchiseRegisterResponse },
    async ({ body }) => {
      await registerFranchise(body)
      return { success: true as const, message: SIGNUP_TEXTS.franchiseReceived }
    },
  ),
  // Called during sign-up, before there is an account: open to everyone despite the customer/ prefix.
  endpoint(
    ENDPOINTS['POST customer/add-institutes'],
    { body: addInstituteRequest, access: 'guest', response: addInstituteResponse },
    async ({ body }) => {
      const i = await addInstitute(body.name, Number(body.is_active ?? 1) === 0 ? 0 : 1)
      return {
        success: true as const,
        message: SIGNUP_TEXTS.instituteAdded,
        institute: { id: i.id, name: i.name, institute_id: i.institute_id },
      }
    },
  ),
  ...(['customer', 'vendor'] as const).map((role) =>
    endpoint(
      ENDPOINTS['POST {role}/social-login'],
      { role, body: socialLoginRequest, access: 'guest', response: socialLoginResponse },
      async ({ body }) => {
        const { token, user } = await socialLogin(role, body)
        return { access_token: token, token_type: 'Bearer', user: sessionUser(user) }
      },
    ),
  ),
  // The mock plays Google and Facebook: the consent dialog's grant (control API, demo and tests only).
  endpoint(
    MOCK_CONTROL['POST __mock/social/grant'],
    { body: socialGrantRequest, access: 'guest', response: socialGrantResponse },
    async ({ body }) => ({
      token: await grantSocialToken(body),
    }),
  ),
]

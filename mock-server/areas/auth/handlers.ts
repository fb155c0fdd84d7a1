import {
  authenticateRequest,
  authenticateResponse,
  customerGetUserResponse,
  logoutResponse,
  resendOtpRequest,
  resendOtpResponse,
  vendorGetUserResponse,
  verifyOtpRequest,
  verifyOtpResponse,
} from '../../../src/api/schemas/auth'
import * as auth from './rules'
import { endpoint } from '../../kit/endpoint'
import { customerProfile, sessionUser, vendorProfile } from './present-user'
import { ENDPOINTS } from '../../../src/api/endpoints'

const roles = ['customer', 'vendor'] as const

export const authHandlers = roles.flatMap((role) => [
  endpoint(
    ENDPOINTS['POST {role}/authenticate'],
    { role, body: authenticateRequest, access: 'guest', response: authenticateResponse },
    async ({ body, client }) => {
      const { id, via } = await auth.authenticate(role, body.username, undefined, client)
      return {
        success: true,
        message: via === 'email' ? 'Otp sent to your email address.' : 'Otp sent to your phone number.',
        id,
      }
    },
  ),
  endpoint(
    ENDPOINTS['POST {role}/verify-otp'],
    { role, body: verifyOtpRequest, access: 'guest', response: verifyOtpResponse },
    async ({ body, client }) => {
      const { token, user } = await auth.verifyOtp(role, body.id, body.otp, undefined, client)
      return { access_token: token, token_type: 'Bearer', user: sessionUser(user) }
    },
  ),
  endpoint(
    ENDPOINTS['POST {role}/resend-otp'],
    { role, body: resendOtpRequest, access: 'guest', response: resendOtpResponse },
    async ({ body, client }) => {
      await auth.resendOtp(role, body.id, undefined, client)
      return { message: 'Otp sent successfully' }
    },
  ),
  role === 'customer'
    ? endpoint(
        ENDPOINTS['POST customer/get-user'],
        { reads: true, access: 'customer', response: customerGetUserResponse },
        ({ caller }) => ({ user: customerProfile(caller.user) }),
      )
    : endpoint(
        ENDPOINTS['POST vendor/get-user'],
        { reads: true, access: 'vendor', response: vendorGetUserResponse },
        ({ caller }) => ({
          user: vendorProfile(caller.user),
        }),
      ),
  endpoint(ENDPOINTS['POST {role}/logout'], { role, access: role, response: logoutResponse }, async ({ caller }) => {
    await auth.logout(caller.token)
    return { message: 'You have successfully logged out.' }
  }),
])

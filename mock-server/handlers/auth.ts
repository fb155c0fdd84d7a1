import { authenticateRequest, resendOtpRequest, verifyOtpRequest } from '../../src/api/schemas/auth'
import * as auth from '../domain/auth'
import { endpoint } from './kit'
import { customerProfile, sessionUser, vendorProfile } from './present-user'

const roles = ['customer', 'vendor'] as const

export const authHandlers = roles.flatMap((role) => [
  endpoint('post', `${role}/authenticate`, { body: authenticateRequest, access: 'guest' }, async ({ body }) => {
    const { id, via } = await auth.authenticate(role, body.username)
    return { success: true, message: via === 'email' ? 'Otp sent to your email address.' : 'Otp sent to your phone number.', id }
  }),
  endpoint('post', `${role}/verify-otp`, { body: verifyOtpRequest, access: 'guest' }, async ({ body }) => {
    const { token, user } = await auth.verifyOtp(role, body.id, body.otp)
    return { access_token: token, token_type: 'Bearer', user: sessionUser(user) }
  }),
  endpoint('post', `${role}/resend-otp`, { body: resendOtpRequest, access: 'guest' }, async ({ body }) => {
    await auth.resendOtp(role, body.id)
    return { message: 'Otp sent successfully' }
  }),
  endpoint('post', `${role}/get-user`, { access: role }, ({ caller }) => ({
    user: role === 'customer' ? customerProfile(caller.user) : vendorProfile(caller.user),
  })),
  endpoint('post', `${role}/logout`, { access: role }, async ({ caller }) => {
    await auth.logout(caller.token)
    return { message: 'You have successfully logged out.' }
  }),
])

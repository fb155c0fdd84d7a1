import type { Role } from '../lib/user-type'
import { call, lazySchemas } from './client'
import type { AuthenticateRequest, ResendOtpRequest, VerifyOtpRequest } from './schemas/auth'

// Response schemas load only when answers are checked (development, tests); production ships none.
const authSchemas = lazySchemas(() => import('./schemas/auth'))

/** POST {role}/authenticate: email or phone → an OTP challenge id. */
export const authenticate = (role: Role, body: AuthenticateRequest) =>
  call(`${role}/authenticate`, authSchemas('authenticateResponse'), { body })

/** POST {role}/verify-otp: the code → access token and user. */
export const verifyOtp = (role: Role, body: VerifyOtpRequest) =>
  call(`${role}/verify-otp`, authSchemas('verifyOtpResponse'), { body })

/** POST {role}/resend-otp */
export const resendOtp = (role: Role, body: ResendOtpRequest) =>
  call(`${role}/resend-otp`, authSchemas('resendOtpResponse'), { body })

/** POST customer/get-user */
export const getCustomer = () => call('customer/get-user', authSchemas('customerGetUserResponse'))
/** POST vendor/get-user */
export const getVendor = () => call('vendor/get-user', authSchemas('vendorGetUserResponse'))

/** POST {role}/logout */
export const logout = (role: Role) => call(`${role}/logout`, authSchemas('logoutResponse'))

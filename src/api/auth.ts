import type { Role } from '../lib/user-type'
import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { AuthenticateRequest, ResendOtpRequest, VerifyOtpRequest } from './schemas/auth'

// Response schemas load only when answers are checked (development, tests); production ships none.
const authSchemas = lazySchemas(() => import('./schemas/auth'))

/** POST {role}/authenticate: email or phone → an OTP challenge id. */
export const authenticate = (role: Role, body: AuthenticateRequest) =>
  call(ENDPOINTS['POST {role}/authenticate'], authSchemas('authenticateResponse'), { params: { role }, body })

/** POST {role}/verify-otp: the code → access token and user. */
export const verifyOtp = (role: Role, body: VerifyOtpRequest) =>
  call(ENDPOINTS['POST {role}/verify-otp'], authSchemas('verifyOtpResponse'), { params: { role }, body })

/** POST {role}/resend-otp */
export const resendOtp = (role: Role, body: ResendOtpRequest) =>
  call(ENDPOINTS['POST {role}/resend-otp'], authSchemas('resendOtpResponse'), { params: { role }, body })

/** POST customer/get-user */
export const getCustomer = () => call(ENDPOINTS['POST customer/get-user'], authSchemas('customerGetUserResponse'))
/** POST vendor/get-user */
export const getVendor = () => call(ENDPOINTS['POST vendor/get-user'], authSchemas('vendorGetUserResponse'))

/** POST {role}/logout */
export const logout = (role: Role) =>
  call(ENDPOINTS['POST {role}/logout'], authSchemas('logoutResponse'), { params: { role } })

import { call } from './client'
import {
  authenticateResponse,
  customerGetUserResponse,
  logoutResponse,
  resendOtpResponse,
  vendorGetUserResponse,
  verifyOtpResponse,
  type AuthenticateRequest,
  type ResendOtpRequest,
  type VerifyOtpRequest,
} from './schemas/auth'

export type Role = 'customer' | 'vendor'
export const roleOf = (userType: 1 | 2): Role => (userType === 1 ? 'vendor' : 'customer')

/** POST {role}/authenticate: email or phone → an OTP challenge id. */
export const authenticate = (role: Role, body: AuthenticateRequest) =>
  call(`${role}/authenticate`, authenticateResponse, { body })

/** POST {role}/verify-otp: the code → access token and user. */
export const verifyOtp = (role: Role, body: VerifyOtpRequest) => call(`${role}/verify-otp`, verifyOtpResponse, { body })

/** POST {role}/resend-otp */
export const resendOtp = (role: Role, body: ResendOtpRequest) => call(`${role}/resend-otp`, resendOtpResponse, { body })

/** POST customer/get-user */
export const getCustomer = () => call('customer/get-user', customerGetUserResponse)
/** POST vendor/get-user */
export const getVendor = () => call('vendor/get-user', vendorGetUserResponse)

/** POST {role}/logout */
export const logout = (role: Role) => call(`${role}/logout`, logoutResponse)

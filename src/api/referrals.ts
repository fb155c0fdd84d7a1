import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'

const referralSchemas = lazySchemas(() => import('./schemas/referrals'))

/** POST customer/customer-referrel (the wire's spelling): the student's referrals, newest first (spec 3 §7). */
export const customerReferrals = () =>
  call(ENDPOINTS['POST customer/customer-referrel'], referralSchemas('referralsResponse'))

/** POST vendor/vendor-referrel: the outlet's referrals, newest first. */
export const vendorReferrals = () =>
  call(ENDPOINTS['POST vendor/vendor-referrel'], referralSchemas('referralsResponse'))

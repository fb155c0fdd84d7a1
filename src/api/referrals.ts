import { call, lazySchemas } from './client'

const referralSchemas = lazySchemas(() => import('./schemas/referrals'))

/** POST customer/customer-referrel (the wire's spelling): the student's referrals, newest first (spec 3 §7). */
export const customerReferrals = () => call('customer/customer-referrel', referralSchemas('referralsResponse'), {})

/** POST vendor/vendor-referrel: the outlet's referrals, newest first. */
export const vendorReferrals = () => call('vendor/vendor-referrel', referralSchemas('referralsResponse'), {})

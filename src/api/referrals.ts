import { lazySchemas } from './client'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

const referralSchemas = lazySchemas(() => import('./schemas/referrals'))

/** POST customer/customer-referrel (the wire's spelling): the student's referrals, newest first (spec 3 §7). */
export const customerReferrals = defineCall('POST customer/customer-referrel', referralSchemas, 'referralsResponse')

/** POST vendor/vendor-referrel: the outlet's referrals, newest first. */
export const vendorReferrals = defineCall('POST vendor/vendor-referrel', referralSchemas, 'referralsResponse')

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST customer/customer-referrel': {
    summary: 'The student’s referrals',
    description: 'Spec 3 §2 Referrals, §7 (`referrel` sic): answers `referrel`, newest first.',
  },
  'POST vendor/vendor-referrel': {
    summary: 'The vendor’s referrals',
    description: 'Spec 3 §2 Referrals, §7 (`referrel` sic): answers `referrel`, newest first.',
  },
} satisfies OperationTexts<typeof import('./referrals')>

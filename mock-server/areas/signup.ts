import { franchiseQueue } from '../control/staff/franchise-queue'
import { vendorKycQueue } from '../control/staff/vendor-kyc-queue'
import { signupStates } from '../control/signup-states'
import { seedSignup } from '../db/seed-signup'
import { signupHandlers } from '../handlers/signup'
import { area } from './area'

const DAY_MS = 86_400_000

/** Registration for both roles; a vendor's KYC and franchise requests wait for staff (db/signup-tables.ts). */
export const signup = area({
  handlers: signupHandlers,
  seed: ({ epoch }) => seedSignup(new Date(epoch - 300 * DAY_MS).toISOString()),
  providerStates: signupStates,
  staffKinds: { vendor_kyc: vendorKycQueue, franchise: franchiseQueue },
})

import { franchiseQueue } from './franchise-queue'
import { vendorKycQueue } from './vendor-kyc-queue'
import { signupStates } from './states'
import { seedSignup } from './seed'
import { signupHandlers } from './handlers'
import { area } from '../area'
import { signupTables } from './tables'

const DAY_MS = 86_400_000

/** Registration for both roles; a vendor's KYC and franchise requests wait for staff (areas/signup/tables.ts). */
export const signup = area({
  tables: signupTables,
  handlers: signupHandlers,
  seed: ({ epoch }) => seedSignup(new Date(epoch - 300 * DAY_MS).toISOString()),
  providerStates: signupStates,
  staffKinds: { vendor_kyc: vendorKycQueue, franchise: franchiseQueue },
})

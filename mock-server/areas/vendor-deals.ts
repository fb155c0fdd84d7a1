import { dealQueue } from '../control/staff/deal-queue'
import { vendorDealStates } from '../control/vendor-deal-states'
import { seedVendorDeals } from '../db/seed-vendor-deals'
import { vendorDealHandlers } from '../handlers/vendor-deals'
import { area } from './area'

/** A vendor's deals: add, correct, reported deals; a new or edited deal waits for staff (db/vendor-deal-tables.ts). */
export const vendorDeals = area({
  handlers: vendorDealHandlers,
  seed: ({ now }) => seedVendorDeals(now),
  providerStates: vendorDealStates,
  staffKinds: { deal: dealQueue },
})

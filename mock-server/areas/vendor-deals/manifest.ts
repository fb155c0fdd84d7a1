import { dealQueue } from './staff-kinds'
import { vendorDealStates } from './states'
import { seedVendorDeals } from './seed'
import { vendorDealHandlers } from './handlers'
import { area } from '../area'

/** A vendor's deals: add, correct, reported deals; a new or edited deal waits for staff (db/vendor-deal-tables.ts). */
export const vendorDeals = area({
  handlers: vendorDealHandlers,
  seed: ({ now }) => seedVendorDeals(now),
  providerStates: vendorDealStates,
  staffKinds: { deal: dealQueue },
})

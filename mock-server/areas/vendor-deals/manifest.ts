import { dealQueue } from './staff-kinds'
import { vendorDealStates } from './states'
import { seedVendorDeals } from './seed'
import { vendorDealHandlers } from './handlers'
import { area } from '../area'
import { vendorDealTables } from './tables'

/** A vendor's deals: add, correct, reported deals; a new or edited deal waits for staff (areas/vendor-deals/tables.ts). */
export const vendorDeals = area({
  tables: vendorDealTables,
  handlers: vendorDealHandlers,
  seed: ({ now }) => seedVendorDeals(now),
  providerStates: vendorDealStates,
  staffKinds: { deal: dealQueue },
})

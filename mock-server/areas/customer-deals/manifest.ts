import { customerDealStates } from './states'
import { seedCustomer } from './seed'
import { customerDealHandlers } from './handlers'
import { area } from '../area'
import { customerTables } from './tables'

/** A student's My Deals, wishlist and deal reports (tables: areas/customer-deals/tables.ts). */
export const customerDeals = area({
  tables: customerTables,
  handlers: customerDealHandlers,
  seed: ({ now }) => seedCustomer(now),
  providerStates: customerDealStates,
})

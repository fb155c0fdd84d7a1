import { customerDealStates } from './states'
import { seedCustomer } from './seed'
import { customerDealHandlers } from './handlers'
import { area } from '../area'

/** A student's My Deals, wishlist and deal reports (tables: db/customer-tables.ts). */
export const customerDeals = area({
  handlers: customerDealHandlers,
  seed: ({ now }) => seedCustomer(now),
  providerStates: customerDealStates,
})

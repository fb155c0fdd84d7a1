import { customerDealStates } from '../control/customer-states'
import { seedCustomer } from '../db/seed-customer'
import { customerDealHandlers } from '../handlers/customer-deals'
import { area } from './area'

/** A student's My Deals, wishlist and deal reports (tables: db/customer-tables.ts). */
export const customerDeals = area({
  handlers: customerDealHandlers,
  seed: ({ now }) => seedCustomer(now),
  providerStates: customerDealStates,
})

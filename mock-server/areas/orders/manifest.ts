import { orderStates } from './states'
import { seedOrders } from './seed'
import { orderHandlers } from './handlers'
import { area } from '../area'
import { orderTables } from './tables'

/** Orders for both roles: lists, details, cancel, redeem, voucher (areas/orders/tables.ts). */
export const orders = area({
  tables: orderTables,
  handlers: orderHandlers,
  seed: ({ now }) => seedOrders(now),
  providerStates: orderStates,
})

import { orderStates } from './states'
import { seedOrders } from './seed'
import { orderHandlers } from './handlers'
import { area } from '../area'

/** Orders for both roles: lists, details, cancel, redeem, voucher (db/order-tables.ts). */
export const orders = area({ handlers: orderHandlers, seed: ({ now }) => seedOrders(now), providerStates: orderStates })

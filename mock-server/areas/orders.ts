import { orderStates } from '../control/order-states'
import { seedOrders } from '../db/order-seed'
import { orderHandlers } from '../handlers/orders'
import { area } from './area'

/** Orders for both roles: lists, details, cancel, redeem, voucher (db/order-tables.ts). */
export const orders = area({ handlers: orderHandlers, seed: ({ now }) => seedOrders(now), providerStates: orderStates })

import { checkoutHandlers } from '../handlers/checkout'
import { gatewayHandlers } from '../handlers/gateway'
import { area } from './area'

/** Placing an order and paying through the simulated gateway (its sessions are in db/order-tables.ts). */
export const checkout = area({ handlers: [...checkoutHandlers, ...gatewayHandlers] })

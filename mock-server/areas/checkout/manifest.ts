import { checkoutHandlers } from './handlers'
import { gatewayHandlers } from '../../gateway/handlers'
import { area } from '../area'

/** Placing an order and paying through the simulated gateway (its sessions are in areas/orders/tables.ts). */
export const checkout = area({ handlers: [...checkoutHandlers, ...gatewayHandlers] })

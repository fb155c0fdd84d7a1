import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { OrderToPayRequest, PayToRequest } from './schemas/commission'

// Response schemas load only when answers are checked (development, tests); production ships none.
const commissionSchemas = lazySchemas(() => import('./schemas/commission'))

/** POST vendor/order-to-pay: a page of the orders whose commission is due, and the total due. */
export const orderToPay = (body: OrderToPayRequest) =>
  call(ENDPOINTS['POST vendor/order-to-pay'], commissionSchemas('orderToPayResponse'), { body })

/** POST vendor/order-ids-to-pay: every order with commission due and their total (what the payment page pays). */
export const orderIdsToPay = () =>
  call(ENDPOINTS['POST vendor/order-ids-to-pay'], commissionSchemas('orderIdsToPayResponse'))

/**
 * POST vendor/pay-to-fh: a payment of the commission on the orders (docs/decisions/commission.md names the product
 * segment). 422 names the field (an amount that differs, an order not due); 409 an order already paid.
 */
export const payTo = (body: PayToRequest) =>
  call(ENDPOINTS['POST vendor/pay-to-fh'], commissionSchemas('payToResponse'), { body })

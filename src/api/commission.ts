import { lazySchemas } from './client'
import type { OrderToPayRequest, PayToRequest } from './schemas/commission'
import { defineCall } from './define-call'
import { PAGED, type OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const commissionSchemas = lazySchemas(() => import('./schemas/commission'))

/** POST vendor/order-to-pay: a page of the orders whose commission is due, and the total due. */
export const orderToPay = defineCall(
  'POST vendor/order-to-pay',
  commissionSchemas,
  'orderToPayResponse',
  (body: OrderToPayRequest) => ({ body }),
)

/** POST vendor/order-ids-to-pay: every order with commission due and their total (what the payment page pays). */
export const orderIdsToPay = defineCall('POST vendor/order-ids-to-pay', commissionSchemas, 'orderIdsToPayResponse')

/**
 * POST vendor/pay-to-fh: a payment of the commission on the orders (docs/decisions/commission.md names the product
 * segment). 422 names the field (an amount that differs, an order not due); 409 an order already paid.
 */
export const payTo = defineCall('POST vendor/pay-to-fh', commissionSchemas, 'payToResponse', (body: PayToRequest) => ({
  body,
}))

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST vendor/order-to-pay': {
    summary: 'The cash orders whose commission the vendor owes',
    description: `Spec 3 §2 Commission, §7: ${PAGED} (10 a page). Answers \`orders\` and \`total_amount\`.`,
  },
  'POST vendor/order-ids-to-pay': {
    summary: 'Every order whose commission is owed, and the total',
    description: 'Spec 3 §7: answers `total_amount` and `order_ids`, which pay-to-fh sends back.',
  },
  'POST vendor/pay-to-fh': {
    summary: 'Pay the commission owed',
    description:
      'Spec 3 §2 Commission payment, §7: `order_ids`, `amount` and `payment_method`. The amount must be the server’s total for those orders. Answers `code` and `message`.',
    errors: {
      404: 'No such payment of this vendor.',
      409: 'One of the orders’ commission is already paid.',
      422: 'The amount differs from the orders’ total, or an order is not this vendor’s.',
    },
  },
} satisfies OperationTexts<typeof import('./commission')>

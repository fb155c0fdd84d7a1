import { type } from './lazy'
import { pageOf } from './common'

/**
 * Commission (spec 3 §2 Commission, Commission payment; §3 Commission order; §7): the orders whose commission the
 * vendor owes Hola, their total, and the payment (vendor/pay-to-fh, then vendor/get-encrypt-key with payment_for
 * pay_to_fh). Amounts on the wire are rupees with 2 decimals.
 */

/** POST vendor/order-to-pay: a page of the orders with commission due (the list asks 10 a page, spec 3 §9). */
export const orderToPayRequest = type({
  page: '1 <= number.integer <= 100000',
  rowsPerPage: '1 <= number.integer <= 50',
})
export type OrderToPayRequest = typeof orderToPayRequest.infer

/**
 * What a commission due is made of (docs/decisions/money-model.md), rupees: the discount the vendor funds for the
 * student (their Hola points), Hola's commission with its GST (what the tax invoice bills), less a code Hola paid.
 * student_discount + hola_commission − code_credit is the commission due. Beyond spec 3 §3's fields.
 */
export const commissionSplit = type({ student_discount: 'number', hola_commission: 'number', code_credit: 'number' })
export type CommissionSplit = typeof commissionSplit.infer

/** Spec 3 §3 "Commission order": uuid, item.deal.name, customer.full_name, seller_will_get, buyer_will_pay, created_at. */
export const commissionOrder = type({
  id: 'number',
  uuid: 'string',
  item: { deal: { name: 'string' } },
  customer: { full_name: 'string' },
  /** Earnings: what the vendor keeps of the price. */
  seller_will_get: 'number',
  /** Total Price: what the customer paid the vendor at the outlet. */
  buyer_will_pay: 'number',
  /** What the vendor owes Hola on the order (buyer_will_pay − seller_will_get, from the ledger). */
  commission: 'number',
  split: commissionSplit,
  created_at: 'string',
})
export type CommissionOrder = typeof commissionOrder.infer

export const orderToPayResponse = type({
  orders: pageOf(commissionOrder),
  total_amount: 'number >= 0',
  /** The total's split, over every order due (not only the page's). */
  total_split: commissionSplit,
})
export type OrderToPayResponse = typeof orderToPayResponse.infer

/** POST vendor/order-ids-to-pay (no body): what the payment page pays, all of it. */
export const orderIdsToPayResponse = type({
  total_amount: 'number >= 0',
  order_ids: 'number[]',
  total_split: commissionSplit,
})
export type OrderIdsToPayResponse = typeof orderIdsToPayResponse.infer

/** The methods a commission is paid with (spec 3 §4): 3 Debit Card (the default) or 2 Net Banking. */
export const commissionPaymentMethod = type('2 | 3')

/** POST vendor/pay-to-fh: the orders, the amount the page showed (the server recomputes it) and the method. */
export const payToRequest = type({
  order_ids: type('number.integer > 0').array().atMostLength(1000),
  amount: '0 <= number <= 99999999',
  payment_method: commissionPaymentMethod,
})
export type PayToRequest = typeof payToRequest.infer

/**
 * code 202: go to the gateway with vendor/get-encrypt-key (payment_for pay_to_fh, order_id `payment_id`, the amount);
 * code 200: nothing to pay, settled at once (spec 3 §8: 'Success', then /statement). `payment_id` is not in spec 3
 * §7's list (code, message): the key call needs to name the payment (docs/decisions/commission.md).
 */
export const payToResponse = type({ code: '200 | 202', message: 'string', payment_id: 'number | null' })
export type PayToResponse = typeof payToResponse.infer

import { type } from './lazy'
import { idName, pageOf } from './common'
import { order } from './orders'

/**
 * The wallet's statements (spec 3 §7, §8, §9): the customer's confirmed and floating Hola points, the
 * vendor's balance with Hola and its Hola points. Every figure is a query over the ledger (docs/decisions/wallet.md).
 */

const flag = '0 | 1'
/** A day as the statement filter sends it: 'YYYY-MM-DD', optionally with a time ('2026-11-01 00:00:00'). */
const wireDay = type('string <= 19').or('null')

/** POST {role}/confirmed-statement and {role}/floting-statement: one body for all four (spec 3 §7). */
export const statementRequest = type({
  page: '1 <= number.integer <= 100000',
  'rowsPerPage?': '1 <= number.integer <= 50',
  /** Newest first (desc, the default) or oldest first (asc). */
  'order?': "'asc' | 'desc'",
  'start_date?': wireDay,
  'end_date?': wireDay,
  'last_year?': flag,
  'last_month?': flag,
  'last_week?': flag,
  /** A deal's uuid (the dropdown's items); absent, null or '' for every deal. */
  'deal_id?': type('string <= 64').or('null'),
})
export type StatementRequest = typeof statementRequest.infer

/** A referred person (spec 3 §8 Referral): their name and whether their account is active. */
export const referredPerson = type({ full_name: 'string', is_active: '0 | 1' })

/** One customer statement row (spec 3 §8): the points an entry moved and what it came from. */
export const customerStatementRow = type({
  /** The ledger transaction the row comes from (the row's key). */
  id: 'number',
  /** The order it came from (earned on it, or spent on it), with its deal and outlet; null for a bonus or referral. */
  order: order.or('null'),
  order_id: 'number | null',
  created_at: 'string',
  refered_customer: referredPerson.or('null'),
  refered_vendor: referredPerson.or('null'),
  /** Points: positive earned (Hola Earned), negative spent (Expenses). */
  used_balance: 'number.integer',
  /** What happened, in words ('Points earned', 'Welcome bonus', 'Paid with points', 'Order cancelled'). */
  description: 'string',
})
export type CustomerStatementRow = typeof customerStatementRow.infer

/** The Hola card the statement shows (spec 3 §2, §8): its number and dates (YYYY-MM-DD). */
export const statementUser = type({
  full_name: 'string',
  approve_status: 'number',
  card_number: 'string',
  card_issued_on: 'string',
  card_valid_until: 'string',
})
const category = type({ name: 'string' }).or('null')

export const customerConfirmedStatementResponse = type({
  confirmed_balance: pageOf(customerStatementRow),
  /** Every confirmed point the customer holds (get-user's hola_points), whatever the filter. */
  total_confirmed_balance: 'number.integer',
  my_hola_category: category,
  user: statementUser,
})
export type CustomerConfirmedStatementResponse = typeof customerConfirmedStatementResponse.infer
export const customerFloatingStatementResponse = type({
  floating_balance: pageOf(customerStatementRow),
  /** Every point still floating (earned on orders not yet redeemed, rewards not yet due), whatever the filter. */
  total_floting_balance: 'number.integer',
})
export type CustomerFloatingStatementResponse = typeof customerFloatingStatementResponse.infer

/** A deal of the dropdown (spec 3 §8): uuid and name. */
export const statementDeal = type({ uuid: 'string', name: 'string' })
export type StatementDeal = typeof statementDeal.infer
/** GET customer/statement: the deals the customer has orders of. */
export const customerStatementDealsResponse = type({ deals: statementDeal.array() })
export type CustomerStatementDealsResponse = typeof customerStatementDealsResponse.infer
/** GET vendor/dropdown-my-deals: the vendor's deals, and the payment methods. */
export const vendorDealsDropdownResponse = type({ deals: statementDeal.array(), payment_type: idName.array() })
export type VendorDealsDropdownResponse = typeof vendorDealsDropdownResponse.infer

/**
 * One row of the vendor's balance with Hola. Spec 3 §3: a vendor confirmed row is the order itself (item.deal.name,
 * customer.full_name, created_at, customer_commision.reedem_date, payment_single.payment_method_system_name,
 * payment_single.payment_status, paid_amount, seller_will_get, order_status), so the order's fields are the row's, at
 * its top level, as the orders list presents them (`id` and `created_at` are the order's). Every movement of the
 * balance belongs to an order (its sale, its reversal, the commission paid on it); one order may give several rows,
 * told apart by `entry_id`. Beyond the spec: what the row moved, when, and in words.
 */
export const vendorStatementRow = order.and({
  /** The ledger transaction the row comes from: the row's key. */
  entry_id: 'number',
  /** When the movement was posted (a cash sale at redemption, a commission payment when paid). */
  posted_at: 'string',
  /** Rupees: what the row added to (or took from) what Hola owes the vendor. */
  amount: 'number',
  description: 'string',
})
export type VendorStatementRow = typeof vendorStatementRow.infer
export const vendorConfirmedStatementResponse = type({
  confirm_balance: pageOf(vendorStatementRow),
  /** Rupees: what Hola owes the vendor now (negative: the commission the vendor owes), whatever the filter. */
  total_confirm_balance: 'number',
  my_hola_category: category,
})
export type VendorConfirmedStatementResponse = typeof vendorConfirmedStatementResponse.infer

/** One row of the vendor's Hola points (spec 3 §8 floating row): a referral reward or other points. */
export const vendorPointsRow = type({
  id: 'number',
  refered_vendor: referredPerson.or('null'),
  refered_customer: referredPerson.or('null'),
  created_at: 'string',
  /** When the points were confirmed (null while floating). */
  reedem_date: 'string | null',
  used_balance: 'number.integer',
  /** 1 confirmed, 0 still floating (the row is highlighted). */
  hola_point_status: '0 | 1',
  description: 'string',
})
export type VendorPointsRow = typeof vendorPointsRow.infer
export const vendorFloatingStatementResponse = type({
  hola_balance: pageOf(vendorPointsRow),
  /** Every Hola point the vendor holds, confirmed and floating, whatever the filter. */
  total_hola_balance: 'number.integer',
  /** Of them, the confirmed (usable) and the still floating, apart as on the student's Wallet (their sum is the total). */
  confirmed_hola_balance: 'number.integer',
  floating_hola_balance: 'number.integer',
})
export type VendorFloatingStatementResponse = typeof vendorFloatingStatementResponse.infer

import { type } from '../../src/api/schemas/lazy'

/**
 * One ledger transaction: a set of entries that sum to zero per unit, posted once for its cause (an order's payment,
 * a redemption, a welcome bonus). Never edited or deleted: a confirmation or a reversal is a transaction of its own.
 */
export const ledgerTxnRecord = type({
  id: 'number',
  /** What happened, in the product's words: 'order_payment', 'points_earned', 'points_spent', 'coupon_use', 'refund', … */
  kind: 'string',
  /** Unique per transaction: posting the same cause twice returns the first (a gateway answering twice pays once). */
  cause: 'string',
  /** Set on a reversal: the transaction it mirrors. */
  reverses: 'number | null',
  /** Set on a confirmation: the transaction whose floating entries it makes confirmed. */
  confirms: 'number | null',
  memo: 'string',
  created_at: 'string',
})
export type LedgerTxnRecord = typeof ledgerTxnRecord.infer

/** One line of a transaction: an amount into (positive) or out of (negative) one account, in paise or whole points. */
export const ledgerEntryRecord = type({
  id: 'number',
  txn_id: 'number',
  /** The account's kind ('user_points', 'hola_points', and the money accounts checkout adds). */
  account: 'string',
  /** Whose account: a user id, or 0 for the platform's own. */
  owner_id: 'number',
  unit: "'paise' | 'points'",
  amount: 'number.integer',
  /** Floating: earned but not yet usable (points on an order not yet redeemed). */
  state: "'floating' | 'confirmed'",
  created_at: 'string',
})
export type LedgerEntryRecord = typeof ledgerEntryRecord.infer

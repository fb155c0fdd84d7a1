import { type } from '../../../src/api/schemas/lazy'

/**
 * A vendor's payment of its commission to Hola (vendor/pay-to-fh, docs/decisions/commission.md): the orders it pays
 * for and the amount the server worked out for them. It waits for the gateway (`pending`) and ends `paid`, `failed`
 * (declined or aborted: the orders stay due) or `superseded` (a newer payment of some of the same orders replaced it
 * before the gateway settled it). The money itself moves only in the ledger, once per order, when it is paid.
 */
export const commissionPaymentRecord = type({
  id: 'number',
  vendor_id: 'number',
  order_ids: 'number[]',
  amount_paise: 'number.integer',
  /** 2 Net Banking or 3 Debit Card (spec 3 §4: 3 by default). */
  payment_mode: 'number',
  /** The transaction id the gateway session carries. */
  tid_id: 'string',
  status: "'pending' | 'paid' | 'failed' | 'superseded'",
  created_at: 'string',
  settled_at: 'string | null',
})
export type CommissionPaymentRecord = typeof commissionPaymentRecord.infer

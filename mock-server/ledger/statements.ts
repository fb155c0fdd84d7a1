import { db } from '../store/db'
import type { AdOrderRecord } from '../areas/ads/records'
import type { LedgerTxnRecord } from './records'
import type { OrderRecord } from '../areas/orders/records'
import type { UserRecord } from '../store/records'
import { ACCOUNT } from './chart-of-accounts'
import { balance, entries, type EntryState, type Unit } from './ledger'
import { orderById } from '../areas/orders/rules'
import { paginate, type Page } from '../kit/paginate'

/**
 * Statements: pages of a person's ledger entries, never stored figures (docs/decisions/wallet.md).
 * - points: the person's `user_points` (a customer's confirmed and floating Hola, a vendor's Hola balance);
 * - paise: the vendor's `vendor_earnings`, its balance with Hola (what Hola owes it; negative: commission it owes).
 * Confirmed is a passbook: each transaction that moved confirmed points or money is a row (an order's points confirmed
 * at redemption, points spent, a cancellation giving them back). Floating lists what still floats: each source
 * (an order's points, a referral reward) whose floating amount has not been confirmed or reversed, dated when it was
 * earned. `any` lists each source once with what is left of it and whether any of it still floats.
 */

export type StatementState = EntryState | 'any'
export type StatementQuery = {
  owner: number
  unit: Unit
  state: StatementState
  /** The window, ms since epoch, inclusive (statement-window.ts). */
  from?: number
  to?: number
  /** Only rows from orders of this deal (its id). */
  deal?: number
  page: number
  perPage: number
  /** Newest first unless 'asc'. */
  order?: 'asc' | 'desc'
}

export type StatementRow = {
  /** The row's transaction: the movement itself (confirmed), or the source it belongs to (floating, any). */
  txn: LedgerTxnRecord
  /** The source: the transaction the row's traces back to (a confirmation or reversal names its original). */
  origin: LedgerTxnRecord
  created_at: string
  amount: number
  /** Of `amount`, what still floats. */
  floating: number
  /** When the source's floating amount was confirmed (its confirmation's date), if it was. */
  confirmed_at: string | null
  order: OrderRecord | null
  referral: { referrer: number; referred: number } | null
  /** The advertisement order the points paid for (`ad-order:{id}:…` causes). */
  adOrder: AdOrderRecord | null
}

export type Statement = { rows: Page<StatementRow>; total: number }

/** The account a statement of each unit reads. */
export const STATEMENT_ACCOUNT = { points: ACCOUNT.userPoints, paise: ACCOUNT.vendorEarnings } as const

/** The cause of a referral reward: who referred whom (the statement names the referred person from it). */
export const referralCause = (referrer: number, referred: number) => `referral:${referrer}:${referred}`

const txnById = (id: number) => db.ledgerTxns.findFirst((q) => q.where({ id }))

/** The transaction a confirmation or reversal belongs to (itself for any other). */
function originOf(txn: LedgerTxnRecord): LedgerTxnRecord {
  const of = txn.reverses ?? txn.confirms
  return (of !== null && txnById(of)) || txn
}

function orderOf(origin: LedgerTxnRecord): OrderRecord | null {
  const m = /^order:(\d+):/.exec(origin.cause)
  return m ? (orderById(Number(m[1])) ?? null) : null
}

function adOrderOf(origin: LedgerTxnRecord): AdOrderRecord | null {
  const m = /^ad-order:(\d+):/.exec(origin.cause)
  return m ? (db.adOrders.findFirst((q) => q.where({ id: Number(m[1]) })) ?? null) : null
}

function referralOf(origin: LedgerTxnRecord) {
  const m = /^referral:(\d+):(\d+)$/.exec(origin.cause)
  return m ? { referrer: Number(m[1]), referred: Number(m[2]) } : null
}

/** Every row of the person's statement, before the window, deal and page are applied. */
function allRows(query: Pick<StatementQuery, 'owner' | 'unit' | 'state'>): StatementRow[] {
  const found = entries({
    account: STATEMENT_ACCOUNT[query.unit],
    owner: query.owner,
    unit: query.unit,
    ...(query.state === 'any' ? {} : { state: query.state }),
  })
  const byKey = new Map<number, { txn: LedgerTxnRecord; origin: LedgerTxnRecord; amount: number; floating: number }>()
  for (const e of found) {
    const txn = txnById(e.txn_id)
    if (!txn) continue
    const origin = originOf(txn)
    const key = query.state === 'confirmed' ? txn.id : origin.id
    const row = byKey.get(key) ?? { txn: query.state === 'confirmed' ? txn : origin, origin, amount: 0, floating: 0 }
    row.amount += e.amount
    if (e.state === 'floating') row.floating += e.amount
    byKey.set(key, row)
  }
  const rows: StatementRow[] = []
  for (const r of byKey.values()) {
    if (r.amount === 0) continue // a source confirmed or reversed whole: nothing of it is left in this statement
    const confirmation = db.ledgerTxns.findFirst((q) => q.where({ confirms: r.origin.id }))
    rows.push({
      ...r,
      created_at: r.txn.created_at,
      // Points earned confirmed (a referral reward confirmed at once, points spent) were confirmed when posted.
      confirmed_at: confirmation?.created_at ?? (r.floating === 0 ? r.origin.created_at : null),
      order: orderOf(r.origin),
      referral: referralOf(r.origin),
      adOrder: adOrderOf(r.origin),
    })
  }
  return rows
}

/**
 * A statement: one page of the rows in the window (and of the deal), newest first, and the total, which is the
 * account's whole balance in that state (the same figure the cards and get-user show), whatever the filter.
 */
export function statement(query: StatementQuery): Statement {
  const inWindow = (r: StatementRow) => {
    const at = Date.parse(r.created_at)
    return (query.from === undefined || at >= query.from) && (query.to === undefined || at <= query.to)
  }
  const asc = query.order === 'asc'
  const rows = allRows(query)
    .filter((r) => inWindow(r) && (query.deal === undefined || r.order?.deal_id === query.deal))
    .sort((a, b) => (asc ? 1 : -1) * (a.created_at.localeCompare(b.created_at) || a.txn.id - b.txn.id))
  const total = balance({
    account: STATEMENT_ACCOUNT[query.unit],
    owner: query.owner,
    unit: query.unit,
    ...(query.state === 'any' ? {} : { state: query.state }),
  })
  return { rows: paginate(rows, query.page, query.perPage), total }
}

/** The deals a person's statement can be narrowed to: those of the customer's orders, newest order first. */
export function customerStatementDeals(customer: UserRecord) {
  const seen = new Set<number>()
  const deals = []
  const orders = db.orders
    .findMany((q) => q.where({ customer_id: customer.id }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
  for (const o of orders) {
    if (seen.has(o.deal_id)) continue
    seen.add(o.deal_id)
    const deal = db.deals.findFirst((q) => q.where({ id: o.deal_id }))
    if (deal) deals.push(deal)
  }
  return deals
}

/** The vendor's own deals for the dropdown (every status: a statement reaches back past a deal's end). */
export const vendorStatementDeals = (vendor: UserRecord) =>
  db.deals.findMany((q) => q.where({ vendor_id: vendor.id })).sort((a, b) => a.name.localeCompare(b.name))

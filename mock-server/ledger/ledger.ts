import { db, nextId } from '../store/db'
import type { LedgerEntryRecord, LedgerTxnRecord } from './records'
import { ACCOUNT, accountNamed, type Account } from './chart-of-accounts'
import { clock, iso } from '../clock/clock'

/**
 * The one ledger (ARCHITECTURE.md, "Money"): every movement of money (integer paise) and Hola points (whole points)
 * is a transaction whose entries sum to zero per unit. This module is the only writer. A transaction is posted once
 * per cause, may be confirmed (its floating entries become confirmed, by a transaction of its own) and may be
 * reversed (a mirror transaction); nothing is edited or deleted. Every balance is a sum of entries.
 */

export type Unit = LedgerEntryRecord['unit']
export type EntryState = LedgerEntryRecord['state']

/** The owner id of the platform's own accounts. */
export const PLATFORM = 0

export type Line = { account: Account; owner: number; unit: Unit; amount: number; state?: EntryState }

export type Posting = {
  kind: string
  /** Unique per transaction; posting the same cause again returns the transaction already posted. */
  cause: string
  lines: Line[]
  /** The state of lines that do not name one. */
  state?: EntryState
  memo?: string
  at?: number
}

/** A posting that breaks the ledger's rules is a bug in the caller, never a user's error: it is refused loudly. */
export class LedgerRuleBroken extends Error {}

/** Writes in flight by cause: a second post of a cause while the first is still writing gets the same transaction. */
const inFlight = new Map<string, Promise<LedgerTxnRecord>>()

/** Runs a write once per cause: an existing transaction, or the write already under way, answers instead. */
function once(cause: string, make: () => Promise<LedgerTxnRecord>): Promise<LedgerTxnRecord> {
  const done = txnByCause(cause)
  if (done) return Promise.resolve(done)
  const pending = inFlight.get(cause)
  if (pending) return pending
  const writing = make().finally(() => inFlight.delete(cause))
  inFlight.set(cause, writing)
  return writing
}

export const txnByCause = (cause: string) => db.ledgerTxns.findFirst((q) => q.where({ cause }))
export const entriesOfTxn = (txnId: number) => db.ledgerEntries.findMany((q) => q.where({ txn_id: txnId }))
export const reversalOf = (txn: LedgerTxnRecord) => db.ledgerTxns.findFirst((q) => q.where({ reverses: txn.id }))
export const confirmationOf = (txn: LedgerTxnRecord) => db.ledgerTxns.findFirst((q) => q.where({ confirms: txn.id }))

/** An entry's account, read back: every entry was written through the chart check below, so its name is the chart's. */
const accountOf = (e: LedgerEntryRecord) => e.account as Account

/** Per unit, the sum of the lines: zero for every unit, or the posting is refused. */
function checkBalanced(lines: Line[]) {
  if (lines.length === 0) throw new LedgerRuleBroken('A transaction needs at least one entry.')
  const sums: Record<string, number> = {}
  for (const l of lines) {
    const account = accountNamed(l.account)
    if (!account) throw new LedgerRuleBroken(`Account ${l.account} is not in the chart of accounts.`)
    if (account.unit !== l.unit)
      throw new LedgerRuleBroken(`Account ${l.account} counts ${account.unit}, not ${l.unit}.`)
    if (!Number.isSafeInteger(l.amount) || l.amount === 0)
      throw new LedgerRuleBroken(`Entry amounts are non-zero integers (${l.account}: ${l.amount}).`)
    sums[l.unit] = (sums[l.unit] ?? 0) + l.amount
  }
  for (const [unit, sum] of Object.entries(sums))
    if (sum !== 0) throw new LedgerRuleBroken(`Entries in ${unit} sum to ${sum}, not 0.`)
}

/** Posts a balanced transaction once per cause (idempotent). */
export function post(posting: Posting): Promise<LedgerTxnRecord> {
  return once(posting.cause, () => write(posting, null, null))
}

async function write(p: Posting, reverses: number | null, confirms: number | null): Promise<LedgerTxnRecord> {
  checkBalanced(p.lines)
  const at = iso(p.at ?? clock.now())
  const txn = await db.ledgerTxns.create({
    id: nextId(db.ledgerTxns),
    kind: p.kind,
    cause: p.cause,
    reverses,
    confirms,
    memo: p.memo ?? '',
    created_at: at,
  })
  for (const l of p.lines) {
    await db.ledgerEntries.create({
      id: nextId(db.ledgerEntries),
      txn_id: txn.id,
      account: l.account,
      owner_id: l.owner,
      unit: l.unit,
      amount: l.amount,
      state: l.state ?? p.state ?? 'confirmed',
      created_at: at,
    })
  }
  return txn
}

/**
 * Makes a transaction's floating entries confirmed (points earned on an order, once it is redeemed): a transaction
 * that takes each floating amount out and puts it back confirmed. Once per transaction; null when nothing floats.
 * A reversed transaction cannot be confirmed.
 */
export function confirm(txn: LedgerTxnRecord, at?: number): Promise<LedgerTxnRecord> | null {
  const done = confirmationOf(txn)
  if (done) return Promise.resolve(done)
  const floating = entriesOfTxn(txn.id).filter((e) => e.state === 'floating')
  if (floating.length === 0) return null
  if (reversalOf(txn)) throw new LedgerRuleBroken(`Transaction ${txn.id} was reversed; it cannot be confirmed.`)
  const lines = floating.flatMap((e): Line[] => [
    { account: accountOf(e), owner: e.owner_id, unit: e.unit, amount: -e.amount, state: 'floating' },
    { account: accountOf(e), owner: e.owner_id, unit: e.unit, amount: e.amount, state: 'confirmed' },
  ])
  const cause = `confirm:${txn.id}`
  return once(cause, () => write({ kind: `${txn.kind}_confirmed`, cause, lines, memo: txn.memo, at }, null, txn.id))
}

/**
 * Undoes a transaction (a cancelled order's points, a refund): a mirror of its entries, and of its confirmation's if
 * it was confirmed, so every balance it touched is back where it was. Once per transaction; a reversal is not reversed.
 */
export function reverse(
  txn: LedgerTxnRecord,
  options: { kind?: string; memo?: string; at?: number } = {},
): Promise<LedgerTxnRecord> {
  if (txn.reverses !== null) throw new LedgerRuleBroken(`Transaction ${txn.id} is itself a reversal.`)
  const confirmation = confirmationOf(txn)
  const entries = [...entriesOfTxn(txn.id), ...(confirmation ? entriesOfTxn(confirmation.id) : [])]
  const lines = entries.map((e): Line => ({
    account: accountOf(e),
    owner: e.owner_id,
    unit: e.unit,
    amount: -e.amount,
    state: e.state,
  }))
  // A confirmation's pairs cancel out per account; drop lines that net to nothing so the reversal reads plainly.
  const cause = `reverse:${txn.id}`
  return once(cause, () =>
    write(
      {
        kind: options.kind ?? `${txn.kind}_reversed`,
        cause,
        lines: net(lines),
        memo: options.memo ?? txn.memo,
        at: options.at,
      },
      txn.id,
      null,
    ),
  )
}

/** Sums lines per account, owner, unit and state, dropping those that come to zero. */
function net(lines: Line[]): Line[] {
  const sums = new Map<string, Line>()
  for (const l of lines) {
    const key = `${l.account}|${l.owner}|${l.unit}|${l.state}`
    const seen = sums.get(key)
    if (seen) seen.amount += l.amount
    else sums.set(key, { ...l })
  }
  return [...sums.values()].filter((l) => l.amount !== 0)
}

export type EntryQuery = { account?: Account; owner?: number; unit?: Unit; state?: EntryState }

/** Entries matching a query, oldest first: a statement is a page of these. */
export function entries(query: EntryQuery = {}): LedgerEntryRecord[] {
  return db.ledgerEntries.findMany((q) =>
    q.where({
      ...(query.account !== undefined ? { account: query.account } : {}),
      ...(query.owner !== undefined ? { owner_id: query.owner } : {}),
      ...(query.unit !== undefined ? { unit: query.unit } : {}),
      ...(query.state !== undefined ? { state: query.state } : {}),
    }),
  )
}

/** An account's balance: the sum of its entries (in one state, or both). */
export function balance(query: EntryQuery & { account: Account; owner: number; unit: Unit }): number {
  let sum = 0
  for (const e of entries(query)) sum += e.amount
  return sum
}

/** Every unit's total over the whole ledger: zero, always (the invariant the model-based tests check). */
export function trialBalance(): Record<Unit, number> {
  const sums: Record<Unit, number> = { paise: 0, points: 0 }
  for (const e of db.ledgerEntries.all()) sums[e.unit] += e.amount
  return sums
}

/** Hola points a person holds: confirmed (usable) by default, or floating (earned on orders not yet redeemed). */
export function pointsBalance(userId: number, state: EntryState = 'confirmed'): number {
  return balance({ account: ACCOUNT.userPoints, owner: userId, unit: 'points', state })
}

/** Gives a person Hola points from the platform (a welcome bonus, a referral reward, points earned on an order). */
export function awardPoints(
  userId: number,
  points: number,
  how: { kind: string; cause: string; state?: EntryState; memo?: string; at?: number },
) {
  return post({
    ...how,
    lines: [
      { account: ACCOUNT.userPoints, owner: userId, unit: 'points', amount: points },
      { account: ACCOUNT.holaPoints, owner: PLATFORM, unit: 'points', amount: -points },
    ],
  })
}

import { Collection } from '@msw/data'
import { holaCategoryRecord, otpChallengeRecord, outboxRecord, stateRecord, tokenRecord, userRecord } from './records'
import { ledgerTables } from '../ledger/tables'
import { clockTables } from '../clock/tables'
import { scheduleTables } from '../events/schedule-tables'

/** The tables every area shares: people and their sessions, the outbox, the plans, the states, the ledger, the clock. */
const sharedTables = {
  users: new Collection({ schema: userRecord }),
  tokens: new Collection({ schema: tokenRecord }),
  otpChallenges: new Collection({ schema: otpChallengeRecord }),
  outbox: new Collection({ schema: outboxRecord }),
  holaCategories: new Collection({ schema: holaCategoryRecord }),
  states: new Collection({ schema: stateRecord }),
  ...ledgerTables,
  ...clockTables,
  ...scheduleTables,
}

/**
 * The areas' own tables. Each area's tables module adds its tables' types here (`declare module` merging), and its
 * manifest carries the tables themselves, which ../areas/index.ts adds with `addTables` as it lists the areas: the
 * database knows every table without importing the areas, whose rules all import it (so no import runs in a circle),
 * and the list of areas stays the one list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' tables modules
export interface AreaTables {}

/** The mock backend's database: one @msw/data collection per table. */
export const db = { ...sharedTables } as typeof sharedTables & AreaTables

/** The tables an area declares: names unique across the database. */
export type Tables = Record<string, { all(): unknown[] }>

/** Adds an area's tables to the database (../areas/index.ts, once per area); a name already taken is a mistake. */
export function addTables(tables: Tables) {
  for (const name of Object.keys(tables))
    if (Object.hasOwn(db, name)) throw new Error(`The table ${name} is declared twice`)
  Object.assign(db, tables)
}
export type Db = typeof db
export type TableName = keyof Db

export type Snapshot = { version: number; layout?: string; tables: Partial<Record<TableName, unknown[]>> }

/** Bump when record shapes or the seed change, so a stale browser snapshot is replaced by the seed (3: Bengaluru outlets; 4: deal names unique per outlet; 5: the personas' seeded orders; 6: the demo clock and the wallet's history; 7: advertisement requests; 8: notifications, referrals and the events announced with time; 9: review texts per deal, one-address outlets, weekday offers, own Aadhar numbers, Priya's joining day, pay-later terms; 10: a standard rate for no plan and ₹1 a point on every plan). */
export const SNAPSHOT_VERSION = 10

/** The table names, so a snapshot saved before a table was added or renamed is recognised as stale. */
export const layout = () => Object.keys(db).sort().join(',')

export function snapshot(): Snapshot {
  const tables: Snapshot['tables'] = {}
  for (const name of Object.keys(db) as TableName[]) tables[name] = db[name].all().map((r) => ({ ...r }))
  return { version: SNAPSHOT_VERSION, layout: layout(), tables }
}

/**
 * Empties every table. @msw/data's clear() removes records one splice at a time (quadratic: minutes for 100,000 deals);
 * all() hands out the live record array, so truncating it empties the table at once.
 */
export function clearAll() {
  for (const name of Object.keys(db) as TableName[]) (db[name].all() as unknown[]).length = 0
  for (const listener of onClearAll) listener()
}

/** Told when clearAll empties every table (no table hook sees it): the standalone mock's store rewrites its file. */
export const onClearAll = new Set<() => void>()

/** A schema that takes any row as it is: for rows already validated when they were written (persistence.ts). */
const asWritten = {
  '~standard': { version: 1, vendor: 'hola-mock', validate: (value: unknown) => ({ value }) },
} as const

/**
 * Replaces every table with the snapshot's rows, validated by the collections' schemas unless `validate` is false
 * (a save this build wrote and whose checksum matches: its rows were validated as they were written).
 */
export async function restore(snap: Snapshot, { validate = true }: { validate?: boolean } = {}) {
  clearAll()
  for (const name of Object.keys(db) as TableName[]) {
    const rows = snap.tables[name] ?? []
    // @msw/data validates through `options.schema` on every create (a field TypeScript marks private).
    const table = db[name] as unknown as { options: { schema: unknown }; create(row: unknown): Promise<unknown> }
    const schema = table.options.schema
    if (!validate) table.options.schema = asWritten
    try {
      for (const row of rows) await table.create(row)
    } finally {
      table.options.schema = schema
    }
  }
}

/** Next integer id for a table (max + 1): ids stay stable across snapshot and restore. */
export function nextId(table: { all(): Array<{ id: number }> }): number {
  let max = 0
  for (const r of table.all()) if (r.id > max) max = r.id
  return max + 1
}

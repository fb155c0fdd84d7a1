import Database from 'libsql'
import { SNAPSHOT_VERSION, db, layout, onClearAll, restore, type Snapshot, type TableName } from './db'

/**
 * The standalone mock's data file as an embedded SQLite database (docs/decisions/mock-data-store.md). The @msw/data
 * collections stay the working set; this store only follows them: every record a request created, changed or deleted
 * is written in one transaction before the answer leaves (flush), so a write costs what it changed, not the size of
 * the data. A reset (which empties every table) rewrites the whole file in one transaction.
 *
 * One row per record: its table, its key (the record's `id`, or its `token` for the tables keyed by one), and its
 * JSON. Rows keep their insertion order (rowid; an update keeps its row), which is the collections' order.
 */
export const STORE_FORMAT = 'hola-deals-mock'

const SCHEMA = `
  CREATE TABLE hola_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE hola_records (tbl TEXT NOT NULL, key TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (tbl, key));
`

/** A record's key in its table: its id, else its token (tokens, unsubscribe links). */
export function recordKey(record: object): string {
  const r = record as { id?: unknown; token?: unknown }
  const key = r.id ?? r.token
  if (key === undefined) throw new Error(`a record with neither id nor token cannot be stored: ${JSON.stringify(r)}`)
  return String(key)
}

/** Opens a file for its first write: WAL, so a commit is one append and a reader never sees half of it. */
function openForWriting(file: string) {
  const conn = new Database(file)
  // WAL with synchronous=NORMAL: a commit survives the process being killed (the OS holds the appended pages); a
  // power cut may lose the last commits, never corrupt the file.
  conn.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;')
  return conn
}

/** Creates a store file holding the current collections (a new, reset or imported file). */
export function writeNewStore(file: string) {
  const conn = openForWriting(file)
  try {
    conn.exec(SCHEMA)
    const meta = conn.prepare('INSERT INTO hola_meta (key, value) VALUES (?, ?)')
    const insert = conn.prepare('INSERT INTO hola_records (tbl, key, body) VALUES (?, ?, ?)')
    conn.transaction(() => {
      meta.run('format', STORE_FORMAT)
      meta.run('version', String(SNAPSHOT_VERSION))
      meta.run('layout', layout())
      for (const name of Object.keys(db) as TableName[])
        for (const r of db[name].all()) insert.run(name, recordKey(r), JSON.stringify(r))
    })()
    // Folds the WAL into the file, so the renamed file stands alone.
    conn.exec('PRAGMA wal_checkpoint(TRUNCATE);')
  } finally {
    conn.close()
  }
}

/** Why a file is not a store this server can read; null when it is one. */
export function storeProblem(file: string): string | null {
  let conn
  try {
    conn = new Database(file)
  } catch (e) {
    return `is not a readable SQLite database (${e instanceof Error ? e.message : e})`
  }
  try {
    const tables = conn
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('hola_meta', 'hola_records')")
      .all() as Array<{ name: string }>
    if (tables.length < 2)
      return 'is a SQLite database, but not a mock data file (no hola_meta and hola_records tables)'
    const meta = Object.fromEntries(
      (conn.prepare('SELECT key, value FROM hola_meta').all() as Array<{ key: string; value: string }>).map((m) => [
        m.key,
        m.value,
      ]),
    )
    if (meta.format !== STORE_FORMAT) return `is a SQLite database of another kind (format ${String(meta.format)})`
    if (meta.version !== String(SNAPSHOT_VERSION) || meta.layout !== layout())
      return `is from another data layout (version ${String(meta.version)}; this server reads version ${SNAPSHOT_VERSION})`
    const check = conn.prepare('PRAGMA quick_check').get() as Record<string, unknown> | undefined
    const verdict = check ? Object.values(check)[0] : 'no answer'
    if (verdict !== 'ok') return `is a damaged SQLite database (${String(verdict)})`
    return null
  } catch (e) {
    return `is a damaged SQLite database (${e instanceof Error ? e.message : e})`
  } finally {
    conn.close()
  }
}

/** Reads a store's rows into the collections (a file storeProblem passed: its rows were validated when written). */
export async function readStore(file: string) {
  const conn = new Database(file)
  try {
    const tables: Snapshot['tables'] = {}
    for (const row of conn.prepare('SELECT tbl, body FROM hola_records ORDER BY rowid').iterate() as Iterable<{
      tbl: TableName
      body: string
    }>)
      (tables[row.tbl] ??= []).push(JSON.parse(row.body))
    await restore({ version: SNAPSHOT_VERSION, layout: layout(), tables }, { validate: false })
  } finally {
    conn.close()
  }
}

type Pending = Map<TableName, Map<string, object | null>>

let following: DataStore | null = null
let hooked = false

/** Subscribes once to every table's changes; they go to the store being followed (none in the browser or tests). */
function hookTables() {
  if (hooked) return
  hooked = true
  for (const name of Object.keys(db) as TableName[]) {
    const table = db[name]
    table.hooks.on('create', (event) => following?.changed(name, event.data.record, event.data.record))
    table.hooks.on('update', (event) => {
      const { prevRecord, nextRecord } = event.data
      if (recordKey(prevRecord) !== recordKey(nextRecord)) following?.changed(name, prevRecord, null)
      following?.changed(name, nextRecord, nextRecord)
    })
    table.hooks.on('delete', (event) => following?.changed(name, event.data.deletedRecord, null))
  }
  onClearAll.add(() => following?.cleared())
}

/** An open store file following the collections' changes. */
export class DataStore {
  private readonly conn
  private pending: Pending = new Map()
  private wholeRewrite = false
  private readonly upsert
  private readonly remove

  constructor(readonly file: string) {
    this.conn = openForWriting(file)
    this.upsert = this.conn.prepare(
      'INSERT INTO hola_records (tbl, key, body) VALUES (?, ?, ?) ON CONFLICT (tbl, key) DO UPDATE SET body = excluded.body',
    )
    this.remove = this.conn.prepare('DELETE FROM hola_records WHERE tbl = ? AND key = ?')
    hookTables()
  }

  /** From now on, every change to the collections is this store's to write. */
  follow() {
    following = this // eslint-disable-line @typescript-eslint/no-this-alias -- the one store the table hooks feed
    return this
  }

  /** A record was created or changed (`now` is the record) or deleted (`now` is null). */
  changed(table: TableName, record: object, now: object | null) {
    if (this.wholeRewrite) return
    let rows = this.pending.get(table)
    if (!rows) this.pending.set(table, (rows = new Map()))
    rows.set(recordKey(record), now)
  }

  /** Every table was emptied (a reset): the next flush rewrites the whole file. */
  cleared() {
    this.wholeRewrite = true
    this.pending.clear()
  }

  /** Writes what changed since the last flush, in one transaction; how many rows it wrote. */
  flush(): number {
    if (!this.wholeRewrite && this.pending.size === 0) return 0
    let written = 0
    this.conn.transaction(() => {
      if (this.wholeRewrite) {
        this.conn.exec('DELETE FROM hola_records')
        for (const name of Object.keys(db) as TableName[])
          for (const r of db[name].all()) {
            this.upsert.run(name, recordKey(r), JSON.stringify(r))
            written++
          }
        return
      }
      for (const [table, rows] of this.pending)
        for (const [key, record] of rows) {
          if (record) this.upsert.run(table, key, JSON.stringify(record))
          else this.remove.run(table, key)
          written++
        }
    })()
    this.pending = new Map()
    this.wholeRewrite = false
    return written
  }

  close() {
    if (following === this) following = null
    this.conn.close()
  }
}

/** The rows a store file holds for one table, as their JSON, read as another process would (tests, the benchmark). */
export function storedRows(file: string, table: string): string[] {
  const conn = new Database(file)
  try {
    return (conn.prepare('SELECT body FROM hola_records WHERE tbl = ?').all(table) as Array<{ body: string }>).map(
      (r) => r.body,
    )
  } finally {
    conn.close()
  }
}

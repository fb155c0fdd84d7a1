import { closeSync, existsSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { SNAPSHOT_VERSION, layout, restore, snapshot, type Snapshot } from './db'
import { seed, type SeedOptions } from './seed'
import { DataStore, readStore, storeProblem, writeNewStore } from './sqlite-store'

/**
 * The standalone mock's data file (`npm run mock-server -- --data ./mock-data.db`): an embedded SQLite database
 * (store/sqlite-store.ts; docs/decisions/mock-data-store.md) the frontend and mobile developers sharing one mock keep their
 * data in across restarts. Unlike the browser, which quietly reseeds stale data, a file someone chose is never
 * overwritten unasked: a corrupt, foreign or older file is refused (DataFileRefused) unless --reset says to reseed it.
 * A JSON data file from before the database is imported once (the JSON is kept beside it).
 */
export class DataFileRefused extends Error {
  constructor(
    readonly file: string,
    why: string,
  ) {
    super(`${file}: ${why}. Nothing was changed; start with --reset to replace it with fresh seed data.`)
    this.name = 'DataFileRefused'
  }
}

/** What the server did with the file at start: restored it, seeded a new one, reseeded it (--reset) or imported JSON. */
export type DataFileStart = 'restored' | 'seeded' | 'reseeded' | 'imported'

/**
 * The old store, kept for the benchmark's side-by-side figures (bench/store.ts): the whole data as JSON, written to a
 * temporary file and renamed, on every change.
 */
export function writeDataFile(file: string, text = JSON.stringify(snapshot())) {
  const temporary = `${file}.${process.pid}.tmp`
  try {
    writeFileSync(temporary, text)
    renameSync(temporary, file)
  } catch (e) {
    rmSync(temporary, { force: true })
    throw e
  }
}

function readSnapshot(file: string): Snapshot {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (e) {
    throw new DataFileRefused(file, `is not a readable mock data file (${e instanceof Error ? e.message : e})`)
  }
  const snap = parsed as Partial<Snapshot> | null
  if (typeof snap !== 'object' || snap === null || typeof snap.tables !== 'object' || snap.tables === null)
    throw new DataFileRefused(file, 'is not a mock data file (no tables)')
  if (snap.version !== SNAPSHOT_VERSION || snap.layout !== layout())
    throw new DataFileRefused(
      file,
      `is from another data layout (version ${String(snap.version)}; this server reads version ${SNAPSHOT_VERSION})`,
    )
  return snap as Snapshot
}

const SQLITE_HEADER = 'SQLite format 3\0'

/** The file's first bytes: tells a SQLite database from a JSON data file from anything else, without reading it all. */
function fileKind(file: string): 'sqlite' | 'json' | 'empty' | 'other' {
  const head = Buffer.alloc(16)
  const fd = openSync(file, 'r')
  let read
  try {
    read = readSync(fd, head, 0, 16, 0)
  } finally {
    closeSync(fd)
  }
  if (read === 0) return 'empty'
  if (head.toString('latin1', 0, read) === SQLITE_HEADER) return 'sqlite'
  return /^\s*[{[]/.test(head.toString('utf8', 0, read)) ? 'json' : 'other'
}

const sidecars = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`]

/** Writes the collections as a new store at `file`: built beside it and renamed, so a crash leaves the old file or the new. */
function replaceWithStore(file: string) {
  const building = `${file}.${process.pid}.building`
  for (const f of [building, ...sidecars(building)]) rmSync(f, { force: true })
  try {
    writeNewStore(building)
    for (const f of sidecars(file)) rmSync(f, { force: true })
    renameSync(building, file)
  } finally {
    for (const f of [building, ...sidecars(building)]) rmSync(f, { force: true })
  }
}

/** Where an imported JSON data file is kept. */
export const importedJsonName = (file: string) => `${file}.before-sqlite.json`

/**
 * Loads the file into the database, or seeds it (and creates the file) when it does not exist or `reset` is set.
 * Returns what happened and the open store, which writes each request's changes (DataStore.flush).
 */
export async function openDataFile(
  file: string,
  options: { reset?: boolean; seed?: SeedOptions } = {},
): Promise<{ start: DataFileStart; store: DataStore }> {
  const existed = existsSync(file)
  let start: DataFileStart
  if (options.reset || !existed) {
    await seed(options.seed)
    replaceWithStore(file)
    start = existed ? 'reseeded' : 'seeded'
  } else {
    const kind = fileKind(file)
    if (kind === 'json') {
      const snap = readSnapshot(file)
      try {
        await restore(snap)
      } catch (e) {
        // Rows that no longer fit their table's schema.
        throw new DataFileRefused(file, `holds rows this server cannot read (${e instanceof Error ? e.message : e})`)
      }
      const kept = importedJsonName(file)
      if (existsSync(kept)) throw new DataFileRefused(file, `is a JSON data file and ${kept} already exists`)
      // The JSON is kept under another name; the database takes the file's name, so --data keeps its meaning.
      const building = `${file}.${process.pid}.building`
      writeNewStore(building)
      renameSync(file, kept)
      renameSync(building, file)
      start = 'imported'
    } else if (kind === 'sqlite') {
      const problem = storeProblem(file)
      if (problem) throw new DataFileRefused(file, problem)
      try {
        await readStore(file)
      } catch (e) {
        throw new DataFileRefused(file, `holds rows this server cannot read (${e instanceof Error ? e.message : e})`)
      }
      start = 'restored'
    } else
      throw new DataFileRefused(
        file,
        kind === 'empty' ? 'is empty' : 'is not a mock data file (neither a SQLite database nor JSON)',
      )
  }
  return { start, store: new DataStore(file).follow() }
}

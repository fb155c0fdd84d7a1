import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { SNAPSHOT_VERSION, layout, restore, snapshot, type Snapshot } from './db'
import { seed, type SeedOptions } from './db/seed'

/**
 * The standalone mock's data file (`npm run mock-server -- --data ./mock-data.json`): the same snapshot the browser
 * keeps in localStorage, kept on disk so the frontend and mobile developers sharing one mock keep their data across
 * restarts. Unlike the browser, which quietly reseeds stale data, a file someone chose is never overwritten unasked: a
 * corrupt or older file is refused (DataFileRefused) unless --reset says to reseed it.
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

/** What the server did with the file at start: restored it, seeded a new one, or reseeded it (--reset). */
export type DataFileStart = 'restored' | 'seeded' | 'reseeded'

/** Writes the current data atomically: a temporary file beside it, then a rename, so a crash never leaves half a file. */
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

/** Loads the file into the database, or seeds it (and writes the file) when it does not exist or `reset` is set. */
export async function openDataFile(
  file: string,
  options: { reset?: boolean; seed?: SeedOptions } = {},
): Promise<DataFileStart> {
  const existed = existsSync(file)
  if (options.reset || !existed) {
    await seed(options.seed)
    writeDataFile(file)
    return existed ? 'reseeded' : 'seeded'
  }
  const snap = readSnapshot(file)
  try {
    await restore(snap)
  } catch (e) {
    // Rows that no longer fit their table's schema.
    throw new DataFileRefused(file, `holds rows this server cannot read (${e instanceof Error ? e.message : e})`)
  }
  return 'restored'
}

/**
 * The file as the browser runtime's Storage (db/persistence.ts saves through setItem): the same change tracking
 * saves the file after each answer that changed data, atomically.
 */
export const dataFileStorage = (file: string) =>
  ({ setItem: (_key: string, text: string) => writeDataFile(file, text) }) as Pick<Storage, 'setItem'> as Storage

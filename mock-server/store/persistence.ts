import { SNAPSHOT_VERSION, db, layout, onClearAll, restore, type Snapshot, type TableName } from './db'
import { seed } from './seed'
import { STORAGE_KEY } from './storage-key'

/** The build whose own saves are restored without validating each row again (set by loadOrSeed). */
let trustedBuild: string | null = null

/** FNV-1a over the saved tables' text: tells a save as written from one edited or cut short since. */
export function checksum(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

const TABLES_FIELD = ',"tables":'

/**
 * The save's checksum: FNV-1a over each table's JSON text, then over those. Per table, so a save re-hashes only the
 * tables that changed (a whole-text hash cost 50 ms a save at 3,000 deals); a restore hashes each table's text again
 * from the parsed rows (JSON.stringify gives back the text it wrote).
 */
export function tablesChecksum(tables: Partial<Record<TableName, unknown>>): string {
  return combine((Object.keys(db) as TableName[]).map((name) => [name, checksum(JSON.stringify(tables[name] ?? []))]))
}

const combine = (hashes: [TableName, string][]) => checksum(hashes.map(([name, hash]) => `${name}:${hash}`).join(','))

/**
 * Loads the saved database, or seeds a new one when there is none (or it is from an older version).
 *
 * `build` names the running build (the built demo: its mock chunk's hashed URL, which changes with any of the code or
 * schemas it holds). A save made by this same build whose checksum still matches is restored without validating its
 * rows: every row was validated by its table when it was written. Any other save (another build, an edited or damaged
 * text, development and tests, where `build` is null) has each row validated, and is replaced by the seed if one fails.
 * Returns 'trusted' or 'restored' (validated) or 'seeded'.
 */
export async function loadOrSeed(storage: Pick<Storage, 'getItem' | 'setItem'>, build: string | null = null) {
  trustedBuild = build
  const raw = storage.getItem(STORAGE_KEY)
  if (raw) {
    try {
      const snap = JSON.parse(raw) as Snapshot & { build?: string | null; checksum?: string }
      if (snap.version === SNAPSHOT_VERSION && snap.layout === layout()) {
        const trusted = build !== null && snap.build === build && snap.checksum === tablesChecksum(snap.tables)
        await restore(snap, { validate: !trusted })
        return trusted ? ('trusted' as const) : ('restored' as const)
      }
    } catch (e) {
      // Unreadable JSON, or rows that no longer match their table's schema.
      console.warn('[mock] saved data unusable, reseeding', e)
    }
  }
  await seed()
  save(storage)
  return 'seeded' as const
}

/**
 * Saves the whole database, with the build that wrote it and the checksum of its tables' text (tables last). Each
 * table's text is kept from the last save and written again only when the table changed since: a change to one order
 * re-encodes the orders, not the 300 deals beside them (the demo saves after every change; spec-independent, see
 * docs/decisions/mock-backend.md, "The in-page demo's save").
 */
export function save(storage: Pick<Storage, 'setItem'>) {
  try {
    const { tables, hash } = tablesText()
    const head = JSON.stringify({ version: SNAPSHOT_VERSION, layout: layout(), build: trustedBuild, checksum: hash })
    storage.setItem(STORAGE_KEY, `${head.slice(0, -1)}${TABLES_FIELD}${tables}}`)
  } catch (e) {
    console.warn('[mock] could not save data', e)
  }
}

/** Each table's JSON text and its hash as last saved; the entry goes when any of its records is created, updated or deleted. */
const savedText = new Map<TableName, { text: string; hash: string }>()
let followingTables = false

/**
 * The tables object's JSON text, as `JSON.stringify(snapshot().tables)` writes it, and its checksum (tablesChecksum),
 * re-encoding and re-hashing only the tables that changed.
 */
function tablesText(): { tables: string; hash: string } {
  if (!followingTables) {
    followingTables = true
    for (const name of Object.keys(db) as TableName[])
      for (const event of ['create', 'update', 'delete'] as const)
        db[name].hooks.on(event, () => savedText.delete(name))
    onClearAll.add(() => savedText.clear())
  }
  const parts: string[] = []
  const hashes: [TableName, string][] = []
  for (const name of Object.keys(db) as TableName[]) {
    let saved = savedText.get(name)
    if (saved === undefined) {
      const text = JSON.stringify(db[name].all())
      saved = { text, hash: checksum(text) }
      savedText.set(name, saved)
    }
    parts.push(`${JSON.stringify(name)}:${saved.text}`)
    hashes.push([name, saved.hash])
  }
  return { tables: `{${parts.join(',')}}`, hash: combine(hashes) }
}

let dirty = false
let watching = false

/** Marks the data changed whenever any table creates, updates or deletes a record (read-only POSTs then cost nothing). */
export function watchChanges() {
  if (watching) return
  watching = true
  for (const name of Object.keys(db) as TableName[]) {
    for (const event of ['create', 'update', 'delete'] as const) {
      db[name].hooks.on(event, () => {
        dirty = true
      })
    }
  }
}

/** Saves the snapshot if anything changed since the last save. */
export function saveIfChanged(storage: Pick<Storage, 'setItem'>) {
  if (!dirty) return
  dirty = false
  save(storage)
}

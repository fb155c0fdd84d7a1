import { SNAPSHOT_VERSION, db, layout, restore, snapshot, type Snapshot, type TableName } from './index'
import { seed } from './seed'

/** Where the browser keeps the mock database between page loads. */
export const STORAGE_KEY = 'hola-mock-db'

/** Loads the saved database, or seeds a new one when there is none (or it is from an older version). */
export async function loadOrSeed(storage: Storage) {
  const raw = storage.getItem(STORAGE_KEY)
  if (raw) {
    try {
      const snap = JSON.parse(raw) as Snapshot
      if (snap.version === SNAPSHOT_VERSION && snap.layout === layout()) {
        await restore(snap)
        return 'restored' as const
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

export function save(storage: Storage) {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(snapshot()))
  } catch (e) {
    console.warn('[mock] could not save data', e)
  }
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
export function saveIfChanged(storage: Storage) {
  if (!dirty) return
  dirty = false
  save(storage)
}

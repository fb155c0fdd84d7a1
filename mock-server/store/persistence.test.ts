import { describe, expect, it } from 'vitest'
import { clearAll, db, snapshot } from './db'
import { PERSONA_IDS } from './personas'
import { loadOrSeed, save, saveIfChanged, tablesChecksum, watchChanges } from './persistence'
import { STORAGE_KEY } from './storage-key'

describe('browser persistence of the mock database', () => {
  it('seeds when nothing is saved, then restores the saved data after a "reload"', async () => {
    localStorage.clear()
    expect(await loadOrSeed(localStorage)).toBe('seeded')
    watchChanges()
    await db.users.update((q) => q.where({ id: PERSONA_IDS.customer }), {
      data: (u) => void (u.full_name = 'Priya S.'),
    })
    saveIfChanged(localStorage)
    await db.users.update((q) => q.where({ id: PERSONA_IDS.customer }), {
      data: (u) => void (u.full_name = 'Changed, not saved'),
    })
    expect(await loadOrSeed(localStorage)).toBe('restored')
    expect(db.users.findFirst((q) => q.where({ id: PERSONA_IDS.customer }))?.full_name).toBe('Priya S.')
    expect(db.deals.count()).toBeGreaterThan(0)
  })

  it('does not write when nothing changed', async () => {
    localStorage.clear()
    await loadOrSeed(localStorage)
    watchChanges()
    saveIfChanged(localStorage) // the seed itself was already saved
    localStorage.removeItem(STORAGE_KEY)
    saveIfChanged(localStorage)
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('reseeds when the saved data is unreadable or from another version', async () => {
    localStorage.setItem(STORAGE_KEY, '{not json')
    expect(await loadOrSeed(localStorage)).toBe('seeded')
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: -1, tables: {} }))
    expect(await loadOrSeed(localStorage)).toBe('seeded')
    expect(db.users.count()).toBeGreaterThan(4)
  })
})

describe('stale snapshots', () => {
  it('reseeds when the saved rows no longer fit their tables', async () => {
    localStorage.clear()
    await loadOrSeed(localStorage)
    const snap = JSON.parse(localStorage.getItem(STORAGE_KEY)!)
    snap.tables.users[0].userType = 'admin'
    localStorage.setItem(STORAGE_KEY, JSON.stringify(snap))
    expect(await loadOrSeed(localStorage)).toBe('seeded')
  })

  it('reseeds when the table layout changed since the save', async () => {
    localStorage.clear()
    await loadOrSeed(localStorage)
    const snap = JSON.parse(localStorage.getItem(STORAGE_KEY)!)
    snap.layout = 'users,tokens'
    localStorage.setItem(STORAGE_KEY, JSON.stringify(snap))
    expect(await loadOrSeed(localStorage)).toBe('seeded')
  })
})

describe('restoring a save without validating it again', () => {
  const BUILD = 'https://demo.example/assets/browser-abc123.js'
  const tamper = (edit: (snap: { tables: { users: { userType: unknown }[] } }) => void, keepChecksum: boolean) => {
    const raw = localStorage.getItem(STORAGE_KEY)!
    const snap = JSON.parse(raw)
    edit(snap)
    const tables = JSON.stringify(snap.tables)
    if (keepChecksum) snap.checksum = tablesChecksum(snap.tables)
    const { tables: _, ...head } = snap
    localStorage.setItem(STORAGE_KEY, `${JSON.stringify(head).slice(0, -1)},"tables":${tables}}`)
  }

  it("trusts this build's own save: restored as written, its rows not checked again", async () => {
    localStorage.clear()
    expect(await loadOrSeed(localStorage, BUILD)).toBe('seeded')
    expect(await loadOrSeed(localStorage, BUILD)).toBe('trusted')
    expect(db.users.findFirst((q) => q.where({ id: PERSONA_IDS.customer }))?.userType).toBe(2)
    // Proof that no row was validated: a row its table would refuse, under a matching checksum, comes back as it is.
    tamper((snap) => (snap.tables.users[0]!.userType = 'admin'), true)
    expect(await loadOrSeed(localStorage, BUILD)).toBe('trusted')
    expect(db.users.all()[0]!.userType).toBe('admin')
  })

  it('validates every row of an edited save, of another build, and in development and tests', async () => {
    localStorage.clear()
    await loadOrSeed(localStorage, BUILD)
    expect(await loadOrSeed(localStorage, 'https://demo.example/assets/browser-def456.js')).toBe('restored')
    await loadOrSeed(localStorage, BUILD)
    expect(await loadOrSeed(localStorage)).toBe('restored')
    await loadOrSeed(localStorage, BUILD)
    tamper((snap) => (snap.tables.users[0]!.userType = 'admin'), false)
    expect(await loadOrSeed(localStorage, BUILD)).toBe('seeded')
  })
})

describe('saving only the tables that changed', () => {
  const savedTables = () => {
    const raw = localStorage.getItem(STORAGE_KEY)!
    return raw.slice(raw.indexOf(',"tables":') + ',"tables":'.length, -1)
  }
  const wholeText = () => JSON.stringify(snapshot().tables)

  it('writes what encoding every table again would, after creates, updates, deletes, a reset and a restore', async () => {
    localStorage.clear()
    await loadOrSeed(localStorage)
    watchChanges()
    await db.users.update((q) => q.where({ id: PERSONA_IDS.customer }), {
      data: (u) => void (u.full_name = 'Priya, once'),
    })
    saveIfChanged(localStorage)
    expect(savedTables()).toBe(wholeText())
    // A second change to the same table after a save: its kept text must not be reused.
    await db.users.update((q) => q.where({ id: PERSONA_IDS.customer }), {
      data: (u) => void (u.full_name = 'Priya, twice'),
    })
    await db.cartItems.deleteMany((q) => q.where(() => true))
    saveIfChanged(localStorage)
    expect(savedTables()).toContain('Priya, twice')
    expect(savedTables()).toBe(wholeText())
    expect(await loadOrSeed(localStorage)).toBe('restored')
    save(localStorage)
    expect(savedTables()).toBe(wholeText())
    clearAll()
    save(localStorage)
    expect(savedTables()).toBe(wholeText())
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).checksum).toBe(tablesChecksum(snapshot().tables))
  })
})

import { describe, expect, it } from 'vitest'
import { db } from './index'
import { PERSONA_IDS } from './personas'
import { STORAGE_KEY, loadOrSeed, saveIfChanged, watchChanges } from './persistence'

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

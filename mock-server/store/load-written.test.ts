import { describe, expect, it } from 'vitest'
import { byId, db, loadWritten, snapshot } from './db'

/** Rows as a data file holds them: plain JSON, no @msw/data internals. */
const asWritten = () => JSON.parse(JSON.stringify(snapshot().tables)) as ReturnType<typeof snapshot>['tables']

describe('loadWritten (the data file restored without create)', () => {
  it('gives back every table in order, and its records update, delete and sit beside new ones as created ones do', async () => {
    const before = snapshot()
    await loadWritten(asWritten())
    expect(snapshot()).toEqual(before)

    const [first, second] = db.deals.all()
    const updates: number[] = []
    db.deals.hooks.on('update', (e) => void updates.push(e.data.nextRecord.id))
    await db.deals.update((q) => q.where({ id: first!.id }), { data: (r) => void (r.name = 'Renamed after loading') })
    expect(byId(db.deals, first!.id)!.name).toBe('Renamed after loading')
    expect(updates).toEqual([first!.id])
    // The other records are untouched: each has its own key, so the update found exactly one.
    expect(byId(db.deals, second!.id)!.name).toBe(second!.name)

    db.deals.delete((q) => q.where({ id: second!.id }))
    expect(byId(db.deals, second!.id)).toBeUndefined()
    expect(db.deals.count()).toBe(before.tables.deals!.length - 1)

    const made = await db.deals.create({ ...first!, id: 999_999, uuid: crypto.randomUUID() })
    await db.deals.update((q) => q.where({ id: made.id }), { data: (r) => void (r.name = 'Made after loading') })
    expect(byId(db.deals, 999_999)!.name).toBe('Made after loading')
    expect(byId(db.deals, first!.id)!.name).toBe('Renamed after loading')
  })
})

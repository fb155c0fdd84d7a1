import { beforeEach, describe, expect, it } from 'vitest'
import { byId, db, firstWhere, rowsWhere } from './db'
import { PERSONA_IDS } from './personas'
import { seed } from './seed'

describe('byId: a record by its id, as findFirst answers it', () => {
  beforeEach(async () => {
    await seed()
  })

  it('answers the same record as findFirst for every deal and user, and nothing for an unknown id', () => {
    for (const d of db.deals.all()) expect(byId(db.deals, d.id)).toBe(db.deals.findFirst((q) => q.where({ id: d.id })))
    for (const u of db.users.all()) expect(byId(db.users, u.id)).toBe(db.users.findFirst((q) => q.where({ id: u.id })))
    expect(byId(db.deals, -1)).toBeUndefined()
  })

  it('follows an update and a delete', async () => {
    await db.users.update((q) => q.where({ id: PERSONA_IDS.customer }), {
      data: (u) => void (u.full_name = 'Priya S.'),
    })
    expect(byId(db.users, PERSONA_IDS.customer)?.full_name).toBe('Priya S.')
    const deal = db.deals.all()[0]!
    await db.deals.delete((q) => q.where({ id: deal.id }))
    expect(byId(db.deals, deal.id)).toBeUndefined()
  })
})

describe('rowsWhere and firstWhere: records by plain field values, as findMany and findFirst answer them', () => {
  beforeEach(async () => {
    await seed()
  })

  it("answer the same records, in the same order, for every owner's entries of each account and state", () => {
    const entries = db.ledgerEntries.all()
    expect(entries.length).toBeGreaterThan(10)
    for (const e of entries) {
      const fields = { account: e.account, owner_id: e.owner_id, unit: e.unit, state: e.state }
      expect(rowsWhere(db.ledgerEntries, fields)).toEqual(db.ledgerEntries.findMany((q) => q.where(fields)))
      expect(firstWhere(db.ledgerEntries, { txn_id: e.txn_id })).toBe(
        db.ledgerEntries.findFirst((q) => q.where({ txn_id: e.txn_id })),
      )
    }
    expect(rowsWhere(db.ledgerEntries, {})).toEqual(entries)
    expect(rowsWhere(db.ledgerEntries, { owner_id: -1 })).toEqual([])
    expect(firstWhere(db.orders, { reference_code: 'NO SUCH CODE' })).toBeUndefined()
    for (const o of db.orders.all())
      expect(firstWhere(db.orders, { reference_code: o.reference_code })).toBe(
        db.orders.findFirst((q) => q.where({ reference_code: o.reference_code })),
      )
  })
})

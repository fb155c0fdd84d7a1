import { beforeEach, describe, expect, it } from 'vitest'
import { byId, db } from './index'
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

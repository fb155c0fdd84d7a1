import { expect, it, vi } from 'vitest'

/**
 * The in-page mock's first visit pays for what its modules build when evaluated (docs/decisions/performance.md, "What
 * loads, and when"). Evaluating the wire schemas, the mock's tables and its handlers must build no schema
 * made with `./lazy`: one that does (a method `./lazy` does not chain, such as `.optional()`, called at module level)
 * is named here. Modules importing arktype's own `type` are not counted: they still work, built at evaluation.
 */
it('evaluating the schemas, the tables and the handlers builds no lazy schema', async () => {
  // Fresh modules: the set-up file has loaded (and used) the mock already.
  vi.resetModules()
  const { schemasBuilt } = await import('./lazy')
  const builtBy: string[] = []
  const modules = {
    ...import.meta.glob(['./*.ts', '!./*.test.ts']),
    // The database's modules: its records, tables and seeds, wherever their area keeps them.
    ...import.meta.glob([
      '../../../mock-server/areas/ads/records.ts',
      '../../../mock-server/areas/ads/tables.ts',
      '../../../mock-server/store/blank-user.ts',
      '../../../mock-server/areas/catalogue/city-data.ts',
      '../../../mock-server/areas/catalogue/records.ts',
      '../../../mock-server/areas/catalogue/tables.ts',
      '../../../mock-server/clock/tables.ts',
      '../../../mock-server/areas/commission/records.ts',
      '../../../mock-server/areas/commission/tables.ts',
      '../../../mock-server/areas/customer-deals/records.ts',
      '../../../mock-server/areas/customer-deals/tables.ts',
      '../../../mock-server/store/db.ts',
      '../../../mock-server/ledger/records.ts',
      '../../../mock-server/ledger/tables.ts',
      '../../../mock-server/areas/notifications/tables.ts',
      '../../../mock-server/areas/orders/records.ts',
      '../../../mock-server/areas/orders/seed.ts',
      '../../../mock-server/areas/orders/tables.ts',
      '../../../mock-server/store/persistence.ts',
      '../../../mock-server/store/persona-user.ts',
      '../../../mock-server/store/personas.ts',
      '../../../mock-server/areas/profile/records.ts',
      '../../../mock-server/areas/profile/tables.ts',
      '../../../mock-server/store/records.ts',
      '../../../mock-server/areas/referrals/seed.ts',
      '../../../mock-server/events/schedule-tables.ts',
      '../../../mock-server/areas/ads/seed.ts',
      '../../../mock-server/areas/catalogue/seed.ts',
      '../../../mock-server/areas/content/seed.ts',
      '../../../mock-server/areas/customer-deals/seed.ts',
      '../../../mock-server/areas/notifications/seed.ts',
      '../../../mock-server/store/seed-random.ts',
      '../../../mock-server/areas/signup/seed.ts',
      '../../../mock-server/areas/vendor-deals/seed.ts',
      '../../../mock-server/store/seed.ts',
      '../../../mock-server/areas/signup/records.ts',
      '../../../mock-server/areas/signup/tables.ts',
      '../../../mock-server/store/sqlite-store.ts',
      '../../../mock-server/store/storage-key.ts',
      '../../../mock-server/areas/vendor-deals/tables.ts',
      '../../../mock-server/areas/wallet/seed.ts',
    ]),
    '../../../mock-server/handlers.ts': () => import('../../../mock-server/handlers'),
  }
  for (const [path, load] of Object.entries(modules)) {
    const before = schemasBuilt.count
    await load()
    if (schemasBuilt.count > before) builtBy.push(`${path}: ${schemasBuilt.count - before}`)
  }
  expect(builtBy).toEqual([])
})

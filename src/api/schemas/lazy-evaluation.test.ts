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
    ...import.meta.glob(['../../../mock-server/db/*.ts', '!../../../mock-server/db/*.test.ts']),
    '../../../mock-server/handlers/index.ts': () => import('../../../mock-server/handlers/index'),
  }
  for (const [path, load] of Object.entries(modules)) {
    const before = schemasBuilt.count
    await load()
    if (schemasBuilt.count > before) builtBy.push(`${path}: ${schemasBuilt.count - before}`)
  }
  expect(builtBy).toEqual([])
})

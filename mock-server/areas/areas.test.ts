import { describe, expect, expectTypeOf, it } from 'vitest'
import { db, type AreaTables } from '../store/db'
import { AREAS } from '.'

/** Whether one request path could match both patterns (segment by segment; a `:name` segment matches any one). */
const overlap = (a: string, b: string) => {
  const x = a.split('/')
  const y = b.split('/')
  return x.length === y.length && x.every((s, i) => s === y[i] || s.startsWith(':') || y[i]!.startsWith(':'))
}

describe('mock areas', () => {
  it("never answer each other's requests, so the order of the areas does not decide which route answers", () => {
    const routes = Object.entries(AREAS).flatMap(([area, a]) =>
      ('handlers' in a ? a.handlers : []).map((h) => ({ area, ...h })),
    )
    const clashes = routes.flatMap((r, i) =>
      routes
        .slice(i + 1)
        .filter((o) => o.area !== r.area && o.method === r.method && overlap(o.path, r.path))
        .map((o) => `${r.method} ${r.path} (${r.area}) ~ ${o.path} (${o.area})`),
    )
    expect(clashes).toEqual([])
  })

  it('bring every table their tables modules declare, so the database holds each table its type names', () => {
    type Listed = {
      [K in keyof typeof AREAS]: (typeof AREAS)[K] extends { tables: infer T } ? keyof T : never
    }[keyof typeof AREAS]
    expectTypeOf<Exclude<keyof AreaTables, Listed>>().toBeNever()
    const listed = Object.values(AREAS).flatMap((a) => Object.keys('tables' in a ? a.tables : {}))
    for (const name of listed) expect(db[name as keyof AreaTables], name).toBeDefined()
    expect(new Set(listed).size).toBe(listed.length)
  })

  it('each name a different kind of staff work', () => {
    const kinds = Object.values(AREAS).flatMap((a) => Object.keys('staffKinds' in a ? a.staffKinds : {}))
    expect(new Set(kinds).size).toBe(kinds.length)
  })
})

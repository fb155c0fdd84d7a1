import { describe, expect, it } from 'vitest'
import { type as arkType } from 'arktype'
import { lazy, schemasBuilt, type } from './lazy'

/** The same definitions built with arktype's `type` and with the lazy one: the schemas must be the same. */
function schemasOf(t: typeof arkType) {
  const idName = t({ id: 'number', name: 'string' })
  const media = t({ path: 'string' })
  const user = t({ id: 'number', hola: idName.or('null'), 'address?': t({ line: 'string' }).or('null') })
  const profile = user.and({ media: media.or('null'), list: idName.array(), texts: t.Record('string', 'string[]') })
  const picked = profile.pick('id', 'media').and({ flag: '0 | 1' })
  const ids = t('number.integer > 0').array().atMostLength(3)
  const page = t({ data: picked.array(), ids, 'note?': t.enumerated('a', 'b') })
  return { idName, user, profile, picked, ids, page }
}

describe('lazy arktype', () => {
  it('builds nothing when schemas are defined, each schema once when first used', () => {
    const before = schemasBuilt.count
    const lazySchemas = schemasOf(type)
    expect(schemasBuilt.count).toBe(before)
    lazySchemas.idName({ id: 1, name: 'x' })
    expect(schemasBuilt.count).toBe(before + 1)
    lazySchemas.idName({ id: 2, name: 'y' })
    expect(schemasBuilt.count).toBe(before + 1)
  })

  it('builds the same schemas as arktype: structure, expression, JSON Schema', () => {
    const eager = schemasOf(arkType)
    const lazySchemas = schemasOf(type)
    for (const name of Object.keys(eager) as (keyof typeof eager)[]) {
      expect(lazySchemas[name].json, name).toEqual(eager[name].json)
      expect(lazySchemas[name].expression, name).toBe(eager[name].expression)
      expect(lazySchemas[name].toJsonSchema(), name).toEqual(eager[name].toJsonSchema())
    }
  })

  it('validates and words refusals as arktype does', () => {
    const eager = schemasOf(arkType).page
    const lazyPage = schemasOf(type).page
    const bodies = [
      { data: [{ id: 1, media: null, flag: 1 }], ids: [1, 2] },
      { data: [{ id: 'x', media: 3 }], ids: [0, 1, 2, 3], note: 'c' },
      null,
      { data: 'no' },
    ]
    for (const body of bodies) {
      const a = eager(body)
      const b = lazyPage(body)
      expect(b instanceof arkType.errors).toBe(a instanceof arkType.errors)
      expect(String(b)).toBe(String(a))
      expect(lazyPage.allows(body)).toBe(eager.allows(body))
    }
    expect(lazyPage['~standard'].vendor).toBe('arktype')
  })

  it('keeps composing when a stand-in is used inside a definition or built already', () => {
    const inner = type({ a: 'string' })
    inner({ a: 'built first' })
    const outer = type({ inner, list: inner.array() })
    expect(outer.allows({ inner: { a: 'x' }, list: [{ a: 'y' }] })).toBe(true)
    expect(outer.allows({ inner: { a: 1 }, list: [] })).toBe(false)
    // The stand-in is not a node of the built schema: arktype took the real schema in its place.
    expect(outer.json).toEqual(arkType({ inner: { a: 'string' }, list: arkType({ a: 'string' }).array() }).json)
  })

  it('relies on the key arktype marks its nodes with (an arktype upgrade that renames it fails here)', () => {
    expect((arkType('string') as unknown as Record<string, unknown>)[' arkKind']).toBe('root')
    // A stand-in hides it, so arktype resolves the stand-in as a thunk instead of keeping it as a node.
    expect((type('string') as unknown as Record<string, unknown>)[' arkKind']).toBeUndefined()
  })

  it('lazy() builds any arktype expression on first use', () => {
    const before = schemasBuilt.count
    const s = lazy(() => arkType({ a: 'string' }).onUndeclaredKey('reject'))
    expect(schemasBuilt.count).toBe(before)
    expect(s.allows({ a: 'x', b: 1 })).toBe(false)
    expect(schemasBuilt.count).toBe(before + 1)
  })
})

import { type as arkType } from 'arktype'

/**
 * arktype's `type`, building each schema when it is first used instead of when its module is evaluated.
 *
 * Why: arktype parses and compiles a schema when `type(...)` runs. The wire schemas are built by their modules'
 * evaluation, so every first visit to the demo built all of them (~40 % of the page's main thread) before the in-page
 * mock answered its first call, though a visit validates with a handful. Behind this `type`, `type(...)`, `type.Record`
 * and the chaining methods (`.and`, `.or`, `.array`, `.pick`, ...) return a stand-in typed exactly as arktype's result;
 * the real schema is built on the stand-in's first use (a call, `.allows`, `.toJsonSchema()`, `['~standard']`, any
 * property) and kept. Everything else behaves as arktype: same validation, same errors, same JSON Schema.
 *
 * The pattern (docs/decisions/performance.md, "What loads, and when"): in a schema module, import `type`
 * from here instead of from 'arktype'; nothing else changes. A module importing arktype's `type` still works, its
 * schemas built at evaluation. `schemasBuilt` counts builds, so a test can check that evaluating a module builds none.
 */
export const type: typeof arkType = new Proxy(arkType, {
  apply: (target, thisArg, args) => lazy(() => Reflect.apply(target, thisArg, args) as object),
  get: (target, key) => {
    const value: unknown = Reflect.get(target, key, target)
    if (typeof key !== 'string' || !STATIC_BUILDERS.has(key) || typeof value !== 'function') return value
    return (...args: unknown[]) => lazy(() => Reflect.apply(value, target, args) as object)
  },
})

/** arktype's `type` is also a namespace of types (`type.Any<Row>`, `type.infer<def>`) and a type: the same here. */
/* eslint-disable @typescript-eslint/no-namespace, @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type -- arktype's own */
export declare namespace type {
  type Any<t = any, $ = any> = arkType.Any<t, $>
  type cast<to> = arkType.cast<to>
  type errors = arkType.errors
  type validate<def, $ = {}> = arkType.validate<def, $>
  type instantiate<def, $ = {}> = arkType.instantiate<def, $>
  type infer<def, $ = {}> = arkType.infer<def, $>
  type brand<t, id> = arkType.brand<t, id>
}
export type type<t = unknown, $ = {}> = arkType<t, $>
/* eslint-enable @typescript-eslint/no-namespace, @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type */

/** Any arktype expression built on first use: `lazy(() => scope({...}).export())` where `type` alone cannot say it. */
export function lazy<T extends object>(build: () => T): T {
  let real: T | undefined
  const built = (): T => {
    if (real === undefined) {
      real = build()
      schemasBuilt.count++
    }
    return real
  }
  const methods = new Map<PropertyKey, unknown>()
  // The target is a function of no parameters, so the stand-in is callable and arktype reads it as a thunk.
  const stand = new Proxy(() => {}, {
    // Called with no argument by arktype's parser (a thunk inside a definition): the built schema takes its place.
    // Called with data: validation, as the schema itself.
    apply: (_target, thisArg, args: unknown[]) =>
      args.length === 0 ? built() : Reflect.apply(built() as () => unknown, thisArg, args),
    get: (_target, key) => {
      // Hidden, so arktype does not take the stand-in itself as a node (a child of the schemas built from it) but
      // resolves it as a thunk to the built schema.
      if (key === ARK_KIND) return undefined
      if (key === 'length') return 0
      if (typeof key === 'string' && CHAINED.has(key))
        return (...args: unknown[]) =>
          lazy(() => (built() as Record<string, (...a: unknown[]) => object>)[key]!(...args))
      const schema = built()
      const value: unknown = Reflect.get(schema, key, schema)
      // Methods run on the schema itself; a schema-valued property (`.in`, `.out`) is returned as it is.
      if (typeof value !== 'function' || (value as unknown as Record<string, unknown>)[ARK_KIND] !== undefined)
        return value
      let bound = methods.get(key)
      if (bound === undefined) methods.set(key, (bound = (value as (...a: unknown[]) => unknown).bind(schema)))
      return bound
    },
    has: (_target, key) => key !== ARK_KIND && key in built(),
    set: (_target, key, value) => Reflect.set(built(), key, value),
  })
  return stand as T
}

/** How many stand-ins have built their schema (tests: evaluating a schema module builds none). */
export const schemasBuilt = { count: 0 }

/**
 * The key arktype marks its nodes with (`arkKind` in @ark/schema: `noSuggest('arkKind')`, a leading space); arktype
 * does not export it. `lazy.test.ts` checks a real schema carries it, so an arktype upgrade that renames it fails there.
 */
const ARK_KIND = ' arkKind'

/**
 * arktype's methods that always return a new schema: on a stand-in they return a stand-in, so chains stay unbuilt.
 * Not here, so built at once: those returning something else (`optional()`, `default()`: tuples; `intersect`,
 * `ifEquals`: maybe not a schema) and `pipe` (it has methods of its own, `pipe.try`).
 */
const CHAINED = new Set([
  'and',
  'or',
  'array',
  'merge',
  'pick',
  'omit',
  'partial',
  'required',
  'narrow',
  'filter',
  'describe',
  'configure',
  'brand',
  'as',
  'to',
  'onUndeclaredKey',
  'onDeepUndeclaredKey',
  'exclude',
  'extract',
  'keyof',
  'get',
  'map',
  'readonly',
  'atLeast',
  'atMost',
  'moreThan',
  'lessThan',
  'divisibleBy',
  'atLeastLength',
  'atMostLength',
  'moreThanLength',
  'lessThanLength',
  'exactlyLength',
  'matching',
  'laterThan',
  'earlierThan',
  'atOrAfter',
  'atOrBefore',
])

/** arktype's `type.X(...)` that return a schema. */
const STATIC_BUILDERS = new Set(['Record', 'enumerated', 'unit', 'instanceOf', 'valueOf', 'or', 'and', 'merge', 'raw'])

import fc from 'fast-check'
import type { Type } from 'arktype'

/**
 * Test support: fast-check arbitraries drawn from an endpoint's own arktype schema (through its JSON Schema), so the
 * robustness property covers every endpoint, now and later, without cases written by hand. Handles the subset our
 * wire schemas use: objects, strings with lengths, patterns and formats, integers and numbers with bounds, enums,
 * unions, arrays. Anything else is drawn as any JSON value.
 */
export type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  items?: JsonSchema
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
}

const anyJson = fc.jsonValue({ maxDepth: 3 })

/**
 * Values the data really holds for a field of this name and schema (seeded-references.ts), or null. Drawn in place of
 * random ones most of the time, so a well-typed body names real records and reaches the rules behind validation.
 */
export type References = (field: string, schema: JsonSchema) => fc.Arbitrary<unknown> | null

/** A field's values: the schema's own, or mostly real references where the data holds some that fit. */
function fieldArbitrary(name: string, s: JsonSchema, refer?: References): fc.Arbitrary<unknown> {
  const own = fromJsonSchema(s, refer, name)
  const real = s.enum || 'const' in s ? null : refer?.(name, s)
  return real ? fc.oneof({ weight: 3, arbitrary: real }, { weight: 1, arbitrary: own }) : own
}

function fromJsonSchema(s: JsonSchema, refer?: References, name = ''): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => fromJsonSchema(option, refer, name)))
  switch (s.type) {
    case 'object': {
      const props = s.properties ?? {}
      const required = new Set(s.required ?? [])
      const record = fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fieldArbitrary(k, v, refer)])),
        { requiredKeys: Object.keys(props).filter((k) => required.has(k)) },
      )
      return record as fc.Arbitrary<unknown>
    }
    case 'array':
      // Items of a list field carry its name (`category_id[]` holds category ids).
      return fc.array(s.items ? fieldArbitrary(name, s.items, refer) : anyJson, { maxLength: 5 })
    case 'string':
      if (s.format === 'email') return fc.emailAddress()
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern))
      return fc
        .string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) })
        .filter((t) => t.length >= (s.minLength ?? 0))
    case 'integer': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000)
      return fc.integer({ min, max: s.maximum ?? Math.max(min, 0) + 100_000 })
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true })
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    default:
      return anyJson
  }
}

/**
 * Bodies the schema accepts (or nearly: string patterns and lengths are drawn as the schema states them); with
 * `refer`, their id-like fields mostly name records the data holds.
 */
export function validBodies(schema: Type, refer?: References): fc.Arbitrary<Record<string, unknown>> {
  const json = schema.toJsonSchema({ fallback: (ctx) => ctx.base }) as JsonSchema
  return fromJsonSchema(json, refer).map((v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {},
  )
}

/** The field names a schema declares, for mutations aimed at real fields. */
export function fieldsOf(schema: Type): string[] {
  const json = schema.toJsonSchema({ fallback: (ctx) => ctx.base }) as JsonSchema
  return Object.keys(json.properties ?? {})
}

/**
 * A value nested `depth` levels deep. It is written out as text only when sent (toJsonText): JSON.stringify and
 * fast-check's printer both recurse and would overflow on it; it prints as `depthBomb(5000, array)`.
 */
export class DepthBomb {
  constructor(
    readonly depth: number,
    readonly kind: 'array' | 'object',
  ) {}
  get placeholder() {
    return `\u0000depth-bomb-${this.depth}-${this.kind}\u0000`
  }
  text() {
    return this.kind === 'array'
      ? `${'['.repeat(this.depth)}0${']'.repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}0${'}'.repeat(this.depth)}`
  }
  [fc.toStringMethod]() {
    return `depthBomb(${this.depth}, ${this.kind})`
  }
}

/** JSON text of a generated value, depth bombs included. */
export function toJsonText(value: unknown): string {
  const bombs = new Map<string, DepthBomb>()
  const text =
    JSON.stringify(value, (_key, v: unknown) => {
      if (!(v instanceof DepthBomb)) return v
      bombs.set(v.placeholder, v)
      return v.placeholder
    }) ?? 'null'
  let out = text
  for (const [placeholder, bomb] of bombs) out = out.split(JSON.stringify(placeholder)).join(bomb.text())
  return out
}

/** Values no field expects: wrong types, huge and hostile strings, depth bombs (weighted up: they are cheap to send). */
export const hostileValues: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: anyJson },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      -1,
      0,
      1e308,
      '',
      'x'.repeat(20_000),
      '\u0000',
      'a\u0000b',
      '\u202e\ud83d\ude00\u0301',
      '%zz',
      '../..',
      '<script>',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(new DepthBomb(5000, 'array'), new DepthBomb(5000, 'object'), new DepthBomb(33, 'array')),
  },
)

/**
 * A valid body mutated: one field (mostly a declared one) or every declared field set to a hostile value, a field
 * removed, or an unknown field added.
 */
export function mutatedBodies(schema: Type, refer?: References): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(schema)
  const anyName = fc.string({ maxLength: 10 })
  const field = fields.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: anyName })
    : anyName
  const how = fc.oneof(
    { weight: 3, arbitrary: fc.constant('set' as const) },
    { weight: 2, arbitrary: fc.constant('all' as const) },
    fc.constant('remove' as const),
    fc.constant('add' as const),
  )
  return fc.tuple(validBodies(schema, refer), field, hostileValues, how).map(([body, name, value, change]) => {
    const out = { ...body }
    if (change === 'remove') delete out[name]
    else if (change === 'all') for (const f of fields) out[f] = value
    else out[change === 'add' ? `${name}_extra` : name] = value
    return out
  })
}

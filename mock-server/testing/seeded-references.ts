import fc from 'fast-check'
import type { JsonSchema, References } from './schema-arbitrary'

/**
 * Test support for the robustness property: the id-like values the data really holds (every persona's, so forbidden
 * ones too), drawn into well-typed bodies and path parameters so requests pass validation and reach the rules behind
 * it (a deal whose vendor was removed, another customer's order). Read from the seeded tables and from the answers
 * of the calls that take no parameters (the staff queue's kinds, for example), by name only: a new endpoint whose
 * fields and path are named like the data's tables and columns joins without edits.
 */
type Scalar = string | number
type Group = { table: string | null; column: string; values: Set<Scalar>; weight: number }

/** Lowercase without separators: the path's `:contenttype` and the column `content_type` are one name. */
const norm = (name: string) => name.toLowerCase().replace(/[_\-\s]/g, '')

/** Names that point at a record or at what finds one: ids, uuids, codes, slugs, hashes, types, names, emails, phones. */
const REFERENCE_NAME = /(id|uuid|code|hash|slug|type|kind|name|email|phone|data)$/

/** Wire names whose values sit in columns of another name: who a user is, and the spec's own spellings. */
const ALIASES: Record<string, string[]> = {
  username: ['email', 'phone'],
  cuponcode: ['code'],
  id: ['uuid', 'hash', 'slug'],
  uuid: ['id', 'hash'],
}
/** The words for a user's role: `vendor_id`, `wishlist_customer_id` name rows of `users`. */
const USER_WORDS = new Set(['user', 'customer', 'vendor'])

/** The words of a name: `wishlist_customer_id` → wishlist, customer, id; `userType` → user, type. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** Whether a table holds the records a word names (`deal` → deals, `category` → categories, holaCategories). */
function tableOf(table: string, word: string) {
  const plural = word.endsWith('s') ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`
  return word.length > 2 && table.endsWith(plural)
}

function inRange(s: JsonSchema, n: number) {
  return (
    (s.minimum === undefined || n >= s.minimum) &&
    (s.maximum === undefined || n <= s.maximum) &&
    (s.exclusiveMinimum === undefined || n > s.exclusiveMinimum)
  )
}

/** Whether the field's schema takes the value as it is (the subset of JSON Schema our wire schemas use). */
function fits(s: JsonSchema, v: Scalar): boolean {
  if (s.anyOf) return s.anyOf.some((option) => fits(option, v))
  if (s.enum) return s.enum.includes(v)
  if ('const' in s) return s.const === v
  switch (s.type) {
    case undefined:
      return true
    case 'string':
      return (
        typeof v === 'string' &&
        v.length >= (s.minLength ?? 0) &&
        v.length <= (s.maxLength ?? Infinity) &&
        (!s.pattern || new RegExp(s.pattern).test(v))
      )
    case 'integer':
      return Number.isInteger(v) && inRange(s, v as number)
    case 'number':
      return typeof v === 'number' && inRange(s, v)
    default:
      return false
  }
}

/** A value as the wire may carry it: ids are sent as numbers or as their digits. */
const forms = (v: Scalar): Scalar[] =>
  typeof v === 'number' ? [v, String(v)] : /^\d{1,15}$/.test(v) ? [v, Number(v)] : [v]

export class ReferencePool {
  private groups: Group[] = []

  private add(table: string | null, column: string, value: unknown) {
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '' || !REFERENCE_NAME.test(norm(column)))
      return
    const name = norm(column)
    let group = this.groups.find((g) => g.table === table && g.column === name)
    if (!group) this.groups.push((group = { table, column: name, values: new Set(), weight: 1 }))
    group.values.add(value)
  }

  /**
   * Every id-like column of every row (a database snapshot's tables). A table's ids and uuids weigh as much as the
   * columns elsewhere that point at it (`deal_id` in reviews, orders, …): a bare `id` most likely names a deal.
   */
  addTables(tables: Record<string, unknown[] | undefined>) {
    for (const [table, rows] of Object.entries(tables)) {
      for (const row of rows ?? [])
        for (const [column, value] of Object.entries(row as Record<string, unknown>))
          this.add(norm(table), column, value)
    }
    for (const g of this.groups) {
      if (!g.table || (g.column !== 'id' && g.column !== 'uuid')) continue
      g.weight =
        1 +
        this.groups.filter(
          (other) => other.table && other.table !== g.table && this.subjectTables(other.column).includes(g.table!),
        ).length
    }
    return this
  }

  /** The tables a reference's subject names: `deal_id` → deals, `vendor_id` → users. */
  private subjectTables(name: string): string[] {
    const words = wordsOf(name.replace(/(id|uuid)$/, '_$1'))
    const subject = words.length >= 2 ? words[words.length - 2]! : null
    if (!subject) return []
    if (USER_WORDS.has(subject)) return ['users']
    return [...new Set(this.groups.map((g) => g.table).filter((t): t is string => Boolean(t && tableOf(t, subject))))]
  }

  /** Every id-like key anywhere in an answer (lists of them too), as a group of no table. */
  addAnswer(value: unknown, depth = 0): this {
    if (depth > 12 || !value || typeof value !== 'object') return this
    for (const [key, v] of Object.entries(value)) {
      if (Array.isArray(v)) {
        for (const item of v) {
          if (item && typeof item === 'object') this.addAnswer(item, depth + 1)
          else this.add(null, key, item)
        }
      } else if (v && typeof v === 'object') this.addAnswer(v, depth + 1)
      else this.add(null, key, v)
    }
    return this
  }

  /**
   * The groups a field most likely names: the ids and uuids of the table its subject names (`deal_id` → deals), else
   * its own column in the tables the endpoint's path names (`check-deal/:id` → deals' ids and uuids), else its own
   * column (and aliases) anywhere.
   */
  private likely(field: string, path: string): Group[] {
    const names = [norm(field), ...(ALIASES[norm(field)] ?? [])]
    const own = this.groups.filter((g) => names.includes(g.column))
    const subjects = this.subjectTables(field)
    const named = this.groups.filter(
      (g) => g.table && (g.column === 'id' || g.column === 'uuid') && subjects.includes(g.table),
    )
    if (named.length) return [...named, ...own]
    // The words after the role's namespace (`customer/check-deal/:id` → check, deal, id).
    const pathWords = wordsOf(path.includes('/') ? path.slice(path.indexOf('/') + 1) : path)
    const onPath = own.filter(
      (g) => g.table && pathWords.some((w) => (USER_WORDS.has(w) ? g.table === 'users' : tableOf(g.table!, w))),
    )
    return onPath.length ? onPath : own
  }

  /** Values of the groups that fit the schema; a group is drawn by its weight, whatever its size. */
  private draw(groups: Group[], schema: JsonSchema): fc.Arbitrary<Scalar> | null {
    const arbitraries = groups
      .map((g) => ({
        weight: g.weight,
        values: [...new Set([...g.values].flatMap(forms))].filter((v) => fits(schema, v)),
      }))
      .filter((g) => g.values.length > 0)
      .map((g) => ({ weight: g.weight, arbitrary: fc.constantFrom(...g.values) }))
    return arbitraries.length ? fc.oneof(...arbitraries) : null
  }

  private values(field: string, path: string, schema: JsonSchema): fc.Arbitrary<Scalar> | null {
    const likely = this.draw(this.likely(field, path), schema)
    const any = this.draw(this.groups, schema)
    if (likely && any) return fc.oneof({ weight: 4, arbitrary: likely }, { weight: 1, arbitrary: any })
    return likely ?? any
  }

  /** For validBodies: an endpoint's id-like fields draw the records they likely name mostly, any id-like value sometimes. */
  forEndpoint(path: string): References {
    return (field, schema) =>
      REFERENCE_NAME.test(norm(field)) || ALIASES[norm(field)] ? this.values(field, path, schema) : null
  }

  /** A path parameter naming a real record (percent-encoded, as a client sends it), or null when none fits. */
  segment(name: string, path: string): fc.Arbitrary<string> | null {
    return this.values(name, path, { type: 'string' })?.map((v) => encodeURIComponent(String(v))) ?? null
  }
}

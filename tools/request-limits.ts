/**
 * Writes src/api/schemas/request-limits.ts: the longest text each field of each request may hold, read off the
 * request schemas (`lengthLimits`, src/lib/form-rules.ts). The forms take their maxLength and "too long" checks from
 * that file, so production never loads a schema or arktype to learn a number (docs/decisions/performance.md).
 *
 *   npm run schemas:limits        rewrites the file; src/api/schemas/request-limits.test.ts fails while it is stale
 */
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lengthLimits, type RequestSchema } from '../src/lib/form-rules'

const DIR = join(import.meta.dirname, '../src/api/schemas')
export const OUT = join(DIR, 'request-limits.ts')

const isSchema = (v: unknown): v is RequestSchema =>
  typeof v === 'function' && typeof (v as Partial<RequestSchema>).toJsonSchema === 'function'

/** Every request schema's limits, by the schema's export name (only those with at least one limit). */
export async function requestLimits(): Promise<Record<string, Record<string, number>>> {
  const found: Record<string, Record<string, number>> = {}
  for (const file of readdirSync(DIR).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'request-limits.ts') continue
    const module = (await import(join(DIR, file))) as Record<string, unknown>
    for (const [name, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (!name.endsWith('Request') || !isSchema(value)) continue
      const limits = lengthLimits(value)
      if (Object.keys(limits).length > 0) found[name] = limits
    }
  }
  return found
}

/** `<schema>Limits` for each schema: one export each, so a page ships only the limits of its own forms. */
export const limitsName = (schema: string) => `${schema}Limits`

export function source(limits: Record<string, Record<string, number>>): string {
  const entries = Object.entries(limits)
    .map(([name, fields]) => `export const ${limitsName(name)} = ${JSON.stringify(fields)} as const\n`)
    .join('')
  return `// Written by \`npm run schemas:limits\` (tools/request-limits.ts) from the request schemas of this folder: do not edit.
// The longest text each field may hold, for the forms' maxLength and "too long" checks without loading a schema.
${entries}`
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(OUT, source(await requestLimits()))
  console.log(`${OUT} written`)
}

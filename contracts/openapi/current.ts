import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Type } from 'arktype'
import { endpoints } from '../../mock-server/handlers'
import { openApiDocument } from './document'
import { pactInteractions } from './pact-examples'
import { PACT_DIR } from '../consumer/pact'

/** The committed document (served by the standalone mock at /api/__mock/openapi.json). */
export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url))

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

/** The wire's named schemas: every arktype export of src/api/schemas/*.ts, by its export name. */
const SCHEMAS_DIR = new URL('../../src/api/schemas/', import.meta.url)
const named: Record<string, Type> = {}
for (const file of readdirSync(SCHEMAS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
  const module = (await import(new URL(file, SCHEMAS_DIR).href)) as Record<string, unknown>
  for (const [name, value] of Object.entries(module))
    if (typeof value === 'function' && typeof (value as Partial<Type>).toJsonSchema === 'function')
      named[name] = value as Type
}

/** The document as the code says it today, its examples from the pact files (contracts:openapi runs after them). */
export const currentOpenApi = () => openApiDocument(endpoints, version, named, pactInteractions(PACT_DIR))

/** The committed file's text: two-space JSON and a final newline, so a regeneration diffs line by line. */
export const openApiText = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`

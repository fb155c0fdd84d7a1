import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { endpoints } from '../../mock-server/handlers'
import { openApiDocument } from './document'

/** The committed document (served by the standalone mock at /api/__mock/openapi.json). */
export const OPENAPI_FILE = fileURLToPath(new URL('../openapi.json', import.meta.url))

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string
}

/** The document as the code says it today. */
export const currentOpenApi = () => openApiDocument(endpoints, version)

/** The committed file's text: two-space JSON and a final newline, so a regeneration diffs line by line. */
export const openApiText = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`

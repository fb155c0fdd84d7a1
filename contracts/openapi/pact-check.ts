import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SwaggerMockValidatorFactory, type ValidationIssue } from '@pactflow/swagger-mock-validator'

type Json = Record<string, unknown>

/**
 * The document with every `#/components/schemas/…` reference written out in place, and without the media types'
 * examples. Same meaning for the check; but the validator hands all of components.schemas to a fresh Ajv for every
 * request and answer it checks, which costs half again as much CPU as the inlined copy (12 s against 8 s for the 195
 * interactions), and the examples (the pact's own samples, pact-examples.ts) cost it a third more time for nothing.
 */
export function inlineSchemaRefs(doc: Json): Json {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, unknown>
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline)
    if (typeof node !== 'object' || node === null) return node
    const ref = (node as Json).$ref
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
      return inline(schemas[ref.slice('#/components/schemas/'.length)])
    const isMediaType = 'schema' in node
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k]) => !(isMediaType && k === 'example'))
        .map(([k, v]) => [k, inline(v)]),
    )
  }
  const { components, ...rest } = doc
  const { schemas: _, ...otherComponents } = (components ?? {}) as Json
  return { ...(inline(rest) as Json), components: inline(otherComponents) }
}

/**
 * Checks a pact file against an OpenAPI document with PactFlow's open-source engine of bi-directional contract
 * testing (every request's path, method, headers and body, every answer's status and body against the schemas;
 * answers may not carry fields the document does not list). Offline: the files are read from disk, no analytics URL
 * is given, so nothing is sent anywhere.
 */
export async function checkPactAgainstOpenApi(openApiFile: string, pactFile: string) {
  const inlined = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json')
  writeFileSync(inlined, JSON.stringify(inlineSchemaRefs(JSON.parse(readFileSync(openApiFile, 'utf8')) as Json)))
  const outcome = await SwaggerMockValidatorFactory.create().validate({
    specPathOrUrl: inlined,
    mockPathOrUrl: pactFile,
  })
  return { errors: outcome.errors.map(describe), warnings: outcome.warnings.map(describe) }
}

/** One line a person can act on: what is wrong, in which interaction, where. */
const describe = (issue: ValidationIssue) =>
  `${issue.code} in "${issue.mockDetails?.interactionDescription ?? '?'}" at ${issue.mockDetails?.location ?? '?'}: ${issue.message}`

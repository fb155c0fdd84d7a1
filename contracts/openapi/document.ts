/**
 * The OpenAPI 3.1 document of the API the client calls: one operation per entry of the endpoint table
 * (src/api/endpoints.ts: method and path; a `{role}` entry once per role), with the access, body and response schemas
 * of the mock route that serves it, which are the same arktype wire schemas the client reads. Written to
 * contracts/openapi.json by `npm run contracts:openapi`; openapi.test.ts fails when the committed file is stale, when a
 * pact interaction breaks it, or when an entry of the table is not in it (docs/decisions/0001-endpoint-table.md).
 *
 * The control API (`__mock/…`) is the mock's own and is left out: a backend does not implement it.
 */
import { withEnumLabels } from './enum-labels'
import { withFieldMeaning } from './field-meaning'
import { operationMeaning, unusedTexts } from './operation-meaning'
import { examplesFor, type OperationExamples, type PactInteraction } from './pact-examples'
import type { Type } from 'arktype'
import { messageResponse, validationErrorResponse } from '../../src/api/schemas/common'
import type { EndpointInfo } from '../../mock-server/kit/endpoint'
import type { EndpointKey } from '../../src/api/endpoints'
import { ENDPOINT_LIST } from '../../src/api/endpoint-list'
import { WIRE_NOTES, type WireNote } from './wire-notes'

type Json = Record<string, unknown>

/** A place where a schema has no JSON Schema equivalent, and what the document says instead. */
export type Fallback = { at: string; code: string; used: string }

type Side = 'request' | 'response'

/** Whether a route serves the mock's own control API (MOCK_CONTROL), not an entry of the backend's table. */
const BACKEND_KEYS = new Set(ENDPOINT_LIST.map((e) => e.key))
const isControl = (e: EndpointInfo) => !BACKEND_KEYS.has(e.entry.key)

/** Whether a narrow accepts a file: the wire's upload parts (schemas/signup `isUpload`), written as binary strings. */
function acceptsFile(predicate: unknown): boolean {
  if (typeof predicate !== 'function') return false
  const reject = () => false
  try {
    return predicate(new Blob(['x'], { type: 'image/png' }), { mustBe: reject, reject }) === true
  } catch {
    return false
  }
}

function jsonSchemaOf(schema: Type, side: Side, at: string, fallbacks: Fallback[]): Json {
  const record = (code: string, used: string, base: Json): Json => {
    fallbacks.push({ at, code, used })
    return { ...base, 'x-arktype-fallback': `${code}: ${used}` }
  }
  const out = schema.toJsonSchema({
    fallback: {
      // A morph: a request is written as the client sends it (input side), an answer as it arrives (output side).
      morph: (ctx) =>
        side === 'request'
          ? record('morph', 'its input side', ctx.base as Json)
          : record('morph', 'its output side', (ctx.out ?? {}) as Json),
      predicate: (ctx) =>
        acceptsFile(ctx.predicate)
          ? record('predicate', 'a file part (binary)', { type: 'string', format: 'binary' })
          : record('predicate', 'the schema without its narrow', ctx.base as Json),
      proto: (ctx) =>
        ctx.proto === Blob || ctx.proto.name === 'File'
          ? record('proto', 'a file part (binary)', { type: 'string', format: 'binary' })
          : record('proto', `an instance of ${ctx.proto.name}, unchecked`, ctx.base as Json),
      date: (ctx) =>
        record('date', 'an ISO 8601 string', { ...(ctx.base as Json), type: 'string', format: 'date-time' }),
      default: (ctx) => record(ctx.code, 'the schema without the part JSON Schema cannot say', ctx.base as Json),
    },
  }) as Json
  delete out.$schema
  return out
}

/** The route's table entry's path, its role filled (`/vendor/remove-deal/{id}`), and its parameter names. */
function openApiPath(e: EndpointInfo) {
  const path = e.role ? e.entry.path.replace('{role}', e.role) : e.entry.path
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)
  return { path: `/${path}`, names }
}

/** `customer/add-to-wishlist` → `customerAddToWishlist`. */
const operationIdOf = (path: string) =>
  path
    .replace(/\/:[^/]+/g, '')
    .split(/[/_-]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('')

const TAGS: Record<EndpointInfo['access'], string> = {
  guest: 'Public',
  optional: 'Public (sign-in optional)',
  any: 'Signed in (any role)',
  customer: 'Customer',
  vendor: 'Vendor',
}

/** The error answers an operation gives (operation-meaning.ts), in Laravel's shape, each with its pact sample. */
function errorResponses(errors: Record<string, string>, examples: OperationExamples): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors).map(([status, description]) => [
      status,
      {
        description,
        ...(status === '429'
          ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } } }
          : {}),
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/errorResponse' },
            ...(examples.errors[status] !== undefined ? { example: examples.errors[status] } : {}),
          },
        },
      },
    ]),
  )
}

/** Laravel's error body: a message, texts per field on a 422 (and on some 404 and 409 answers), `msg` on the cart calls. */
const errorBody = messageResponse.and(validationErrorResponse)

/** The headers every call may carry (spec 1 §7), so a pact's request headers are all declared. */
const CONVENTION_HEADERS: Record<string, { description: string; schema: Json }> = {
  XRequestedWith: {
    description: 'Always `XMLHttpRequest`: Laravel answers JSON, never a redirect.',
    schema: { type: 'string', const: 'XMLHttpRequest' },
  },
  XCsrfToken: { description: 'The page’s CSRF token, when it has one.', schema: { type: 'string' } },
  Latitude: {
    description: 'Listing calls: the browser’s latitude (else the country centre).',
    schema: { type: 'string' },
  },
  Longitude: { description: 'Listing calls: the browser’s longitude.', schema: { type: 'string' } },
}
const HEADER_NAMES: Record<string, string> = {
  XRequestedWith: 'X-Requested-With',
  XCsrfToken: 'X-CSRF-TOKEN',
  Latitude: 'latitude',
  Longitude: 'longitude',
}

function components(fallbacks: Fallback[]) {
  return {
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description:
          'The access_token from {role}/verify-otp or {role}/social-login, sent as `Authorization: Bearer …`.',
      },
    },
    schemas: { errorResponse: jsonSchemaOf(errorBody as Type, 'response', 'components errorResponse', fallbacks) },
    parameters: Object.fromEntries(
      Object.entries(CONVENTION_HEADERS).map(([key, h]) => [
        key,
        { name: HEADER_NAMES[key], in: 'header', required: false, ...h },
      ]),
    ),
  }
}

function requestBody(e: EndpointInfo, note: WireNote | undefined, at: string, fallbacks: Fallback[], example: unknown) {
  if (!e.body) return undefined
  const schema = jsonSchemaOf(e.body, 'request', at, fallbacks)
  const mediaType = note?.multipart ? 'multipart/form-data' : 'application/json'
  return {
    required: true,
    content: { [mediaType]: { schema, ...(example !== undefined && !note?.multipart ? { example } : {}) } },
  }
}

function successResponse(
  e: EndpointInfo,
  note: WireNote | undefined,
  at: string,
  fallbacks: Fallback[],
  example: unknown,
) {
  if (note?.file)
    return {
      description: note.file.description,
      content: { [note.file.mediaType]: { schema: { type: 'string', format: 'binary' } } },
    }
  return {
    description: 'The answer the client reads.',
    content: {
      'application/json': {
        schema: jsonSchemaOf(e.response, 'response', at, fallbacks),
        ...(example !== undefined ? { example } : {}),
      },
    },
  }
}

function operation(e: EndpointInfo, fallbacks: Fallback[], interactions: PactInteraction[]) {
  // Where a fallback was used, named by the mock's route (`GET vendor/ads-detail/:id`), made from the table entry.
  const key = `${e.method} ${e.path}`
  const note = WIRE_NOTES[e.entry.key as EndpointKey]
  const meaning = operationMeaning({ method: e.method, path: e.path, access: e.access, hasBody: Boolean(e.body) })
  const examples = examplesFor(e, interactions)
  const { names } = openApiPath(e)
  const parameters = [
    ...Object.keys(CONVENTION_HEADERS).map((key) => ({ $ref: `#/components/parameters/${key}` })),
    ...names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(note?.query ?? {}).map(([name, q]) => ({
      name,
      in: 'query',
      required: q.required,
      description: q.description,
      schema: q.schema,
    })),
  ]
  const body = requestBody(e, note, `${key} request`, fallbacks, examples.request)
  return {
    operationId: operationIdOf(e.path),
    tags: [TAGS[e.access]],
    summary: meaning.summary,
    description: meaning.description,
    'x-access': e.access,
    ...(e.access === 'guest' ? { security: [] } : {}),
    ...(e.access === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    ...(e.access === 'any' || e.access === 'customer' || e.access === 'vendor' ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': successResponse(e, note, `${key} response`, fallbacks, examples.response),
      ...errorResponses(meaning.errors, examples),
    },
  }
}

const DESCRIPTION = `The API the Hola Deals web client calls, generated from its wire schemas (arktype) and the mock backend's endpoint table; the pact file in contracts/pacts/ is checked against this document in \`npm test\`.

- Paths are relative to the API base (default \`/api\`). Every call sends \`Accept: application/json\` and \`X-Requested-With: XMLHttpRequest\`; listing calls add \`latitude\` and \`longitude\` headers.
- Field names are the wire's, spelling included (\`cupon_code\`, \`new_keywork\`, \`top_menu_cateogry\`).
- Errors are Laravel's: \`{"message": …}\`, with \`errors\` (texts per field) on 422 and \`Retry-After\` on 429. Each operation lists the refusals it can give and what each means there; any path also answers 404 when it names no route and 405 under another method.
- Rules a backend must apply are in each operation's description (e.g. place-order recomputes \`amount\` and \`discount\` and refuses figures that differ; \`deal_id\` is always the deal's uuid).`

/**
 * Every schema that is one of the wire's named schemas (an export of src/api/schemas, e.g. `dealCard`) becomes a
 * `$ref` to `components/schemas/<name>`: the reference page shows the names the code uses, and the document (and
 * the validator's work per interaction) shrinks to one copy of each. Objects of two or more fields only; of exports
 * with the same shape, the first name in alphabetical order.
 */
function shareNamedSchemas(paths: Json, named: Record<string, Type>): Record<string, Json> {
  const bySerial = new Map<string, string>()
  const shapes: Record<string, Json> = {}
  for (const name of Object.keys(named).sort()) {
    let shape: Json
    try {
      shape = jsonSchemaOf(named[name]!, 'response', name, [])
    } catch {
      continue // a schema JSON Schema cannot say even with fallbacks is simply not shared
    }
    const fields = shape.properties as Json | undefined
    if (shape.type !== 'object' || !fields || Object.keys(fields).length < 2) continue
    const serial = JSON.stringify(shape)
    if (bySerial.has(serial)) continue
    bySerial.set(serial, name)
    shapes[name] = shape
  }
  const used = new Set<string>()
  const walk = (node: unknown, self?: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => walk(n))
    if (typeof node !== 'object' || node === null) return node
    const name = bySerial.get(JSON.stringify(node))
    if (name && name !== self) {
      used.add(name)
      return { $ref: `#/components/schemas/${name}` }
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]))
  }
  Object.assign(paths, walk(paths))
  const components: Record<string, Json> = {}
  for (let added = true; added;) {
    added = false
    for (const name of [...used].sort())
      if (!components[name]) {
        components[name] = walk(shapes[name], name) as Json
        added = true
      }
  }
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)))
}

/** The OpenAPI document for an endpoint table and the wire's named schemas. Pure: the same input, the same document. */
export function openApiDocument(
  table: readonly EndpointInfo[],
  version: string,
  named: Record<string, Type> = {},
  interactions: PactInteraction[] = [],
) {
  // Every entry of the endpoint table is an operation, for each of its roles (the wire notes are keyed by the table).
  const unserved = ENDPOINT_LIST.flatMap((entry) =>
    (entry.path.startsWith('{role}/') ? (['customer', 'vendor'] as const) : [null])
      .filter((role) => !table.some((e) => e.entry.key === entry.key && e.role === role))
      .map((role) => `${entry.key}${role ? ` (${role})` : ''}`),
  )
  if (unserved.length) throw new Error(`endpoints no mock route serves: ${unserved.join(', ')}`)
  const unused = unusedTexts(table.filter((e) => !isControl(e)))
  if (unused.length) throw new Error(`the client modules' OPERATIONS describe no endpoint: ${unused.join(', ')}`)
  const fallbacks: Fallback[] = []
  const paths: Record<string, Record<string, unknown>> = {}
  const seen = new Set<string>()
  for (const e of table.filter((e) => !isControl(e))) {
    const { path } = openApiPath(e)
    const op = operation(e, fallbacks, interactions)
    if (seen.has(op.operationId))
      op.operationId = `${e.method.toLowerCase()}${op.operationId[0]!.toUpperCase()}${op.operationId.slice(1)}`
    seen.add(op.operationId)
    ;(paths[path] ??= {})[e.method.toLowerCase()] = op
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)))
  const shared = shareNamedSchemas(sortedPaths, named)
  const parts = components(fallbacks)
  return withFieldMeaning(
    withEnumLabels({
      openapi: '3.1.0',
      jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
      info: { title: 'Hola Deals API', version, description: DESCRIPTION },
      servers: [{ url: '/api', description: 'The API base (the standalone mock: http://127.0.0.1:4010/api)' }],
      tags: Object.values(TAGS).map((name) => ({ name })),
      paths: sortedPaths,
      components: { ...parts, schemas: { ...parts.schemas, ...shared } },
      /** Every place a wire schema had no JSON Schema equivalent, and what the document says there instead. */
      'x-schema-fallbacks': fallbacks,
    }),
  )
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>

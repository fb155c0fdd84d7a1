import { HttpError } from './http-error'

/**
 * What the mock accepts before it validates anything. The validator describes a wrong value in its message, and it
 * does so recursively: a value nested thousands of levels deep overflows the stack (a 500). Bounding depth and size
 * first keeps every answer a 4xx and every request quick. No endpoint of the spec sends more than a few levels.
 */
export const BODY_LIMITS = {
  /** Deepest nesting of objects and arrays in a JSON body. */
  jsonDepth: 32,
  /** JSON and url-encoded bodies: forms and filters, never files. */
  textBytes: 1024 * 1024,
  /** Multipart bodies may carry files (photos, KYC documents) in later slices. */
  multipartBytes: 10 * 1024 * 1024,
  /** Fields in one form body. */
  formFields: 1000,
} as const

/** A body that cannot be read as its Content-Type says, or is beyond the limits: a 422 on `body`, as Laravel words a broken field. */
const unreadable = (text: string) => new HttpError(422, text, { body: [text] })

/** Over the size limit: a 422 in Laravel's words for a too-large field (`max` in kilobytes), not a 413 the client has no text for. */
const tooLarge = (limit: number) => unreadable(`The request body must not be greater than ${limit / 1024} kilobytes.`)

/** Depth of the deepest object or array in JSON text, counted without parsing (strings are skipped). Stops early. */
function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--
  }
  return false
}

const declaredLength = (request: Request) => {
  const n = Number(request.headers.get('content-length'))
  return Number.isFinite(n) && n > 0 ? n : 0
}

async function readForm(request: Request, limit: number): Promise<Record<string, unknown>> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw unreadable('The request body is not valid form data.')
  }
  const out: Record<string, unknown> = {}
  let fields = 0
  let bytes = 0
  for (const [key, value] of form) {
    bytes += key.length + (typeof value === 'string' ? value.length : value.size)
    if (++fields > BODY_LIMITS.formFields)
      throw unreadable(`The request body has more than ${BODY_LIMITS.formFields} fields.`)
    if (bytes > limit) throw tooLarge(limit)
    // `name[]` keys become arrays, as PHP reads them.
    if (key.endsWith('[]')) ((out[key.slice(0, -2)] ??= []) as unknown[]).push(value)
    else out[key] = value
  }
  return out
}

/**
 * Reads JSON, multipart or url-encoded bodies into a plain object, within BODY_LIMITS. A body that does not parse
 * (broken JSON, multipart without a boundary) nests too deep or is over the size limit is a 422.
 */
export async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return {}
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase()
  if (contentType.includes('multipart/form-data')) {
    if (declaredLength(request) > BODY_LIMITS.multipartBytes) throw tooLarge(BODY_LIMITS.multipartBytes)
    return readForm(request, BODY_LIMITS.multipartBytes)
  }
  if (declaredLength(request) > BODY_LIMITS.textBytes) throw tooLarge(BODY_LIMITS.textBytes)
  const text = await request.clone().text()
  if (text.length > BODY_LIMITS.textBytes) throw tooLarge(BODY_LIMITS.textBytes)
  if (text.trim() === '') return {}
  if (contentType.includes('application/x-www-form-urlencoded')) return readForm(request, BODY_LIMITS.textBytes)
  if (jsonDepthExceeds(text, BODY_LIMITS.jsonDepth)) {
    throw unreadable(`The request body is nested too deeply (more than ${BODY_LIMITS.jsonDepth} levels).`)
  }
  try {
    return JSON.parse(text)
  } catch {
    throw unreadable('The request body is not valid JSON.')
  }
}

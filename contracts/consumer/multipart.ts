import { afterAll, beforeAll } from 'vitest'

/**
 * Multipart bodies in contracts. The browser picks a random boundary, and Pact compares a multipart body against the
 * boundary it recorded, so a test file that pins one calls `fixMultipartBoundary()`: a fetch shim sends the client's
 * FormData with one fixed boundary (the client's own code path is unchanged). `multipart(form)` gives the recorded
 * request and its rules: text parts by value, files by content type. The verifier replays those exact bytes, so a
 * backend sees a real multipart upload.
 */
export const FIXED_BOUNDARY = 'hola-pact-boundary'

async function withFixedBoundary(form: FormData) {
  const res = new Response(form)
  const random = res.headers.get('content-type')!.split('boundary=')[1]!
  const text = Buffer.from(await res.arrayBuffer())
    .toString('latin1')
    .split(random)
    .join(FIXED_BOUNDARY)
  return { contentType: `multipart/form-data; boundary=${FIXED_BOUNDARY}`, body: Buffer.from(text, 'latin1') }
}

export function fixMultipartBoundary() {
  const realFetch = globalThis.fetch
  beforeAll(() => {
    globalThis.fetch = async (input, init) => {
      if (!(init?.body instanceof FormData)) return realFetch(input, init)
      const fixed = await withFixedBoundary(init.body)
      const headers = new Headers(init.headers)
      headers.set('content-type', fixed.contentType)
      return realFetch(input, { ...init, headers, body: fixed.body })
    }
  })
  afterAll(() => {
    globalThis.fetch = realFetch
  })
}

/** A multipart request as the client sends it, and its matching rules: text parts by value, files by content type. */
export async function multipart(form: FormData) {
  const fixed = await withFixedBoundary(form)
  const seen = new Set<string>()
  const rules = [...form.entries()].flatMap(([name, value]) => {
    if (seen.has(name)) return []
    seen.add(name)
    if (typeof value === 'string')
      return [{ path: `$.${name}`, rules: [{ 'pact:matcher:type': 'equality', value } as never] }]
    return [{ path: `$['${name}']`, rules: [{ 'pact:matcher:type': 'contentType', value: value.type } as never] }]
  })
  return { ...fixed, rules: { body: rules } }
}

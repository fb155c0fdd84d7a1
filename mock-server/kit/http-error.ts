/** An answer the real (Laravel) backend would give instead of a result. Domain rules throw it; the handler kit turns it into a response. */
export class HttpError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 406 | 409 | 422 | 429,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra keys some endpoints add to the body, e.g. `msg` on 409s of the cart calls. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.')
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message)
export const notFound = (what = 'Record') => new HttpError(404, `${what} not found.`)

/**
 * A 422 for one field, worded like Laravel's validator: the message, and the same text under the field. The one
 * helper for it (spec 1 §8: 422 with errors per field); `extra` adds the keys some endpoints answer with (`msg`).
 */
export const invalidField = (field: string, text: string, extra?: Record<string, unknown>) =>
  new HttpError(422, text, { [field]: [text] }, extra)

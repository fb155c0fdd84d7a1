import { type } from 'arktype'

/** Laravel's validation answer: a message and a list of texts per field. */
export const validationErrorResponse = type({
  message: 'string',
  'errors?': type.Record('string', 'string[]'),
})
export type ValidationErrorResponse = typeof validationErrorResponse.infer

/** 401, 403, 404, 409, 429: a message (409 answers of the cart calls carry `msg` too). */
export const messageResponse = type({ message: 'string', 'msg?': 'string' })
export type MessageResponse = typeof messageResponse.infer

export const idName = type({ id: 'number', name: 'string' })
export type IdName = typeof idName.infer

export const mediaPath = type({ path: 'string' })

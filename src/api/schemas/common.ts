import { type } from './lazy'

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

const PAGE_POSITION = {
  current_page: 'number.integer >= 1',
  last_page: 'number.integer >= 1',
  'per_page?': 'number.integer >= 1',
  total: 'number.integer >= 0',
} as const

/**
 * Laravel's length-aware page of `row`s, the one page schema (orders, reviews, reported deals; next statements,
 * commission, ads, notifications and referrals): the page's rows and where it is. Laravel also sends per_page; the
 * client does not read it, so it is optional (the reported-deals contract never listed it).
 */
export const pageOf = <Row>(row: type.Any<Row>) => type({ data: row.array(), ...PAGE_POSITION })

import { lazySchemas } from './client'
import type { StatementRequest } from './schemas/wallet'
import { defineCall } from './define-call'
import { STATEMENT_BODY, type OperationTexts } from './operation-text'

const walletSchemas = lazySchemas(() => import('./schemas/wallet'))

/** POST customer/confirmed-statement: the student's confirmed Hola, a page of the passbook (spec 3 §7). */
export const customerConfirmedStatement = defineCall(
  'POST customer/confirmed-statement',
  walletSchemas,
  'customerConfirmedStatementResponse',
  (body: StatementRequest) => ({ body }),
)

/** POST customer/floting-statement (the wire's spelling): the student's floating Hola. */
export const customerFloatingStatement = defineCall(
  'POST customer/floting-statement',
  walletSchemas,
  'customerFloatingStatementResponse',
  (body: StatementRequest) => ({ body }),
)

/** GET customer/statement: the deals the student's statement can be narrowed to. */
export const customerStatementDeals = defineCall(
  'GET customer/statement',
  walletSchemas,
  'customerStatementDealsResponse',
)

/** POST vendor/confirmed-statement: the outlet's balance with Hola, a page of its sales. */
export const vendorConfirmedStatement = defineCall(
  'POST vendor/confirmed-statement',
  walletSchemas,
  'vendorConfirmedStatementResponse',
  (body: StatementRequest) => ({ body }),
)

/** POST vendor/floting-statement: the outlet's Hola points (its Hola balance). */
export const vendorFloatingStatement = defineCall(
  'POST vendor/floting-statement',
  walletSchemas,
  'vendorFloatingStatementResponse',
  (body: StatementRequest) => ({ body }),
)

/** GET vendor/dropdown-my-deals: the outlet's deals for the statement's dropdown, and the payment methods. */
export const vendorDealsDropdown = defineCall(
  'GET vendor/dropdown-my-deals',
  walletSchemas,
  'vendorDealsDropdownResponse',
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST {role}/confirmed-statement': {
    summary: 'The confirmed statement (money that has settled)',
    description: `Spec 3 §2 Statement, §3, §7. ${STATEMENT_BODY}`,
    errors: { 422: 'A malformed day, or a range that ends before it starts.' },
  },
  'POST {role}/floting-statement': {
    summary: 'The floating statement (money not settled yet)',
    description: `Spec 3 §2 Statement, §3, §7 (\`floting\` sic). ${STATEMENT_BODY}`,
    errors: { 422: 'A malformed day, or a range that ends before it starts.' },
  },
  'GET customer/statement': {
    summary: 'The deals the student’s statement can be narrowed to',
    description: 'Spec 3 §7: answers `deals`.',
  },
  'GET vendor/dropdown-my-deals': {
    summary: 'The deals the vendor’s statement can be narrowed to',
    description: 'Spec 3 §7: answers `deals` and `payment_type`.',
  },
} satisfies OperationTexts<typeof import('./wallet')>

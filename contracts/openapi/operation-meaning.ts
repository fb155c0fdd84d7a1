/**
 * An operation's meaning for the OpenAPI document: its summary and description from the spec (each client module's
 * `OPERATIONS`, beside the functions that make its calls: src/api/operation-text.ts),
 * what its access asks of the caller, and the error answers it can give. Takes only what any list of operations knows
 * (method, path, access, whether it reads a body), so it serves whichever table the document is built from.
 *
 * The errors are the operation's own: 401 when it needs a token, 403 when it needs one role (and for the operation's
 * own refusals), 422 when it reads a body, and the 404, 409 and 429 its texts name. Never one generic set: a backend
 * reading the document implements what each endpoint can answer, and the pact cross-check (openapi.test.ts) fails when
 * an interaction pins a status its operation does not list.
 */
import { CLIENT_MODULES } from '../../src/api/endpoint-list'
import type { ErrorStatus, OperationText } from '../../src/api/operation-text'

/**
 * Every module's texts, keyed `METHOD path` as the endpoint table writes it; a pair the customer and the vendor both
 * call is written once as `{role}/…`. A key two modules describe is refused.
 */
export function textsOf(
  modules: Readonly<Record<string, { OPERATIONS: Readonly<Record<string, OperationText>> }>>,
): Readonly<Record<string, OperationText>> {
  const texts: Record<string, OperationText> = {}
  for (const [name, module] of Object.entries(modules))
    for (const [key, text] of Object.entries(module.OPERATIONS)) {
      if (key in texts) throw new Error(`${key} is described by two client modules (the second: ${name})`)
      texts[key] = text
    }
  return texts
}

export const OPERATION_TEXTS = textsOf(CLIENT_MODULES)

export type Access = 'guest' | 'optional' | 'any' | 'customer' | 'vendor'
export type OperationShape = { method: string; path: string; access: Access; hasBody: boolean }
export type OperationMeaning = {
  summary: string
  description: string
  /** Status code → what that refusal means for this operation. */
  errors: Record<string, string>
}

const ACCESS_TEXT: Record<Access, string> = {
  guest: 'Open to everyone; a bearer token is ignored.',
  optional: 'Open to everyone; with a bearer token the answer is the signed-in user’s view.',
  any: 'Needs a bearer token of either role.',
  customer: 'Needs a customer’s bearer token.',
  vendor: 'Needs a vendor’s bearer token.',
}

const ROLES = ['customer', 'vendor'] as const

/** `customer/check-deal/:id` → `customer/check-deal/{id}`, as the texts are keyed. */
const textPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}')

/** The texts' key for an operation: its own, else the `{role}/…` one it shares with the other role. */
export function textKeyOf(op: Pick<OperationShape, 'method' | 'path'>): string | undefined {
  const own = `${op.method.toUpperCase()} ${textPath(op.path)}`
  if (own in OPERATION_TEXTS) return own
  const role = ROLES.find((r) => op.path.startsWith(`${r}/`))
  const shared = role && `${op.method.toUpperCase()} {role}/${textPath(op.path.slice(role.length + 1))}`
  return shared && shared in OPERATION_TEXTS ? shared : undefined
}

/** The texts no operation uses: a renamed or removed endpoint leaves its text behind. */
export function unusedTexts(ops: readonly Pick<OperationShape, 'method' | 'path'>[]): string[] {
  const used = new Set(ops.map(textKeyOf))
  return Object.keys(OPERATION_TEXTS).filter((key) => !used.has(key))
}

function errorsOf(op: OperationShape, text: OperationText): Record<string, string> {
  const own: Partial<Record<ErrorStatus, string>> = text.errors ?? {}
  const errors: Record<string, string> = {}
  if (op.access !== 'guest' && op.access !== 'optional')
    errors['401'] = 'No bearer token, or one that is unknown, expired or revoked: `{"message": "Unauthenticated."}`.'
  const other = op.access === 'customer' ? 'vendor' : op.access === 'vendor' ? 'customer' : null
  const forbidden = [other && `A ${other}’s token.`, own[403]].filter(Boolean).join(' ')
  if (forbidden) errors['403'] = forbidden
  if (own[404]) errors['404'] = own[404]
  if (own[409]) errors['409'] = own[409]
  if (op.hasBody || own[422])
    errors['422'] = [
      own[422],
      op.hasBody && 'A field missing, of the wrong type or too long: `errors` holds the texts per field.',
    ]
      .filter(Boolean)
      .join(' ')
  if (own[429]) errors['429'] = own[429]
  return errors
}

/** The operation's meaning; throws for an operation no client module's `OPERATIONS` describes. */
export function operationMeaning(op: OperationShape): OperationMeaning {
  const key = textKeyOf(op)
  if (!key) throw new Error(`no client module's OPERATIONS describes ${op.method} ${op.path}`)
  const text = OPERATION_TEXTS[key]!
  return {
    summary: text.summary,
    description: `${text.description}\n\n${ACCESS_TEXT[op.access]}`,
    errors: errorsOf(op, text),
  }
}

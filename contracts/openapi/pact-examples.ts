/**
 * Examples for the OpenAPI document, taken from the committed pact samples: for each operation, a request body and a
 * success answer from its first interaction (by description) that answered 200 with JSON, and one error answer per
 * status from its interactions that were refused. The pact's samples are real exchanges the client makes and the
 * provider verification replays, so an example is never invented; and they are the same bytes on any day
 * (contracts/provider/stable-pacts.test.ts), so the document is too.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

type Body = { content?: unknown; contentType?: string; encoded?: unknown }
export type PactInteraction = {
  description: string
  request: { method: string; path: string; body?: Body }
  response: { status: number; body?: Body }
}
export type OperationExamples = { request?: unknown; response?: unknown; errors: Record<string, unknown> }

const jsonOf = (body: Body | undefined) =>
  body?.contentType?.startsWith('application/json') && body.encoded === false ? body.content : undefined

/** Whether a concrete pact path (`/vendor/remove-deal/dea1…`) is the operation's (`vendor/remove-deal/:id`). */
function pathMatches(operationPath: string, pactPath: string): boolean {
  const pattern = operationPath
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^/${pattern}$`).test(pactPath)
}

/** Every interaction of the pact files in a folder, ordered by description so the choice does not depend on files. */
export function pactInteractions(dir: string): PactInteraction[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap(
      (f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { interactions: PactInteraction[] }).interactions,
    )
    .sort((a, b) => a.description.localeCompare(b.description))
}

/** The examples for one operation (method and path as the endpoint table writes them). */
export function examplesFor(
  op: { method: string; path: string },
  interactions: readonly PactInteraction[],
): OperationExamples {
  const mine = interactions.filter(
    (i) => i.request.method.toUpperCase() === op.method.toUpperCase() && pathMatches(op.path, i.request.path),
  )
  const ok = mine.find((i) => i.response.status === 200 && jsonOf(i.response.body) !== undefined)
  const asked = mine.find((i) => jsonOf(i.request.body) !== undefined)
  const errors: Record<string, unknown> = {}
  for (const i of mine)
    if (i.response.status >= 400 && !(String(i.response.status) in errors) && jsonOf(i.response.body) !== undefined)
      errors[String(i.response.status)] = jsonOf(i.response.body)
  return {
    request: jsonOf((ok ?? asked)?.request.body) ?? jsonOf(asked?.request.body),
    response: jsonOf(ok?.response.body),
    errors,
  }
}

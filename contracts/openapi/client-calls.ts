/**
 * The endpoints the typed client calls, read from its source (src/api/*.ts): every `call(path, …)` and
 * `callBlob(path, …)`, with the method its options name (POST unless `method: '…'`). A template path is expanded:
 * `${role}` to each role, any other `${…}` to one path segment, and a query string is dropped. A call whose path is not
 * a string literal or template is reported, so the reading cannot silently miss one.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const API_DIR = fileURLToPath(new URL('../../src/api/', import.meta.url))
const ROLES = ['customer', 'vendor']
/** A segment the client fills at run time; it matches any `{param}` of the document. */
export const PARAM = '{…}'

export type ClientCall = { file: string; method: string; path: string }

/** The text of a call's arguments, up to its closing parenthesis. */
function argumentsAt(source: string, open: number): string {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i)
  }
  return source.slice(open + 1)
}

function expand(template: string): string[] {
  const path = template.split('?')[0]!
  const withRoles = path.includes('${role}') ? ROLES.map((r) => path.replaceAll('${role}', r)) : [path]
  return withRoles.map((p) => p.replace(/\$\{[^}]*\}/g, PARAM))
}

export function clientCalls(): { calls: ClientCall[]; unread: string[] } {
  const calls: ClientCall[] = []
  const unread: string[] = []
  const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'client.ts')
  for (const file of files) {
    const source = readFileSync(API_DIR + file, 'utf8')
    for (const m of source.matchAll(/\b(call|callBlob)\(/g)) {
      const args = argumentsAt(source, m.index + m[1]!.length)
      const path = /^\s*(['`])((?:(?!\1).)*)\1/s.exec(args)?.[2]
      if (path === undefined) {
        unread.push(`${file}: ${m[1]}(${args.slice(0, 40)}`)
        continue
      }
      const method = m[1] === 'callBlob' ? 'POST' : (/\bmethod:\s*'([A-Z]+)'/.exec(args)?.[1] ?? 'POST')
      for (const p of expand(path)) calls.push({ file, method, path: p })
    }
  }
  return { calls, unread }
}

/** Whether a document path (`/vendor/remove-deal/{id}`) serves a client path (`vendor/remove-deal/{…}`). */
export function pathServes(documentPath: string, clientPath: string): boolean {
  const a = documentPath.replace(/^\//, '').split('/')
  const b = clientPath.split('/')
  return a.length === b.length && a.every((seg, i) => seg === b[i] || (/^\{.+\}$/.test(seg) && b[i] === PARAM))
}

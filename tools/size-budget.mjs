// Home's up-front JavaScript: what index.html makes the browser fetch before anything renders (the entry script and
// the chunks it preloads), gzipped. The budget is the README's performance goal; bench/RESULTS.md has the figures.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** 95 KB gzip (KB = 1,024 bytes): React 19 alone is about 60 KB of it. */
export const UP_FRONT_JS_BUDGET = 95 * 1024

/** The scripts index.html loads up front, each with its gzip size. */
export function upFrontScripts(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const files = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g),
  ].map((m) => m[1])
  return files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }))
}

/** Null when within the budget, else what went over. */
export function overBudget(outDir, budget = UP_FRONT_JS_BUDGET) {
  const scripts = upFrontScripts(outDir)
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  const summary = `${kb(total)} gzip up front (budget ${kb(budget)}): ${scripts.map((s) => `${s.file} ${kb(s.gzip)}`).join(', ')}`
  return { total, summary, over: total > budget }
}

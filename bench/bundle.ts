// Bundle size: builds the demo (mocking on) and the production app (mocking off) and reports gzip sizes of what a
// first visit to home downloads versus what loads later (route chunks, the mock worker).
import { execSync } from 'node:child_process'
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type Chunk = { file: string; raw: number; gzip: number }

function build(outDir: string, env: Record<string, string>): Chunk[] {
  rmSync(outDir, { recursive: true, force: true })
  execSync('npx vite build --logLevel error', {
    stdio: 'inherit',
    env: { ...process.env, ...env, BUILD_OUT_DIR: outDir },
  })
  const dir = join(outDir, 'assets')
  const chunks = readdirSync(dir)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((file) => {
      const bytes = readFileSync(join(dir, file))
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
    })
  return chunks.sort((a, b) => b.gzip - a.gzip)
}

/** The files index.html loads up front (the entry script, its static imports and the CSS). */
function initial(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  return [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!)
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

function report(title: string, outDir: string, env: Record<string, string>) {
  const chunks = build(outDir, env)
  const first = new Set(initial(outDir))
  const sum = (list: Chunk[]) => list.reduce((s, c) => s + c.gzip, 0)
  const up = chunks.filter((c) => first.has(c.file))
  console.log(`\n${title}`)
  console.log(`  loaded up front: ${kb(sum(up))} gzip (${up.map((c) => c.file).join(', ')})`)
  console.log(`  everything:      ${kb(sum(chunks))} gzip in ${chunks.length} files`)
  console.log('  largest chunks:')
  for (const c of chunks.slice(0, 8))
    console.log(
      `    ${c.file.padEnd(40)} ${kb(c.gzip).padStart(10)} gzip  ${kb(c.raw).padStart(10)} raw${first.has(c.file) ? '  (up front)' : ''}`,
    )
  rmSync(outDir, { recursive: true, force: true })
  return { upFront: sum(up), total: sum(chunks) }
}

const demo = report('Demo build (mock in the browser)', 'dist-bench-demo', { VITE_API_MOCKING: 'on' })
const prod = report('Production build (VITE_API_MOCKING=off)', 'dist-bench-prod', { VITE_API_MOCKING: 'off' })
console.log(
  `\nSummary: production up front ${kb(prod.upFront)} gzip, all ${kb(prod.total)}; demo up front ${kb(demo.upFront)}, all ${kb(demo.total)} (the mock loads after the entry).`,
)

// `vite build` as `npm run build` runs it, with a real API base and no VITE_API_MOCKING: production by default, so the
// build must hold no mock code (no worker start-up, no handlers, no demo panel); home's up-front JavaScript must stay
// within its size budget (tools/size-budget.mjs); the first load of home or a deal page must not load arktype. And a
// demo build given a real API base must refuse, saying why (tools/api-mocking.ts).
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { overBudget, upFrontScripts } from './size-budget.mjs'

const out = 'dist-prod'
const API = 'https://api.example.invalid/api'
// The default is the point: nothing in the environment asks for or against the mock.
const environment = { ...process.env }
delete environment.VITE_API_MOCKING
rmSync(out, { recursive: true, force: true })
execSync('npx vite build --logLevel warn', {
  stdio: 'inherit',
  env: { ...environment, VITE_API_BASE_URL: API, BUILD_OUT_DIR: out },
})
// A demo build pointed at a real API fails before it builds anything, naming the mix.
const mixed = spawnSync('npx', ['vite', 'build', '--mode', 'demo', '--logLevel', 'error'], {
  encoding: 'utf8',
  env: { ...environment, VITE_API_BASE_URL: API, BUILD_OUT_DIR: `${out}-mixed` },
})
rmSync(`${out}-mixed`, { recursive: true, force: true })
const mixRefused =
  mixed.status !== 0 && `${mixed.stdout}${mixed.stderr}`.includes(`VITE_API_BASE_URL=${API} is a real API`)
const files = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'))
const markers = ['__mock/', 'setupWorker', 'hola-mock-sw', 'browser-worker', 'Reset demo data', 'customer@example.com']
const found = []
for (const f of files) {
  const text = readFileSync(join(out, 'assets', f), 'utf8')
  for (const m of markers) if (text.includes(m)) found.push(`${f}: ${m}`)
}
// The app's service worker (src/sw/sw.ts, built by vite-plugin-pwa): there, with its list of the app's files, and
// without the demo's hand-off, which only the demo build imports.
const swPath = join(out, 'sw.js')
const sw = existsSync(swPath) ? readFileSync(swPath, 'utf8') : null
const swTrouble = !sw
  ? ['no sw.js in the build']
  : [
      ...[...markers, 'importScripts'].filter((m) => sw.includes(m)).map((m) => `sw.js holds ${m}`),
      ...(sw.includes('"url":"index.html"') ? [] : ['sw.js lists no index.html to copy']),
    ]
const usesBase = files.some((f) => readFileSync(join(out, 'assets', f), 'utf8').includes(API))
const size = overBudget(out)
// The demo's service worker is copied from public/ by every build; this one must not ship it.
const demoWorker = existsSync(join(out, 'hola-mock-sw.js'))

// Loading home or a deal page validates nothing, so it must not bring arktype: its own start-up alone was the deal
// page's longest task (docs/decisions/performance.md, "What loads, and when"). What such a load imports
// statically: the entry and index.html's preloads, the two screens, the customer's card and page actions, the footer's
// newsletter form. Forms whose schema brings arktype load it when opened (the report dialog) or import it lazily.
const read = (f) => readFileSync(join(out, 'assets', f), 'utf8')
const staticImports = (f) => [...read(f).matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1])
const firstLoad = ['home-screen', 'deal-screen', 'deal-card-actions', 'deal-page-actions', 'newsletter-form']
const starts = firstLoad.map((name) => files.find((f) => f.startsWith(`${name}-`) && /^[\w-]+-[\w-]{8}\.js$/.test(f)))
const loaded = new Set()
const todo = [...upFrontScripts(out).map((s) => s.file.replace(/^assets\//, '')), ...starts.filter(Boolean)]
while (todo.length) {
  const f = todo.pop()
  if (loaded.has(f)) continue
  loaded.add(f)
  todo.push(...staticImports(f))
}
const missing = firstLoad.filter((_, i) => !starts[i])
// The operation texts beside the client's functions (each module's OPERATIONS) are for the OpenAPI document only: the
// build drops them (docs/decisions/0001-endpoint-table.md). Two of their phrases, one shared and one a module's own.
const textMarkers = ['the answer carries Retry-After (seconds)', 'top_menu_cateogry` (sic)']
const withTexts = files.flatMap((f) => textMarkers.filter((m) => read(f).includes(m)).map((m) => `${f}: ${m}`))
const withArktype = [...loaded].filter((f) => read(f).includes('arkKind'))

rmSync(out, { recursive: true, force: true })
if (
  found.length ||
  demoWorker ||
  swTrouble.length ||
  !usesBase ||
  size.over ||
  missing.length ||
  withArktype.length ||
  withTexts.length ||
  !mixRefused
) {
  console.error('Production bundle check failed:')
  if (!mixRefused)
    console.error('  a demo build (--mode demo) with a real VITE_API_BASE_URL was not refused, naming the mix')
  for (const x of found) console.error(`  mock code in ${x}`)
  if (demoWorker) console.error("  the demo's service worker (hola-mock-sw.js) is in the build")
  for (const x of swTrouble) console.error(`  service worker: ${x}`)
  if (!usesBase) console.error('  VITE_API_BASE_URL was not baked into the bundle')
  if (size.over) console.error(`  home's up-front JavaScript is over its budget: ${size.summary}`)
  if (missing.length) console.error(`  no chunk named ${missing.join(', ')} (renamed? update firstLoad)`)
  for (const f of withArktype) console.error(`  arktype on the first load of home or a deal page: ${f}`)
  for (const x of withTexts) console.error(`  an operation text (OPERATIONS in src/api) shipped: ${x}`)
  process.exit(1)
}
console.log(
  `Production bundle check: npm run build's default has no mock (${files.length} chunks, no mock code, nor in sw.js), API base from VITE_API_BASE_URL, no arktype in the ${loaded.size} chunks of home's and a deal page's first load, no operation text; ${size.summary}; a demo build with a real API base is refused. 1 passed, 0 failed`,
)

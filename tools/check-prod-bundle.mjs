// With mocking off, the production build must hold no mock code: no worker start-up, no handlers, no demo panel;
// and home's up-front JavaScript must stay within its size budget (tools/size-budget.mjs).
import { execSync } from 'node:child_process'
import { readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { overBudget } from './size-budget.mjs'

const out = 'dist-prod'
rmSync(out, { recursive: true, force: true })
execSync('npx vite build --logLevel warn', {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_API_MOCKING: 'off',
    VITE_API_BASE_URL: 'https://api.example.invalid/api',
    BUILD_OUT_DIR: out,
  },
})
const files = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'))
const markers = ['__mock/', 'setupWorker', 'mockServiceWorker', 'Reset demo data', 'customer@example.com']
const found = []
for (const f of files) {
  const text = readFileSync(join(out, 'assets', f), 'utf8')
  for (const m of markers) if (text.includes(m)) found.push(`${f}: ${m}`)
}
const usesBase = files.some((f) =>
  readFileSync(join(out, 'assets', f), 'utf8').includes('https://api.example.invalid/api'),
)
const size = overBudget(out)
rmSync(out, { recursive: true, force: true })
if (found.length || !usesBase || size.over) {
  console.error('Production bundle check failed:')
  for (const x of found) console.error(`  mock code in ${x}`)
  if (!usesBase) console.error('  VITE_API_BASE_URL was not baked into the bundle')
  if (size.over) console.error(`  home's up-front JavaScript is over its budget: ${size.summary}`)
  process.exit(1)
}
console.log(
  `Production bundle check: ${files.length} chunks, no mock code, API base from VITE_API_BASE_URL; ${size.summary}. 1 passed, 0 failed`,
)

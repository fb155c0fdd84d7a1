// Lighthouse (mobile preset, simulated throttling) in Debian Chromium against the built app, median of RUNS. Both
// builds are served over HTTPS with HTTP/2 (the bench's own certificate), as a host serving an installable app must:
// a service worker needs a secure origin, and HTTPS hosts speak HTTP/2 (docs/decisions/performance.md, "The bench's
// host").
// - production: mocking off, the build served statically, the standalone mock (mock-server/http.ts) as its backend on
//   the same origin (the host passes /api/ on), as the spec deploys it: the page carries the backend's CSRF meta tag
//   (spec 1 §7). A cross-origin API costs each first call a CORS preflight (docs/decisions/performance.md);
// - demo: the in-browser mock, on a first visit (storage cleared: the worker installs, the mock seeds) and on a
//   repeat visit (worker and saved database kept).
// Pages: home and one deal's details. Each build is measured side by side with its baseline, built in the same run
// with VITE_APP_WORKER=off (no service worker registration, update check or install offer: src/app/app.tsx), page
// by page, so what the registration costs is read off one table on one machine. Writes the table to bench/RESULTS.md
// and the README's bench section.
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadavg } from 'node:os'
import { dealSlug } from '../src/lib/slug'
import {
  build,
  featuredDeal,
  type Host,
  measure,
  medianOf as medianOfRuns,
  RUNS,
  serveStatic,
  startApi,
  type Metrics,
  warmUp,
} from './lighthouse-kit'
import { replaceSection } from './results-file'

const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 4324)
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4325)
const OUT = process.env.BENCH_OUT ?? '/tmp/hola-bench'
const LABEL = process.env.BENCH_LABEL ?? 'now'
/** BENCH_ONLY=production or demo measures one build (a quick look; the files are written only for both). */
const ONLY = process.env.BENCH_ONLY

type Row = { build: string; page: string; baseline: Metrics } & Metrics
/** The second static host, for the baseline build. */
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 4326)

/** The deal page measured: the first featured deal of the (deterministic) seed, the same in both builds. */
async function featuredDealPath(): Promise<string> {
  const deal = await featuredDeal(API_PORT)
  return `/deal/${dealSlug(deal.name) || 'deal'}/${deal.uuid}`
}

/** A first visit starts with empty storage; a repeat visit makes one visit first (worker installed, data saved, assets cached). */
const medianOf = (url: string, mode: 'first' | 'repeat') =>
  medianOfRuns(
    url,
    mode === 'repeat'
      ? async (port) => {
          await measure(port, url, false)
          return true
        }
      : undefined,
  )

const LOAD_AT_START = loadavg()
  .map((x) => x.toFixed(1))
  .join(' / ')
const rows: Row[] = []
let server: Host | undefined

let baselineServer: Host | undefined

async function measureBuild(
  name: string,
  env: Record<string, string>,
  modes: readonly ('first' | 'repeat')[],
  pages: readonly (readonly [string, string])[],
) {
  const dir = join(OUT, name)
  const baselineDir = join(OUT, `${name}-baseline`)
  build(dir, env)
  build(baselineDir, { ...env, VITE_APP_WORKER: 'off' })
  // The baseline must really lack the registration (its marker is set by src/features/app-updates/app-worker.ts).
  const registers = (d: string) =>
    execSync(`grep -rl holaAppWorker ${join(d, 'assets')} || true`)
      .toString()
      .trim()
  if (!registers(dir) || registers(baselineDir))
    throw new Error(`${name}: the baseline build (VITE_APP_WORKER=off) should be the only one without the registration`)
  const apiPort = name === 'production' ? API_PORT : undefined
  server = await serveStatic(dir, STATIC_PORT, apiPort, { secure: true })
  baselineServer = await serveStatic(baselineDir, BASELINE_PORT, apiPort, { secure: true })
  for (const [, path] of pages) {
    await warmUp(`https://127.0.0.1:${STATIC_PORT}${path}`)
    await warmUp(`https://127.0.0.1:${BASELINE_PORT}${path}`)
  }
  for (const mode of modes) {
    for (const [page, path] of pages) {
      const label = name === 'production' ? 'production + standalone mock' : `demo, ${mode} visit`
      const measured = await medianOf(`https://127.0.0.1:${STATIC_PORT}${path}`, mode)
      const baseline = await medianOf(`https://127.0.0.1:${BASELINE_PORT}${path}`, mode)
      rows.push({ build: label, page, ...measured, baseline })
      console.log(rows.at(-1))
    }
  }
  server.close()
  baselineServer.close()
  server = undefined
  baselineServer = undefined
}

const api = await startApi(API_PORT)
try {
  const pages = [
    ['home', '/'],
    ['deal details', await featuredDealPath()],
    ['category listing', '/c/cafes'],
  ] as const
  if (ONLY !== 'demo')
    await measureBuild(
      'production',
      // The API's base left at its default, /api on the page's own origin (src/api/client.ts).
      { VITE_API_MOCKING: 'off' },
      ['first'],
      pages,
    )
  if (ONLY !== 'production') await measureBuild('demo', { VITE_API_MOCKING: 'on' }, ['first', 'repeat'], pages)
} finally {
  server?.close()
  baselineServer?.close()
  if (api.pid) process.kill(-api.pid)
}

/** A visitor's production pages: ≥ 98 with TBT ≤ 100 ms; the demo ≥ 85 on a first visit and ≥ 90 on a repeat; CLS ≤ 0.02. */
function goalOf(r: Row) {
  const production = r.build.startsWith('production')
  const score = production ? 98 : r.build.includes('repeat') ? 90 : 85
  const met = r.score >= score && (!production || r.tbt <= 100) && r.cls <= 0.02
  return `score ≥ ${score}${production ? ', TBT ≤ 100 ms' : ''}, CLS ≤ 0.02: ${met ? 'met' : 'not met'}`
}
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const ms = (x: number) => `${Math.round(x)} ms`
const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
const table = [
  '| build | page | score | baseline (no worker registration) | FCP | LCP | TBT | CLS | goal |',
  '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(
    (r) =>
      `| ${r.build} | ${r.page} | **${r.score}** | ${r.baseline.score} (${signed(r.score - r.baseline.score)}) | ${s(r.fcp)} | ${s(r.lcp)} | ${ms(r.tbt)} (baseline ${ms(r.baseline.tbt)}) | ${r.cls.toFixed(3)} | ${goalOf(r)} |`,
  ),
].join('\n')
const day = new Date().toISOString().slice(0, 10)
const section = [
  `Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version} (\`bench/lighthouse.ts\`), mobile preset with simulated throttling, Debian Chromium headless, median of ${RUNS} runs per row (each metric its own median), ${day}, code: ${LABEL}. Both builds are served over HTTPS with HTTP/2 and gzip by a static host (the bench's own certificate). Production: mocking off, the standalone mock as its backend on the same origin (the host passes /api/ on; spec 1 §7's CSRF meta tag has the backend serve the page), after one unmeasured load of each page. Demo: the in-browser mock; a first visit starts with empty storage, a repeat visit keeps the worker, the saved database and the cache. Each row is measured side by side with its baseline, the same build made in the same run with \`VITE_APP_WORKER=off\` (no service worker registration, update check or install offer), one after the other on the same machine; the goals apply to the app's score. Load average at the start: ${LOAD_AT_START}; when the run ended: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')} (2 cores; other work on the machine inflates TBT).`,
  '',
  table,
].join('\n')
if (!ONLY) replaceSection('bench/RESULTS.md', `lighthouse:${LABEL}`, `## Lighthouse (${LABEL})\n\n${section}`)
if (!ONLY && LABEL === 'now') replaceSection('README.md', 'lighthouse', `**Lighthouse**: ${section}`)
console.log(table)

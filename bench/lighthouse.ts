// Lighthouse (mobile preset, simulated throttling) in Debian Chromium against the built app, median of RUNS:
// - production: mocking off, the build served statically, the standalone mock (mock-server/http.ts) as its backend;
// - demo: the in-browser mock, on a first visit (storage cleared: the worker installs, the mock seeds) and on a
//   repeat visit (worker and saved database kept).
// Pages: home and one deal's details. Each build is measured side by side with its baseline, built in the same run
// with VITE_APP_WORKER=off (no service worker registration, update check or install offer: src/app/app.tsx), page
// by page, so what the registration costs is read off one table on one machine. Writes the table to bench/RESULTS.md
// and the README's bench section.
import { spawn, execSync, type ChildProcess } from 'node:child_process'
import { createReadStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { createGzip } from 'node:zlib'
import { loadavg } from 'node:os'
import lighthouse, { type Flags } from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { dealSlug } from '../src/lib/slug'
import { replaceSection } from './results-file'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 4324)
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4325)
const OUT = process.env.BENCH_OUT ?? '/tmp/hola-bench'
const LABEL = process.env.BENCH_LABEL ?? 'now'
/** BENCH_ONLY=production or demo measures one build (a quick look; the files are written only for both). */
const ONLY = process.env.BENCH_ONLY
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

type Metrics = { score: number; lcp: number; tbt: number; cls: number; fcp: number }
type Row = { build: string; page: string; baseline: Metrics } & Metrics
/** The second static host, for the baseline build. */
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 4326)

function build(dir: string, env: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true })
  execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, ...env, BUILD_OUT_DIR: dir } })
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg'])

/** A static host as production would have one: gzip for text, long cache for hashed assets, index.html for app routes. */
function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    let file = normalize(join(root, path))
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
    const ext = extname(file)
    const headers: Record<string, string> = { 'content-type': types[ext] ?? 'application/octet-stream' }
    headers['cache-control'] = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
    if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' })
      createReadStream(file).pipe(createGzip()).pipe(res)
    } else {
      res.writeHead(200, headers)
      createReadStream(file).pipe(res)
    }
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

async function waitFor(url: string, init?: RequestInit) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url, init)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer`)
}

function startApi(): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'mock-server/serve.ts', '--port', String(API_PORT)], {
    stdio: 'ignore',
    detached: true,
  })
  return waitFor(`http://127.0.0.1:${API_PORT}/api/content-pages`).then(() => child)
}

/** The deal page measured: the first featured deal of the (deterministic) seed, the same in both builds. */
async function featuredDealPath(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/api/menu-category`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      latitude: '20.5937',
      longitude: '78.9629',
    },
    body: '{}',
  })
  const body = (await res.json()) as { featured_vendor: { name: string; uuid: string }[] }
  const deal = body.featured_vendor[0]!
  return `/deal/${dealSlug(deal.name) || 'deal'}/${deal.uuid}`
}

async function measure(port: number, url: string, keepStorage: boolean): Promise<Metrics> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const lhr = result.lhr
  // BENCH_DUMP=folder keeps each full report, for the profile behind a figure (long tasks, script boot-up).
  if (process.env.BENCH_DUMP)
    writeFileSync(
      join(process.env.BENCH_DUMP, `${new URL(url).pathname.split('/')[1] || 'home'}-${Date.now()}.json`),
      JSON.stringify(lhr),
    )
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** Median of RUNS, each metric on its own; a fresh browser per run so no cache or worker survives unless asked. */
async function medianOf(url: string, mode: 'first' | 'repeat'): Promise<Metrics> {
  const runs: Metrics[] = []
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    })
    try {
      // A repeat visit: one visit first (worker installed, database saved, assets cached), then the measured one.
      if (mode === 'repeat') await measure(chrome.port, url, false)
      runs.push(await measure(chrome.port, url, mode === 'repeat'))
    } finally {
      chrome.kill()
    }
  }
  const pick = (k: keyof Metrics) => median(runs.map((r) => r[k]))
  return { score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), fcp: pick('fcp') }
}

const LOAD_AT_START = loadavg()
  .map((x) => x.toFixed(1))
  .join(' / ')
const rows: Row[] = []
let server: Server | undefined

let baselineServer: Server | undefined

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
  server = await serveStatic(dir, STATIC_PORT)
  baselineServer = await serveStatic(baselineDir, BASELINE_PORT)
  for (const mode of modes) {
    for (const [page, path] of pages) {
      const label = name === 'production' ? 'production + standalone mock' : `demo, ${mode} visit`
      const measured = await medianOf(`http://127.0.0.1:${STATIC_PORT}${path}`, mode)
      const baseline = await medianOf(`http://127.0.0.1:${BASELINE_PORT}${path}`, mode)
      rows.push({ build: label, page, ...measured, baseline })
      console.log(rows.at(-1))
    }
  }
  server.close()
  baselineServer.close()
  server = undefined
  baselineServer = undefined
}

const api = await startApi()
try {
  const pages = [
    ['home', '/'],
    ['deal details', await featuredDealPath()],
  ] as const
  if (ONLY !== 'demo')
    await measureBuild(
      'production',
      { VITE_API_MOCKING: 'off', VITE_API_BASE_URL: `http://127.0.0.1:${API_PORT}/api` },
      ['first'],
      pages,
    )
  if (ONLY !== 'production') await measureBuild('demo', { VITE_API_MOCKING: 'on' }, ['first', 'repeat'], pages)
} finally {
  server?.close()
  baselineServer?.close()
  if (api.pid) process.kill(-api.pid)
}

/** The README's performance goals: production >= 95 (TBT <= 150 ms), demo >= 85 on a first visit and >= 90 on a repeat; CLS <= 0.02. */
function goalOf(r: Row) {
  const score = r.build.startsWith('production') ? 95 : r.build.includes('repeat') ? 90 : 85
  const tbt = r.build.startsWith('production') ? r.tbt <= 150 : true
  const met = r.score >= score && tbt && r.cls <= 0.02
  return `score ≥ ${score}${r.build.startsWith('production') ? ', TBT ≤ 150 ms' : ''}, CLS ≤ 0.02: ${met ? 'met' : 'not met'}`
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
  `Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version} (\`bench/lighthouse.ts\`), mobile preset with simulated throttling, Debian Chromium headless, median of ${RUNS} runs per row (each metric its own median), ${day}, code: ${LABEL}. Production: mocking off, served with gzip by a static host, the standalone mock as its backend. Demo: the in-browser mock; a first visit starts with empty storage, a repeat visit keeps the worker, the saved database and the cache. Each row is measured side by side with its baseline, the same build made in the same run with \`VITE_APP_WORKER=off\` (no service worker registration, update check or install offer), one after the other on the same machine; the goals apply to the app's score. Load average at the start: ${LOAD_AT_START}; when the run ended: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ')} (2 cores; other work on the machine inflates TBT).`,
  '',
  table,
].join('\n')
if (!ONLY) replaceSection('bench/RESULTS.md', `lighthouse:${LABEL}`, `## Lighthouse (${LABEL})\n\n${section}`)
if (!ONLY && LABEL === 'now') replaceSection('README.md', 'lighthouse', `**Lighthouse**: ${section}`)
console.log(table)

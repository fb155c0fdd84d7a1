// The first load measured by what stays put on a shared machine: main-thread time (Chromium's TaskDuration and
// ScriptDuration), the long tasks' blocking time, and when the first paint, the header, the first deal card and the
// largest paint arrive (at 4x CPU throttling, no network throttling). Wall-clock marks still move with the machine's
// load, so every line carries the load average; compare two builds run one after the other.
//
//   npx tsx bench/first-paint.ts <dist folder> [production|demo] [runs]
// A production build must have been built with VITE_API_BASE_URL=http://127.0.0.1:<API port>/api; the standalone
// mock is started on that port (BENCH_API_PORT, default 4325) and the folder served on BENCH_STATIC_PORT (4324).
// BENCH_PATH measures another page than home (e.g. a deal's address), BENCH_WAIT_FOR the selector that says it is drawn.
import { spawn, type ChildProcess } from 'node:child_process'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { loadavg } from 'node:os'
import { createGzip } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'

const [dirArg, kind = 'demo', runsArg = '5'] = process.argv.slice(2)
if (!dirArg) throw new Error('usage: tsx bench/first-paint.ts <dist folder> [production|demo] [runs]')
const root = resolve(dirArg)
const RUNS = Number(runsArg)
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 4324)
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4325)
const WAIT_FOR = process.env.BENCH_WAIT_FOR ?? '.deal-card'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
}
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
  let file = normalize(join(root, path))
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
  const ext = extname(file)
  const gzip = ['.html', '.js', '.css', '.json', '.svg'].includes(ext)
  res.writeHead(200, {
    'content-type': types[ext] ?? 'application/octet-stream',
    'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  const stream = createReadStream(file)
  if (gzip) stream.pipe(createGzip()).pipe(res)
  else stream.pipe(res)
})
await new Promise<void>((r) => server.listen(STATIC_PORT, '127.0.0.1', () => r()))

let api: ChildProcess | undefined
if (kind === 'production') {
  api = spawn('npx', ['tsx', 'mock-server/serve.ts', '--port', String(API_PORT)], { stdio: 'ignore', detached: true })
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${API_PORT}/api/content-pages`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
}

type Sample = {
  fcp: number
  header: number
  card: number
  lcp: number
  blocking: number
  longest: number
  taskMs: number
  scriptMs: number
  menuStart: number
  /** CPU time of the page's main thread (trace `tdur`: time on the CPU, which other processes' load does not inflate). */
  cpuMs: number
  /** The longest main-thread task's CPU time, and the sum over tasks of CPU time beyond 50 ms. */
  longestCpu: number
  blockingCpu: number
}

// Installed before any page script: the largest paint, the long tasks and when the header and a deal card appear.
// Given as text: tsx would wrap named functions in a helper the page does not have.
const observe = `(() => {
  const w = window
  w.__lcp = 0
  w.__long = []
  new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__lcp = e.startTime))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  })
  new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__long.push(e.duration))).observe({
    type: 'longtask',
    buffered: true,
  })
  const seen = () => {
    if (!w.__header && document.querySelector('.site-header')) w.__header = performance.now()
    if (!w.__card && document.querySelector('.deal-card')) w.__card = performance.now()
  }
  new MutationObserver(seen).observe(document, { childList: true, subtree: true })
  document.addEventListener('DOMContentLoaded', seen)
})()`

type TraceEvent = { name: string; ph: string; pid: number; tid: number; tdur?: number; args?: { name?: string } }

/** Main-thread tasks' CPU time in a Chromium trace: the renderer's CrRendererMain threads, top-level RunTask events. */
function cpuOf(trace: Buffer) {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => (e.tdur ?? 0) / 1000)
  return {
    cpuMs: tasks.reduce((a, b) => a + b, 0),
    longestCpu: tasks.reduce((a, b) => Math.max(a, b), 0),
    blockingCpu: tasks.reduce((a, b) => a + Math.max(0, b - 50), 0),
  }
}

async function sample(page: Page, go: () => Promise<unknown>): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline'],
  })
  await go()
  await page.locator(WAIT_FOR).first().waitFor({ timeout: 60_000 })
  await page.waitForTimeout(1500)
  const cpu = cpuOf(await browser.stopTracing())
  const metrics = Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value] as const),
  )
  const got = await page.evaluate(() => {
    const w = window as unknown as Record<string, number & number[]>
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
    const menu = performance.getEntriesByType('resource').find((r) => r.name.includes('/api/menu-category')) as
      PerformanceResourceTiming | undefined
    const long = (w.__long as number[]) ?? []
    return {
      fcp: paint,
      header: w.__header ?? NaN,
      card: w.__card ?? NaN,
      lcp: w.__lcp ?? NaN,
      blocking: long.reduce((s, d) => s + Math.max(0, d - 50), 0),
      longest: long.reduce((m, d) => Math.max(m, d), 0),
      menuStart: menu?.startTime ?? NaN,
    }
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  return { ...got, ...cpu, taskMs: metrics.TaskDuration! * 1000, scriptMs: metrics.ScriptDuration! * 1000 }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
})
const url = `http://127.0.0.1:${STATIC_PORT}${process.env.BENCH_PATH ?? '/'}`
const first: Sample[] = []
const repeat: Sample[] = []
const loadBefore = loadavg()
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await context.addInitScript(observe)
    const page = await context.newPage()
    first.push(await sample(page, () => page.goto(url)))
    // The repeat visit: a fresh page of the same context (worker, saved data and cache kept), so its counters start at 0.
    const again = await context.newPage()
    await page.close()
    repeat.push(await sample(again, () => again.goto(url)))
    await context.close()
  }
} finally {
  await browser.close()
  server.close()
  if (api) process.kill(-api.pid!)
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const row = (name: string, xs: Sample[]) => {
  const m = (k: keyof Sample) => median(xs.map((x) => x[k])).toFixed(0)
  return `${name.padEnd(7)} FCP ${m('fcp')} | header ${m('header')} | card ${m('card')} | LCP ${m('lcp')} | menu-category starts ${m('menuStart')} | blocking ${m('blocking')} (longest task ${m('longest')}) | main-thread tasks ${m('taskMs')} ms, script ${m('scriptMs')} ms | CPU: main thread ${m('cpuMs')} ms, longest task ${m('longestCpu')} ms, beyond 50 ms ${m('blockingCpu')} ms`
}
const fmt = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ')
console.log(
  `${kind} ${dirArg}, 4x CPU, median of ${RUNS}, ms from navigation; load ${fmt(loadBefore)} -> ${fmt(loadavg())}`,
)
console.log(row('first', first))
console.log(row('repeat', repeat))

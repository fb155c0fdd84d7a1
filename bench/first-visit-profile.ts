// Where a fresh context's first visit (or a repeat visit) spends the main thread: a CDP CPU profile of the demo build's
// load of home (until a deal card shows, plus a second), summed by chunk. Samples are attributed two ways: to the chunk whose code
// ran (self time), and to the chunk whose module evaluation they ran under (the innermost module top level on the
// stack), which is what "building the schemas at module evaluation" costs, arktype's frames included.
//
//   npx tsx bench/first-visit-profile.ts <dist folder> [runs] [cpu throttling rate]
// Prints the medians over runs; the figures are sampled wall time on the main thread, so they move with the machine's
// load: compare two builds run one after the other, and read bench/first-paint.ts's trace CPU beside them.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'

const [dirArg, runsArg = '3', rateArg = '1', visit = 'first'] = process.argv.slice(2)
if (!dirArg) throw new Error('usage: tsx bench/first-visit-profile.ts <dist folder> [runs] [cpu rate] [first|repeat]')
const root = resolve(dirArg)
const PORT = Number(process.env.BENCH_STATIC_PORT ?? 4324)
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
  let file = normalize(join(root, path))
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(res)
})
await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', () => r()))

/** The chunk whose time is also shown by caller (BENCH_LIBRARY; default `out`, arktype's chunk in the demo build). */
const LIBRARY = process.env.BENCH_LIBRARY ?? 'out'

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type Node = { id: number; callFrame: Frame; children?: number[] }
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const chunkOf = (url: string) => {
  if (!url) return ''
  const file = url.split('/').pop() ?? url
  return file.replace(/-[\w-]{8}\.js$/, '')
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const self = new Map<string, number>()
  const underModule = new Map<string, number>()
  const libraryFor = new Map<string, number>()
  let total = 0
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const leaf = byId.get(id)!
    const name = leaf.callFrame.url ? chunkOf(leaf.callFrame.url) : `(${leaf.callFrame.functionName || 'anonymous'})`
    if (name === '((idle))') return
    total += ms
    self.set(name, (self.get(name) ?? 0) + ms)
    // A library's time (arktype is the chunk `out`) by the chunk that called into it: whose validation or build it was.
    if (name === LIBRARY) {
      let at = parent.get(id)
      while (at !== undefined && chunkOf(byId.get(at)!.callFrame.url) === LIBRARY) at = parent.get(at)
      const caller = at === undefined ? '(none)' : chunkOf(byId.get(at)!.callFrame.url) || '(native)'
      libraryFor.set(caller, (libraryFor.get(caller) ?? 0) + ms)
    }
    // The innermost module top level on the stack: a frame at line 0, column 0 with no name.
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame
      if (f.url && !f.functionName && f.lineNumber === 0 && f.columnNumber === 0) {
        const chunk = chunkOf(f.url)
        underModule.set(chunk, (underModule.get(chunk) ?? 0) + ms)
        break
      }
    }
  })
  return { total, self, underModule, libraryFor }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
})
const runs: ReturnType<typeof summarise>[] = []
const walls: number[] = []
const loadBefore = loadavg()
try {
  for (let i = 0; i < Number(runsArg); i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    if (visit === 'repeat') {
      // The repeat visit: the context has loaded the app once (its worker, saved data and cache kept).
      const earlier = await context.newPage()
      await earlier.goto(`http://127.0.0.1:${PORT}/`)
      await earlier.locator('.deal-card').first().waitFor({ timeout: 120_000 })
      await earlier.waitForTimeout(1000)
      await earlier.close()
    }
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rateArg) })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    const t0 = Date.now()
    await page.goto(`http://127.0.0.1:${PORT}/`)
    await page.locator('.deal-card').first().waitFor({ timeout: 120_000 })
    walls.push(Date.now() - t0)
    await page.waitForTimeout(1000)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    runs.push(summarise(profile))
    await context.close()
  }
} finally {
  await browser.close()
  server.close()
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
const table = (pick: (r: ReturnType<typeof summarise>) => Map<string, number>, top: number) => {
  const names = new Set(runs.flatMap((r) => [...pick(r).keys()]))
  return [...names]
    .map((n) => [n, median(runs.map((r) => pick(r).get(n) ?? 0))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([n, ms]) => `  ${n.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms`)
    .join('\n')
}
const fmt = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ')
console.log(
  `${dirArg}: ${visit} visit, ${rateArg}x CPU, median of ${runsArg}; load ${fmt(loadBefore)} -> ${fmt(loadavg())}`,
)
console.log(
  `sampled main thread (not idle) ${median(runs.map((r) => r.total)).toFixed(0)} ms; to the first card ${median(walls)} ms`,
)
console.log('self time by chunk:\n' + table((r) => r.self, 25))
console.log('time under each chunk’s module evaluation:\n' + table((r) => r.underModule, 25))
console.log(`${LIBRARY}'s self time by the chunk that called it:\n` + table((r) => r.libraryFor, 12))

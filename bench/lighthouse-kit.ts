// What the Lighthouse benchmarks share: a production-like static host, the standalone mock as the API, one Lighthouse
// run and the median of several, each in a fresh browser.
import { spawn, execSync, type ChildProcess } from 'node:child_process'
import { createReadStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type RequestListener } from 'node:http'
import { createSecureServer } from 'node:http2'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse, { type Flags } from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

export const RUNS = Number(process.env.BENCH_RUNS ?? 3)
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The secure host's certificate is the bench's own (bench/tls).
  '--ignore-certificate-errors',
]

export type Metrics = { score: number; lcp: number; tbt: number; cls: number; fcp: number }

/** `vite build` into `dir` with these variables (production unless they say otherwise). */
export function build(dir: string, env: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true })
  execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: { ...process.env, ...env, BUILD_OUT_DIR: dir } })
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
}
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest'])

/** A host the benchmarks started: `close()` stops it. */
export type Host = { close(): unknown }

/**
 * The bench's own certificate for 127.0.0.1 and localhost (bench/tls, self-signed, valid until 2126): the browsers
 * measuring a secure host are started with --ignore-certificate-errors, so no machine needs to trust it.
 */
const TLS = { key: 'bench/tls/localhost-key.pem', cert: 'bench/tls/localhost-cert.pem' }

/** HTTP/2 has no connection-level headers (RFC 9113 §8.2.2): they are dropped when the API's answer is passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])
const passable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => !k.startsWith(':') && !HOP_BY_HOP.has(k)))

/**
 * A static host as production would have one: gzip for text, long cache for hashed assets, index.html for app routes;
 * given `apiPort`, it passes /api/ on to the API there, so the app and its API share one origin (bench/lighthouse.ts).
 * `secure`: HTTPS with HTTP/2, as a production host serves an installable app (a service worker needs a secure
 * origin; docs/decisions/performance.md, "The bench's host"); the address is then https://127.0.0.1:`port`.
 */
export function serveStatic(root: string, port: number, apiPort?: number, { secure = false } = {}): Promise<Host> {
  const compressed = new Map<string, Buffer>()
  const handle: RequestListener = (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    if (apiPort && path.startsWith('/api/')) {
      const upstream = request(
        { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: passable(req.headers) },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, passable(answer.headers))
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      req.pipe(upstream)
      return
    }
    let file = normalize(join(root, path))
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html')
    const ext = extname(file)
    const headers: Record<string, string> = { 'content-type': types[ext] ?? 'application/octet-stream' }
    headers['cache-control'] = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
    if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      // Compressed once per file, as a host serving precompressed files would (nginx's gzip_static): compressing
      // every answer took CPU from the browser being measured, on a machine of two cores.
      let gzipped = compressed.get(file)
      if (!gzipped) compressed.set(file, (gzipped = gzipSync(readFileSync(file))))
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' })
      res.end(gzipped)
    } else {
      res.writeHead(200, headers)
      createReadStream(file).pipe(res)
    }
  }
  // The HTTP/2 compatibility API hands the same request and response objects to the same handler.
  const server = secure
    ? createSecureServer(
        { key: readFileSync(TLS.key), cert: readFileSync(TLS.cert), allowHTTP1: true },
        handle as unknown as Parameters<typeof createSecureServer>[1],
      )
    : createServer(handle)
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

export async function waitFor(url: string, init?: RequestInit) {
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

/** The standalone mock (npm run mock-server) on `port`, seeded afresh; stop it with `process.kill(-child.pid)`. */
export async function startApi(port: number): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'mock-server/serve.ts', '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
  })
  await waitFor(`http://127.0.0.1:${port}/api/content-pages`)
  return child
}

/** One Lighthouse run (mobile preset, simulated throttling) in the browser listening on `port`. */
export async function measure(port: number, url: string, keepStorage: boolean): Promise<Metrics> {
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
  // A page that sent the browser elsewhere (a guard, for a token that did not take) was not the page measured.
  const landed = new URL(lhr.finalDisplayedUrl).pathname
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}: not the page meant`)
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
  }
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** `run` in a fresh headless Chromium (its DevTools port), closed afterwards whatever happens. */
async function inFreshBrowser<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    return await run(chrome.port)
  } finally {
    chrome.kill()
  }
}

/** One unmeasured load of `url` in a fresh browser: the hosts' first answers (the mock's JIT) are not any row's. */
export const warmUp = (url: string) => inFreshBrowser((port) => measure(port, url, false))

/**
 * Median of RUNS, each metric on its own; a fresh browser per run. `before` runs in that browser first (a repeat
 * visit's first visit, or a sign-in's stored token) and says whether the measured load keeps storage.
 */
export async function medianOf(url: string, before?: (port: number) => Promise<boolean>): Promise<Metrics> {
  const runs: Metrics[] = []
  for (let i = 0; i < RUNS; i++)
    runs.push(await inFreshBrowser(async (port) => measure(port, url, before ? await before(port) : false)))
  const pick = (k: keyof Metrics) => median(runs.map((r) => r[k]))
  return { score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), fcp: pick('fcp') }
}

/** The first featured deal of the deterministic seed, as the standalone mock on `apiPort` lists it. */
export async function featuredDeal(apiPort: number): Promise<{ name: string; uuid: string }> {
  const res = await fetch(`http://127.0.0.1:${apiPort}/api/menu-category`, {
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
  return body.featured_vendor[0]!
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { htmlRuntime, sanitiseDealHtml } from './areas/vendor-deals/deal-html'
import { randomToken } from './clock/clock'
import { seed, type SeedOptions } from './store/seed'
import { openDataFile, type DataFileStart } from './store/data-file'
import type { DataStore } from './store/sqlite-store'
import { answer as dispatch, endpointFor } from './handlers'
import { CLIENT_ADDRESS_HEADER } from './kit/endpoint'
import { alongsideReads, oneAtATime } from './one-at-a-time'
import { db, type TableName } from './store/db'
import { serveStatic } from './static-files'
import { followLiveEvents, forgetLiveEvents, openLiveStream, publishLiveEvents } from './live-events'
import { BODY_LIMITS } from './kit/read-body'
import { safeDecode } from './kit/route-match'
import { referenceAnswer } from './reference'
import { callerOf, recordAnswered } from './control/request-log'
import { serverFacts } from './control/server-facts'

/** Every create, update and delete of any table, counted: a declared read that changes data is reported. */
const changes = { count: 0, hooked: false }
function countChanges() {
  if (changes.hooked) return
  changes.hooked = true
  for (const name of Object.keys(db) as TableName[])
    for (const change of ['create', 'update', 'delete'] as const) db[name].hooks.on(change, () => void changes.count++)
}

/** The header that carries the control token when the server listens beyond loopback. */
export const CONTROL_TOKEN_HEADER = 'x-mock-control-token'

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
  'access-control-allow-headers': `authorization,content-type,accept,x-requested-with,x-csrf-token,latitude,longitude,${CONTROL_TOKEN_HEADER}`,
  'access-control-max-age': '600',
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.')

/** A path with `.` or `..` segments, plain or percent-encoded: URL parsing would resolve it onto another route. */
const hasDotSegment = (rawPath: string) =>
  rawPath.split('/').some((segment) => {
    const decoded = (safeDecode(segment) ?? segment).replace(/\\/g, '/')
    return decoded.split('/').some((part) => part === '.' || part === '..')
  })

/** Reads at most `limit` bytes; null when the body is larger (the rest is not read). */
async function readRaw(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const c of req) {
    size += (c as Buffer).length
    if (size > limit) return null
    chunks.push(c as Buffer)
  }
  return Buffer.concat(chunks)
}

function toFetchRequest(req: IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers))
    if (typeof v === 'string' && k !== CLIENT_ADDRESS_HEADER) headers.set(k, v)
  // The throttle counts per client address: the socket's, never a header the client could set.
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown')
  const hasBody = body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  })
}

const gzipAsync = promisify(gzip)

/** Answers worth compressing: JSON and text of a kilobyte or more (a PDF is compressed already). */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/)/i
const COMPRESS_FROM_BYTES = 1024

/**
 * Writes an answer, gzipped when the caller accepts it, as a real backend behind nginx does: home's menu-category is
 * ~94 KB of JSON and ~9 KB gzipped, which is what a phone on a slow network waits for (and what the benchmarks, which
 * point a production build at this server, should measure).
 */
async function send(res: ServerResponse, response: Response, acceptEncoding = '', read?: Uint8Array) {
  const headers: Record<string, string> = { ...CORS }
  response.headers.forEach((v, k) => (headers[k] = v))
  let body = Buffer.from(read ?? new Uint8Array(await response.arrayBuffer()))
  if (
    body.length >= COMPRESS_FROM_BYTES &&
    COMPRESSIBLE.test(headers['content-type'] ?? '') &&
    !headers['content-encoding'] &&
    /\bgzip\b/i.test(acceptEncoding)
  ) {
    // On libuv's thread pool, not the thread every other request waits for (the same bytes as gzipSync).
    body = await gzipAsync(body)
    headers['content-encoding'] = 'gzip'
    headers.vary = 'accept-encoding'
    delete headers['content-length']
  }
  res.writeHead(response.status, headers)
  res.end(body)
}

const refuse = (status: number, message: string) => Response.json({ message }, { status })

function tokenMatches(given: string | undefined, token: string) {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

export type HttpMockOptions = {
  port?: number
  host?: string
  seed?: SeedOptions
  /** The control API's token off loopback (default: MOCK_CONTROL_TOKEN, else a random one, returned and printed). */
  controlToken?: string
  /** A data file to start from and write every change to (seeded when missing; refused when corrupt or older). */
  dataFile?: string
  /** With dataFile: reseed it whatever it holds. */
  reset?: boolean
  /** The shared demo: serve this built app at every path outside /api (static-files.ts). */
  appDir?: string
  /**
   * The shared demo's participants: beyond loopback, the few control calls a participant's app needs go without the
   * token (PARTICIPANT_CONTROL); reset, clock moves, faults, staff actions and the outbox still need it.
   */
  participants?: boolean
}

/** The control calls a shared demo's participant makes without the token: the personas, the clock, the card page. */
const PARTICIPANT_CONTROL: ReadonlyArray<[string, RegExp]> = [
  ['GET', /^\/api\/__mock\/(personas|clock)$/i],
  ['POST', /^\/api\/__mock\/personas\/sign-in$/i],
  ['POST', /^\/api\/__mock\/gateway\/(session|complete)$/i],
]

/**
 * The same handlers as a real HTTP API, for curl, a mobile app and the Pact verifier. On loopback it behaves as the
 * page's mock does. Listening on any other address, the control API (reset, sign in as anyone, faults) needs the
 * control token in the X-Mock-Control-Token header, and no path with dot segments is routed at all.
 */
export async function startHttpMock(options: HttpMockOptions = {}) {
  // Vendors' rich text is sanitised on a DOM; Node has none, so the server brings one: jsdom, loaded at the first rich
  // text rather than at start, which it slowed by seconds (docs/decisions/mock-data-store.md, start-up).
  if (!htmlRuntime.window && !htmlRuntime.elsewhere)
    htmlRuntime.elsewhere = async (html) => {
      const { JSDOM } = await import('jsdom')
      htmlRuntime.window ??= new JSDOM('').window as unknown as Window
      htmlRuntime.elsewhere = null
      return sanitiseDealHtml(html)
    }
  let data: DataFileStart | null = null
  serverFacts.seed = options.seed ?? {}
  serverFacts.dataFile = options.dataFile ?? null
  let store: DataStore | null = null
  if (options.dataFile) {
    ;({ start: data, store } = await openDataFile(options.dataFile, { reset: options.reset, seed: options.seed }))
  } else await seed(options.seed)
  followLiveEvents()
  forgetLiveEvents()
  countChanges()
  const host = options.host ?? '127.0.0.1'
  const controlToken = isLoopback(host)
    ? null
    : options.controlToken || process.env.MOCK_CONTROL_TOKEN || randomToken(24)
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end()
        return
      }
      const rawPath = (req.url ?? '/').split('?')[0]!
      if (hasDotSegment(rawPath)) {
        await send(res, refuse(404, 'The route could not be found.'))
        return
      }
      const decodedPath = safeDecode(rawPath) ?? rawPath
      // The live events: not a control action (anyone may listen; each hears only their own and the public ones).
      if (req.method === 'GET' && /\/api\/__mock\/events$/i.test(decodedPath)) {
        openLiveStream(req, res, new URL(req.url ?? '/', 'http://localhost'), CORS)
        return
      }
      const reference = await referenceAnswer(req.method ?? 'GET', decodedPath)
      if (reference) {
        await send(res, reference, req.headers['accept-encoding'])
        return
      }
      if (options.appDir && (req.method === 'GET' || req.method === 'HEAD') && !/^\/api(\/|$)/i.test(decodedPath)) {
        serveStatic(options.appDir, rawPath, res)
        return
      }
      if (
        controlToken !== null &&
        /\/api\/__mock(\/|$)/i.test(decodedPath) &&
        !(options.participants && PARTICIPANT_CONTROL.some(([m, p]) => req.method === m && p.test(decodedPath))) &&
        !tokenMatches(req.headers[CONTROL_TOKEN_HEADER] as string | undefined, controlToken)
      ) {
        await send(
          res,
          refuse(
            403,
            `The control API needs the ${CONTROL_TOKEN_HEADER} header when the mock listens beyond this machine.`,
          ),
        )
        return
      }
      const body = await readRaw(req, BODY_LIMITS.multipartBytes)
      if (body === null) {
        res.setHeader('connection', 'close')
        const text = `The request body must not be greater than ${BODY_LIMITS.multipartBytes / 1024} kilobytes.`
        await send(res, Response.json({ message: text, errors: { body: [text] } }, { status: 422 }))
        return
      }
      const request = toFetchRequest(req, `http://${req.headers.host ?? 'localhost'}`, body)
      const reads = endpointFor(request.method, new URL(request.url).pathname)?.reads === true
      const { answer, read } = await (reads ? alongsideReads : oneAtATime)(async () => {
        // Who called is read before the handler runs (a sign-out revokes the token it came with).
        const started = { at: performance.now(), caller: callerOf(request) }
        const changesBefore = changes.count
        const answer = (await dispatch(request)) ?? refuse(404, 'The route could not be found.')
        if (reads && changes.count !== changesBefore)
          // Only reads run now, so one of them wrote: its endpoint must not declare `reads: true` (kit.ts).
          console.error(`[mock-server] data changed while only reads ran (${request.method} ${decodedPath} among them)`)
        // What the request changed reaches the file before its answer leaves (a reset rewrites the file).
        store?.flush()
        publishLiveEvents()
        // The answer is read once: the log and the socket share its bytes (a copy of a message costs a stream tee).
        const read = new Uint8Array(await answer.arrayBuffer())
        await recordAnswered(request, body, answer, read, started)
        return { answer, read }
      })
      await send(res, answer, req.headers['accept-encoding'], read)
    } catch (e) {
      console.error('[mock-server]', e)
      await send(res, refuse(500, 'Server Error'))
    }
  })
  // A port already taken (EADDRINUSE) or not ours to take (EACCES) rejects, so serve.ts can say so in one line.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4010, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api`,
    /** Null on loopback, where the control API is open as in the page. */
    controlToken,
    /** What happened to the data file at start (null without one). */
    data,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          store?.close()
          Object.assign(serverFacts, { dataFile: null, seed: {} })
          resolve()
        })
        // Open event streams would hold the server open.
        server.closeAllConnections()
      }),
  }
}

import './shims/worker-local-storage'
import { answer as dispatch } from './handlers'
import { lifecycle, responseChecks } from './kit/endpoint'
import { loadOrSeed, saveIfChanged, watchChanges } from './store/persistence'
import { STORAGE_KEY } from './store/storage-key'
import { callerOf, recordAnswered } from './control/request-log'
import { clockOffset } from './clock/clock'
import { onAnnounced } from './events/events'
import { db, onClearAll } from './store/db'
import { htmlRuntime } from './areas/vendor-deals/deal-html'
import {
  requestFromWire,
  responseToWire,
  transferOf,
  type PortAnswer,
  type PortCall,
  type ToPage,
  type TabEvent,
  type ToWorker,
  type WireMessage,
} from './browser-wire'

/**
 * The demo's mock backend, in a worker of the page (started by mock-server/browser.ts). Its start-up (arktype's own
 * start, the tables and wire schemas, the restore or the seed, the handlers' code) used to be the page's main thread's
 * longest work: a phone froze for about a second on every reload. Here it runs beside the page: the service worker
 * (public/hola-mock-sw.js) sends each of the page's API calls straight here on a port the page handed both, and the
 * same routes as the Node tests and the standalone server answer it, through the dispatcher without msw around it
 * (kit/dispatch.ts).
 */
const scope = self as unknown as {
  postMessage(message: ToPage, transfer?: Transferable[]): void
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null
}
const post = (message: ToPage, transfer: Transferable[] = []) => scope.postMessage(message, transfer)

/**
 * localStorage as the worker sees it: the text the page read at start, and each save sent to the page, which writes
 * it and says so. An answer that changed the data leaves only once the page has it (`flushed`): the app reloads after
 * sign-in, and the reloaded page must find the new token.
 */
function pageStorage(saved: string | null) {
  let text = saved
  let sent = 0
  let acknowledged = 0
  const waiting: (() => void)[] = []
  return {
    getItem: (key: string) => (key === STORAGE_KEY ? text : null),
    setItem: (key: string, value: string) => {
      if (key === STORAGE_KEY) text = value
      post({ kind: 'save', seq: ++sent, key, text: value })
    },
    acknowledge(seq: number) {
      acknowledged = Math.max(acknowledged, seq)
      if (acknowledged === sent) for (const done of waiting.splice(0)) done()
    },
    flushed: () => (acknowledged === sent ? Promise.resolve() : new Promise<void>((done) => waiting.push(done))),
  }
}
let storage = pageStorage(null)

// A vendor's rich text is sanitised by the page, which has a DOM (vendor-deal-html.ts).
const sanitising = new Map<number, (html: string) => void>()
let nextSanitise = 1
htmlRuntime.elsewhere = (html) =>
  new Promise((resolve) => {
    const id = nextSanitise++
    sanitising.set(id, resolve)
    post({ kind: 'sanitise', id, html })
  })

/**
 * What the current request announced, for the browser's other tabs (the demo's live screens; each tab runs its own
 * mock over the one localStorage, so another tab loads the saved data again before its screens re-read).
 */
let announced: TabEvent[] = []
onAnnounced.add((event) => void announced.push({ ...event }))
onClearAll.add(() => void (announced = [{ name: 'data.reset' }]))
for (const change of ['create', 'update', 'delete'] as const)
  db.demoClock.hooks.on(change, () => {
    announced = announced.filter((e) => e.name !== 'clock.moved')
    announced.push({ name: 'clock.moved' })
  })

function sendAnnounced() {
  if (announced.length === 0) return
  const events = announced.map((e) => (e.name === 'clock.moved' ? { ...e, offset_ms: clockOffset() } : e))
  announced = []
  post({ kind: 'events', events })
}

// Calls that arrive before the data is loaded wait for it.
let markStarted: () => void = () => {}
const started = new Promise<void>((resolve) => (markStarted = resolve))

async function start(saved: string | null) {
  storage = pageStorage(saved)
  // The built demo restores its own saves without validating every row again (this chunk's URL names the build);
  // development validates them all.
  await loadOrSeed(storage, import.meta.env.DEV ? null : import.meta.url)
  watchChanges()
  // Answers are checked against their response schemas while developing; the built demo skips the cost.
  responseChecks.enabled = import.meta.env.DEV
  // Data is saved before each answer that changed it leaves, so it survives reloads (the app reloads after sign-in by design).
  lifecycle.afterRequest = () => saveIfChanged(storage)
  // The app's "today" starts where the saved demo clock stands (src/lib/app-clock.ts).
  announced = []
  markStarted()
  post({ kind: 'ready', clockOffsetMs: clockOffset() })
}

/** One call: answered by the mock's handlers and recorded in the request log (the demo panel's Requests section). */
async function answer(wire: WireMessage): Promise<WireMessage | null> {
  await started
  const request = requestFromWire(wire)
  const exchange = { at: performance.now(), caller: callerOf(request) }
  const response = await dispatch(request)
  const out = response ? await responseToWire(response) : null
  // The log reads the bytes now, before the answer's buffer is handed to the page.
  if (response && out)
    void recordAnswered(
      request,
      new Uint8Array(wire.body ?? new ArrayBuffer(0)),
      response,
      new Uint8Array(out.body ?? new ArrayBuffer(0)),
      exchange,
    )
  await storage.flushed()
  sendAnnounced()
  return out
}

/** Another tab saved new data: load it (as at start, its own saves trusted), then say so. */
async function reload(seq: number, saved: string | null) {
  await started
  storage = pageStorage(saved)
  await loadOrSeed(storage, import.meta.env.DEV ? null : import.meta.url)
  lifecycle.afterRequest = () => saveIfChanged(storage)
  announced = []
  post({ kind: 'reloaded', seq })
}

/** The port on which the service worker sends this page's calls. */
function serve(port: MessagePort) {
  port.onmessage = ({ data }: MessageEvent<PortCall>) => {
    void answer(data.request)
      // The handlers answer their own failures (kit.ts); this is the last line, as msw's own in the page was.
      .catch((e: unknown) => {
        console.error('[mock] unhandled exception', data.request.method, data.request.url, e)
        return responseToWire(Response.json({ message: 'Server Error' }, { status: 500 }))
      })
      .then((response) => {
        const message: PortAnswer = { id: data.id, response }
        port.postMessage(message, transferOf(response))
      })
  }
}

scope.onmessage = ({ data, ports }) => {
  switch (data.kind) {
    case 'start':
      start(data.saved).catch((e: unknown) =>
        post({ kind: 'failed', message: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
      )
      break
    case 'connect':
      if (ports[0]) serve(ports[0])
      break
    case 'saved':
      storage.acknowledge(data.seq)
      break
    case 'sanitised':
      sanitising.get(data.id)?.(data.html)
      sanitising.delete(data.id)
      break
    case 'reload':
      void reload(data.seq, data.saved)
      break
  }
}

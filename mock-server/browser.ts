import { STORAGE_KEY } from './store/storage-key'
import { currentApiBasePath } from './kit/route-match'
import type { FromServiceWorker, TabEvent, ToPage, ToWorker } from './browser-wire'
import { announceLiveEvent } from '../src/lib/live-events'
import { followDemoClock } from '../src/lib/app-clock'

export { DEMO_CITY } from './demo-city'

/** A save the browser's storage refused: how long the demo's data had grown. */
export type SaveRefused = { characters: number }

export type StartOptions = {
  /** Told when a save is refused (the storage is full) and again, with null, when a later save fits. */
  onSaveRefused?: (refused: SaveRefused | null) => void
}

/**
 * Starts the demo's mock backend for this page. The mock runs in a worker (mock-server/browser-worker.ts): its
 * start-up (arktype's, the seed or the restore, the handlers' code) and every answer run beside the page, not on its
 * main thread, where they froze a phone for a second or more on every load. A service worker
 * (public/hola-mock-sw.js) catches the app's API calls and hands them to the mock on a port this page gives both;
 * nothing else the page loads passes through either. The page keeps only what needs it: the worker's saves go to its
 * localStorage (before the answer that made them leaves), and a vendor's rich text is sanitised with its DOM.
 * docs/decisions/performance.md, "The demo's mock".
 *
 * Resolves once the data is loaded and the service worker hands this page's calls to the mock, with where the demo
 * clock stands.
 */
export async function startBrowserMock({ onSaveRefused }: StartOptions = {}) {
  const mock = new Worker(new URL('./browser-worker.ts', import.meta.url), { type: 'module', name: 'hola-mock' })
  const send = (message: ToWorker, transfer: Transferable[] = []) => mock.postMessage(message, transfer)
  let refused: SaveRefused | null = null
  const tabs = shareWithOtherTabs(send)
  const ready = new Promise<number>((resolve, reject) => {
    mock.onerror = (e) => reject(new Error(`the mock's worker failed to start: ${e.message}`))
    mock.onmessage = ({ data }: MessageEvent<ToPage>) => {
      switch (data.kind) {
        case 'ready':
          // For the benchmarks: when the mock could first answer.
          performance.mark('hola:mock-ready')
          resolve(data.clockOffsetMs)
          break
        case 'failed':
          reject(new Error(`the mock's worker failed to start: ${data.message}`))
          break
        case 'save':
          try {
            localStorage.setItem(data.key, data.text)
            if (refused) onSaveRefused?.((refused = null))
          } catch (e) {
            // The browser's storage is full (about 5 million characters an origin in Chromium): the page says so and
            // offers a reset, rather than losing this change silently at the next reload.
            console.warn('[mock] could not save data', e)
            refused = { characters: data.text.length }
            onSaveRefused?.(refused)
          }
          send({ kind: 'saved', seq: data.seq })
          break
        case 'events':
          tabs.tell(data.events)
          break
        case 'reloaded':
          tabs.reloaded(data.seq)
          break
        case 'sanitise':
          void import('./areas/vendor-deals/deal-html')
            .then(({ sanitiseDealHtml }) => sanitiseDealHtml(data.html))
            .then((html) => send({ kind: 'sanitised', id: data.id, html }))
          break
      }
    }
  })
  send({ kind: 'start', saved: localStorage.getItem(STORAGE_KEY) })
  const [clockOffsetMs] = await Promise.all([ready, connectServiceWorker(send)])
  return { clockOffsetMs }
}

/**
 * The demo's live screens across a browser's tabs (src/api/live-events.ts): what a request announced here goes to the
 * other tabs on a BroadcastChannel (a tab never hears its own). A tab that hears it has its mock load the saved data
 * again (each tab's mock keeps its own copy of localStorage's), then tells its screens, which re-read.
 */
function shareWithOtherTabs(send: (message: ToWorker) => void) {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('hola-demo-events') : null
  const waiting = new Map<number, TabEvent[]>()
  let seq = 0
  if (channel)
    channel.onmessage = ({ data }: MessageEvent<TabEvent[]>) => {
      waiting.set(++seq, data)
      send({ kind: 'reload', seq, saved: localStorage.getItem(STORAGE_KEY) })
    }
  return {
    tell: (events: TabEvent[]) => channel?.postMessage(events),
    reloaded(at: number) {
      const events = waiting.get(at) ?? []
      waiting.delete(at)
      for (const event of events) {
        if (event.name === 'clock.moved' && typeof event.offset_ms === 'number') followDemoClock(event.offset_ms)
        announceLiveEvent(event)
      }
    },
  }
}

/** Registers the service worker, waits until it controls this page, and joins it to the mock with a port. */
async function connectServiceWorker(send: (message: ToWorker, transfer: Transferable[]) => void) {
  const container = navigator.serviceWorker
  // A build's worker is the app's (src/sw/sw.ts), which imports this hand-off: one worker per scope
  // (docs/decisions/installable-app.md). The dev server builds no app worker, so it registers the hand-off alone.
  const worker = import.meta.env.DEV ? 'hola-mock-sw.js' : 'sw.js'
  const script = new URL(
    `${import.meta.env.BASE_URL}${worker}?base=${encodeURIComponent(currentApiBasePath())}`,
    window.location.href,
  ).href
  let connected: () => void = () => {}
  const connect = () => {
    const channel = new MessageChannel()
    send({ kind: 'connect' }, [channel.port1])
    container.controller?.postMessage({ kind: 'connect' }, [channel.port2])
  }
  container.onmessage = ({ data }: MessageEvent<FromServiceWorker>) => {
    if (data.kind === 'connected') connected()
    // The browser stopped the idle service worker and its port went with it.
    if (data.kind === 'connect-again') connect()
  }
  const registration = await container.register(script)
  if (container.controller?.scriptURL !== script) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (container.controller?.scriptURL !== script) return
        container.removeEventListener('controllerchange', check)
        resolve()
      }
      container.addEventListener('controllerchange', check)
      // A new worker claims the page when it activates; an active one does not, after a hard reload, until asked.
      registration.active?.postMessage({ kind: 'claim' })
      check()
    })
  }
  await new Promise<void>((resolve) => {
    connected = resolve
    connect()
  })
}

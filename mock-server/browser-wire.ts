/**
 * What the page (mock-server/browser.ts), the service worker (public/hola-mock-sw.js) and the mock's worker
 * (mock-server/browser-worker.ts) say to each other. Calls and answers cross as plain data (a message cannot carry a
 * Request or a Response), bodies as bytes handed over rather than copied. The service worker is plain JavaScript and
 * builds its messages by hand: keep it in step with `WireMessage`, `PortCall` and `PortAnswer`.
 */
export type WireMessage = {
  url?: string
  method?: string
  status?: number
  statusText?: string
  headers: [string, string][]
  body: ArrayBuffer | null
}

/** On the port the page hands the service worker and the mock (one per page): a call, and its answer. */
export type PortCall = { id: number; request: WireMessage }
export type PortAnswer = { id: number; response: WireMessage | null }

export type ToWorker =
  /** The saved database (localStorage is the page's; the worker has none). */
  | { kind: 'start'; saved: string | null }
  /** With a port (transferred) on which the service worker sends this page's calls. */
  | { kind: 'connect' }
  | { kind: 'saved'; seq: number }
  | { kind: 'sanitised'; id: number; html: string }
  /** Another tab changed the data (its events came on the BroadcastChannel): load the saved data again. */
  | { kind: 'reload'; seq: number; saved: string | null }

/** What a request announced (domain events, the clock moved, a reset), for the browser's other tabs. */
export type TabEvent = { name: string } & Record<string, unknown>

export type ToPage =
  | { kind: 'ready'; clockOffsetMs: number }
  | { kind: 'failed'; message: string }
  /** To write to the page's localStorage, acknowledged (`saved`) before the answer that changed the data leaves. */
  | { kind: 'save'; seq: number; key: string; text: string }
  /** A vendor's rich text, to be made safe with the page's DOM (a worker has none): vendor-deal-html.ts. */
  | { kind: 'sanitise'; id: number; html: string }
  /** A request announced these (sent after its data was saved): the page passes them to its other tabs. */
  | { kind: 'events'; events: TabEvent[] }
  | { kind: 'reloaded'; seq: number }

/** Messages the service worker sends a page. */
export type FromServiceWorker = { kind: 'connected' } | { kind: 'connect-again' }

/** Bodies of GET and HEAD requests must be absent rather than empty. */
export const requestFromWire = (m: WireMessage) =>
  new Request(m.url!, {
    method: m.method,
    headers: m.headers,
    body: m.method === 'GET' || m.method === 'HEAD' || m.body === null ? null : m.body,
  })

export async function responseToWire(response: Response): Promise<WireMessage> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: response.body === null ? null : await response.arrayBuffer(),
  }
}

/** The buffers a message can hand over instead of copying. */
export const transferOf = (m: WireMessage | null): Transferable[] => (m?.body ? [m.body] : [])

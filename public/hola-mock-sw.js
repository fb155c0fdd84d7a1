/*
 * The demo's service worker: it hands each of the app's API calls to the mock backend, which runs in a worker of the
 * page that made the call (mock-server/browser.ts starts both and joins them with a MessageChannel;
 * mock-server/browser-worker.ts answers). Everything else (the app's files, images, navigations) goes to the network
 * untouched, without a detour through the page. Plain JavaScript: a service worker must be served from the site's root
 * to control it, so it is not bundled. `?base=` names the API's path prefix.
 *
 * Messages it takes from a page: `connect` with a port to that page's mock (answered `connected`), and `claim` (a
 * page a hard reload left uncontrolled). A browser stops an idle service worker, and its ports go with it: on the next
 * call it asks the page for a new one (`connect-again`).
 */
const base = new URL(self.location.href).searchParams.get('base') || '/api'
/** The page (client id) -> its link to its mock: the port, and the answers awaited on it by call id. */
const links = new Map()
/** Calls waiting for a page to connect (after a restart of this worker). */
const waiting = new Map()
let nextId = 1

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  const source = event.source
  const data = event.data
  if (!source || !source.id || !data) return
  if (data.kind === 'claim') event.waitUntil(self.clients.claim())
  if (data.kind === 'connect' && event.ports[0]) {
    const link = { port: event.ports[0], pending: new Map() }
    link.port.onmessage = ({ data: answer }) => {
      const done = link.pending.get(answer.id)
      link.pending.delete(answer.id)
      if (done) done(answer.response)
    }
    links.set(source.id, link)
    for (const resolve of waiting.get(source.id) || []) resolve(link)
    waiting.delete(source.id)
    source.postMessage({ kind: 'connected' })
    event.waitUntil(forgetClosedPages())
  }
})

async function forgetClosedPages() {
  for (const id of [...links.keys()]) if (!(await self.clients.get(id))) links.delete(id)
}

const underApi = (pathname) => pathname === base || pathname.startsWith(`${base}/`)

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.mode === 'navigate' || !event.clientId) return
  if (!underApi(new URL(request.url).pathname)) return
  event.respondWith(answer(event.clientId, request))
})

/** The page's link to its mock; after a restart of this worker, asked for again (null: the page has no mock). */
async function linkOf(clientId) {
  const link = links.get(clientId)
  if (link) return link
  const client = await self.clients.get(clientId)
  if (!client) return null
  return new Promise((resolve) => {
    waiting.set(clientId, [...(waiting.get(clientId) || []), resolve])
    client.postMessage({ kind: 'connect-again' })
    setTimeout(() => resolve(links.get(clientId) || null), 10000)
  })
}

/** Bodies of 204, 205 and 304 answers must be absent rather than empty. */
const bodyless = (status) => status === 204 || status === 205 || status === 304

async function answer(clientId, request) {
  const link = await linkOf(clientId)
  if (!link) return fetch(request)
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer()
  const id = nextId++
  const wire = { url: request.url, method: request.method, headers: [...request.headers], body }
  const response = await new Promise((resolve) => {
    link.pending.set(id, resolve)
    link.port.postMessage({ id, request: wire }, body ? [body] : [])
  })
  if (!response) return fetch(request)
  return new Response(bodyless(response.status) ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

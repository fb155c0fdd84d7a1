/**
 * The app's service worker (docs/decisions/installable-app.md), built by vite-plugin-pwa (injectManifest) into /sw.js
 * with the build's file list, which Workbox writes into `self.__WB_MANIFEST`.
 *
 * - In the demo build (the mock in the page; not the shared demo) it first imports the mock's hand-off (public/hola-mock-sw.js): one worker per scope, and the
 *   mock's fetch listener, registered first, answers the API's paths before this one looks at a request. A build with
 *   mocking off drops that line, and the production bundle check (tools/check-prod-bundle.mjs) reads this file.
 * - The app's files are copied into the cache when a page asks (`PRECACHE`: when My Orders or the deal-code page
 *   opens, when the page is hidden, or 10 s after load; src/features/app-updates/copy-for-offline.ts), not at install: in the demo the page waits for this worker to control it before its first render, and an install that
 *   downloaded every chunk first would hold that render back.
 * - Until the copy is complete, a request for the app's files goes to the network as if there were no worker; after
 *   it, from the cache (the files are named by their content, so a copy is never stale). A page (a navigation) comes
 *   from the network, or the copied index.html when the network fails or is slow: every screen is the one app.
 * - Nothing personal is cached here: API answers never pass through this cache (the saved vouchers are the page's).
 */

import { isFilePath } from '../lib/file-name'

type ManifestEntry = { url: string; revision: string | null }
type WaitingEvent = Event & { waitUntil(promise: Promise<unknown>): void }
type FetchEvent = WaitingEvent & {
  request: Request
  preloadResponse: Promise<Response | undefined>
  respondWith(response: Promise<Response>): void
}
type MessageEvent = WaitingEvent & { data: unknown }
type NotificationEvent = WaitingEvent & { notification: { data: unknown; close(): void } }
type WindowClient = { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> }
type WorkerScope = {
  registration: { scope: string; navigationPreload?: { enable(): Promise<void> } }
  skipWaiting(): Promise<void>
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  addEventListener(type: 'activate', listener: (event: WaitingEvent) => void): void
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void
  clients: {
    matchAll(options: { type: 'window' }): Promise<WindowClient[]>
    openWindow(url: string): Promise<unknown>
  }
  importScripts(...urls: string[]): void
}
const worker = self as unknown as WorkerScope

// Only where the page runs its own mock: a production build has none, and the shared demo's pages call one server.
const mode = import.meta.env.VITE_API_MOCKING
if (mode !== 'off' && mode !== 'shared') worker.importScripts(`${import.meta.env.BASE_URL}hola-mock-sw.js`)

const CACHE = 'hola-app'
/** How long a page waits for the network before the copied app is shown instead (a weak signal in a basement). */
const NETWORK_PATIENCE_MS = 4000

const scope = worker.registration.scope
/** Each file's address -> its key in the cache (the revision in it for files not named by their content). */
const keys = new Map(
  // Written out in full: Workbox finds the place to write the list by this very text.
  (self as unknown as { __WB_MANIFEST: ManifestEntry[] }).__WB_MANIFEST.map((e) => {
    const url = new URL(e.url, scope).href
    return [url, e.revision ? `${url}?__rev=${e.revision}` : url] as const
  }),
)
const shellKey = keys.get(new URL('index.html', scope).href)

const cachedKeys = async () => new Set((await (await caches.open(CACHE)).keys()).map((r) => r.url))
/** Whether every file of this version is in the cache: known a moment after this worker starts. */
let complete: boolean | undefined
const checked = cachedKeys().then((have) => (complete = [...keys.values()].every((k) => have.has(k))))

let filling: Promise<void> | null = null
/** Copies what is missing, a few files at a time, then forgets the files of earlier versions. */
async function fill() {
  const cache = await caches.open(CACHE)
  const have = await cachedKeys()
  const missing = [...keys].filter(([, key]) => !have.has(key))
  const copy = async ([url, key]: readonly [string, string]) => {
    // A file without a hash in its name (index.html, the icons) bypasses the HTTP cache, so its revision is current.
    const response = await fetch(url, { cache: url === key ? 'default' : 'reload', credentials: 'same-origin' })
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    await cache.put(key, response)
  }
  for (let i = 0; i < missing.length; i += 6) await Promise.all(missing.slice(i, i + 6).map(copy))
  const wanted = new Set(keys.values())
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request)
  complete = true
}

worker.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type
  if (type === 'PRECACHE') {
    filling ??= fill().finally(() => (filling = null))
    event.waitUntil(filling)
  }
  // "A new version is ready" -> Reload (workbox-window's messageSkipWaiting).
  if (type === 'SKIP_WAITING') event.waitUntil(worker.skipWaiting())
})

worker.addEventListener('activate', (event) => {
  if (worker.registration.navigationPreload) event.waitUntil(worker.registration.navigationPreload.enable())
})

// A reminder shown by the page (src/features/notifications/system-notifications.ts): a click opens its deal code.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(String((event.notification.data as { url?: unknown } | null)?.url ?? ''), scope).href
  event.waitUntil(
    worker.clients.matchAll({ type: 'window' }).then(async (open) => {
      const app = open.find((c) => c.url.startsWith(scope))
      if (!app) return worker.clients.openWindow(url)
      await app.navigate(url)
      return app.focus()
    }),
  )
})

async function page(event: FetchEvent): Promise<Response> {
  const shell = () => (shellKey ? caches.match(shellKey) : Promise.resolve(undefined))
  const network = event.preloadResponse.then((preloaded) => preloaded ?? fetch(event.request))
  let timer: ReturnType<typeof setTimeout> | undefined
  const slow = new Promise<Response>((resolve) => {
    timer = setTimeout(() => void shell().then((copy) => resolve(copy ?? network)), NETWORK_PATIENCE_MS)
  })
  try {
    return await Promise.race([network, slow])
  } catch {
    return (await shell()) ?? Response.error()
  } finally {
    clearTimeout(timer)
  }
}

async function file(key: string, request: Request): Promise<Response> {
  if (complete === undefined) await checked
  return (complete && (await caches.match(key))) || fetch(request)
}

worker.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  if (request.mode === 'navigate') {
    // Navigations outside the app's own origin or scope are not ours, nor those to a file (the partner kit's PDF):
    // the app's shell is never what a file's address shows, offline included.
    if (request.url.startsWith(scope) && !isFilePath(new URL(request.url).pathname)) event.respondWith(page(event))
    return
  }
  const url = new URL(request.url)
  const key = keys.get(url.origin + url.pathname)
  // Not one of the app's files, or the copy is not complete: the network, untouched.
  if (!key || complete === false) return
  event.respondWith(file(key, request))
})

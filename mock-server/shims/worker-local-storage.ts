/**
 * msw's cookie store refuses to start outside Node without a global `localStorage` (msw/lib/core/utils/cookieStore),
 * and the mock's worker has none. The mock keeps no cookies (vite.config.ts leaves msw's cookie jar out), so an empty
 * one does: msw then neither reads nor writes it. Imported first by mock-server/browser-worker.ts, before msw.
 */
if (typeof localStorage === 'undefined') Object.defineProperty(globalThis, 'localStorage', { value: {} })

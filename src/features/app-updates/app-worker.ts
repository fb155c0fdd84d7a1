import { Workbox } from 'workbox-window'
import { copyForOfflineSoon } from './copy-for-offline'

/**
 * The page's side of the app's service worker (src/sw/sw.ts; docs/decisions/installable-app.md), started once the
 * page has settled, from a chunk of its own: registers it (in the demo, the worker the mock already registered, by the
 * same address), has it copy the app's files for offline use (copy-for-offline.ts), and says when a new version is
 * ready.
 */
export type AppWorker = {
  /** Activates the waiting version and reloads the page into it. */
  reload(): void
}

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60_000

export async function startAppWorker(onNewVersion: (worker: AppWorker) => void): Promise<void> {
  const container = navigator.serviceWorker
  // The dev server (npm start) builds no /sw.js (vite-plugin-pwa makes it with the build): there the mock's own
  // hand-off is the page's only worker, registered by the mock.
  if (!container || import.meta.env.DEV) return
  // The demo's worker was registered by the mock with its API base in the address: the same address, or it would be
  // replaced by one without.
  const current = (await container.getRegistration())?.active?.scriptURL
  const url = current && new URL(current).pathname === `${import.meta.env.BASE_URL}sw.js` ? current : '/sw.js'
  const wb = new Workbox(url, { scope: import.meta.env.BASE_URL })
  let reloading = false
  const reloadOnce = () => {
    if (reloading) return
    reloading = true
    window.location.reload()
  }
  const worker: AppWorker = {
    reload() {
      // A version that activates itself (the demo's, whose hand-off skips waiting) is already in control.
      container.addEventListener('controllerchange', reloadOnce)
      wb.messageSkipWaiting()
      if (!waiting) reloadOnce()
    },
  }
  let waiting = false
  // Production: the new version waits until the person chooses to reload.
  wb.addEventListener('waiting', () => {
    waiting = true
    onNewVersion(worker)
  })
  // The demo's worker takes over at once: the page still runs the old code.
  const hadController = Boolean(container.controller)
  container.addEventListener('controllerchange', () => {
    if (hadController && !reloading) onNewVersion(worker)
  })
  const registration = await wb.register()
  if (!registration) return
  // For the journeys: the page now follows its worker's versions.
  ;(window as { holaAppWorker?: boolean }).holaAppWorker = true
  copyForOfflineSoon()
  const check = () => document.visibilityState === 'visible' && void registration.update().catch(() => {})
  window.setInterval(check, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', check)
}

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> }

/**
 * The browser's offer to install the app (Chromium's beforeinstallprompt), kept by index.html's first script if it
 * came before this chunk. `offer` gets what installs it, or null once installed or used.
 */
export function followInstallOffer(offer: (install: (() => void) | null) => void) {
  const keep = (event: InstallPromptEvent) => {
    event.preventDefault()
    offer(() => {
      offer(null)
      void event.prompt()
    })
  }
  const early = (window as { holaInstallOffer?: InstallPromptEvent }).holaInstallOffer
  if (early) keep(early)
  window.addEventListener('beforeinstallprompt', (e) => keep(e as InstallPromptEvent))
  window.addEventListener('appinstalled', () => offer(null))
}

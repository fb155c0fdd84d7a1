import type { Notification as BellNotification } from '../../api/schemas/notifications'
import { ROUTES } from '../../lib/paths'

/**
 * A reminder before a deal ends also shows as a system notification while the app is open, where the person allowed
 * it (docs/decisions/installable-app.md). Reminders are the notifications that lead to a deal code
 * (mock-server/areas/notifications/notification-subscriber.ts, voucher.ending). Only those that arrive while the page is open: the
 * first answer of a page is what was already there.
 */
let known: Set<string> | null = null

export const isReminder = (n: Pick<BellNotification, 'reference_url'>) =>
  n.reference_url.startsWith(`${ROUTES.redeemDetails}?`)

export function showNewReminders(latest: readonly BellNotification[]) {
  const before = known
  known = new Set([...(before ?? []), ...latest.map((n) => n.uuid)])
  if (!before || typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  for (const n of latest) if (n.is_seen === 0 && !before.has(n.uuid) && isReminder(n)) show(n)
}

/**
 * Through the service worker where it controls the page (Chrome on Android allows no other way; a click on it opens
 * the deal-code page, src/sw/sw.ts), else the page's own.
 */
function show(n: BellNotification) {
  const options = { body: n.message, tag: n.uuid, icon: '/icons/icon-192.png', data: { url: n.reference_url } }
  const worker = navigator.serviceWorker
  if (worker?.controller) void worker.ready.then((r) => r.showNotification('Hola Deals', options))
  else new Notification('Hola Deals', options)
}

/** Forgets what this page had seen (sign-out, another person). */
export const forgetShownReminders = () => (known = null)

import { proxy } from 'valtio'
import { listNotification, seenNotification } from '../../api/notifications'
import type { Notification } from '../../api/schemas/notifications'
import { BELL_PREVIEW } from '../../lib/notification-texts'
import type { Role } from '../../lib/user-type'
import { forgetShownReminders, showNewReminders } from './system-notifications'

/**
 * The header's bell: the signed-in person's unseen count and newest few notifications, shared by the bell,
 * its dropdown and /notification, so seeing one anywhere drops the count everywhere.
 */
export const bell = proxy({
  /** Unseen notifications; null until the first answer (the badge waits rather than showing a wrong 0). */
  unseen: null as number | null,
  /** The newest few, for the dropdown. */
  latest: null as Notification[] | null,
  failed: false,
})

let asked = 0

/** Asks again for the count and the newest few; an older answer arriving after a newer one is dropped. */
export async function refreshBell(role: Role) {
  const mine = ++asked
  try {
    const r = await listNotification(role, { page: 1, rowsPerPage: BELL_PREVIEW, order: 'desc' })
    if (mine !== asked) return
    bell.unseen = r.unseen_notification_count
    bell.latest = r.data.data
    bell.failed = false
    showNewReminders(r.data.data)
  } catch {
    if (mine === asked) bell.failed = true
  }
}

/** Forgets the last person's bell (sign-out, or another person signing in). */
export function clearBell() {
  asked++
  forgetShownReminders()
  bell.unseen = null
  bell.latest = null
  bell.failed = false
}

/**
 * Opens a notification: an unseen one is marked seen first (the count drops by one, here and in the dropdown), then
 * the app goes to its reference_url. If marking fails the person still goes where it points.
 */
export async function openNotification(role: Role, n: Notification, go: (url: string) => void) {
  if (n.is_seen === 0) {
    try {
      const r = await seenNotification(role, n.uuid)
      bell.unseen = r.unseen_notification_count
      const shown = bell.latest?.find((x) => x.uuid === n.uuid)
      if (shown) shown.is_seen = 1
    } catch {
      // Still go: the notification stays unseen and the next refresh shows it so.
    }
  }
  go(n.reference_url)
}

import { useSyncExternalStore } from 'react'
import type { Notification } from '../../api/schemas/notifications'
import { appClockOffset, appNow, onAppClockMove } from '../../lib/app-clock'
import { relativeAge } from '../../lib/relative-age'

/**
 * One notification as the dropdown and /notification show it: the message and how long ago (the app's clock, which
 * follows the demo clock), unseen ones highlighted and marked in words for screen readers. Activating it opens it.
 */
export function NotificationItem({ n, onOpen }: { n: Notification; onOpen: () => void }) {
  // Re-render when the demo clock moves; the age itself reads the app's now.
  useSyncExternalStore(onAppClockMove, appClockOffset)
  const unseen = n.is_seen === 0
  return (
    <button type="button" className={`notification-item${unseen ? ' is-unseen' : ''}`} onClick={onOpen}>
      <span className="notification-message">
        {unseen && <span className="visually-hidden">Unseen: </span>}
        {n.message}
      </span>
      <time className="notification-age" dateTime={n.created_at}>
        {relativeAge(n.created_at, appNow())}
      </time>
    </button>
  )
}

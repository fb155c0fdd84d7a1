import { useState } from 'react'

/**
 * Asks, when the person chooses, to show reminders before a deal ends as system notifications while the app is open
 * (system-notifications.ts). Shown only where the browser can and has not been answered yet: nothing pretends.
 */
export function ReminderPermission() {
  const [state, setState] = useState(() => (typeof Notification === 'undefined' ? 'denied' : Notification.permission))
  if (state !== 'default') return null
  return (
    <p>
      <button
        type="button"
        className="button button-ghost"
        onClick={() => void Notification.requestPermission().then(setState)}
      >
        Notify me on this device before my deals end
      </button>
    </p>
  )
}

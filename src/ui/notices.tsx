import { signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { createPortal } from 'react-dom'
import { dismiss, notices } from '../state/ui'

/** The notice places of the open dialogs, innermost last (docs/decisions/first-impressions.md). */
const dialogSlots = signal<HTMLElement[]>([])

/**
 * Where an open dialog shows the notices: in its own flow, below its content, so a notice never lies on top of the
 * dialog's controls (a toast over the login drawer hid the role toggle and the code boxes), and its coming and going
 * moves none of them (above the content, the "Allow Location" warning leaving after 6 s moved Continue up 111 px).
 */
export function DialogNoticeSlot() {
  return <div className="dialog-notices" ref={registerSlot} />
}

/** One stable ref callback, reading with peek(): a render that tracks signals must not subscribe to the slots it adds
 * to, or adding one re-renders the dialog, which adds it again (an endless update loop). */
function registerSlot(node: HTMLElement | null) {
  if (!node) return
  dialogSlots.value = [...dialogSlots.peek(), node]
  return () => {
    dialogSlots.value = dialogSlots.peek().filter((n) => n !== node)
  }
}

/**
 * Toasts, announced to screen readers; each closes by itself or with its button. With a dialog open they move into
 * it; otherwise they sit at the bottom edge of the window, clear of the header and of each page's top controls.
 */
export function Notices() {
  useSignals()
  const slot = dialogSlots.value.at(-1)
  const list = (
    <div className={slot ? 'notices notices-in-dialog' : 'notices'} aria-live="polite">
      {notices.value.map((n) => (
        <div
          key={n.id}
          className={`notice notice-${n.kind}`}
          role={n.kind === 'error' || n.kind === 'warning' ? 'alert' : 'status'}
        >
          <div>
            <strong>{n.title}</strong>
            {n.text && <p>{n.text}</p>}
          </div>
          <button type="button" className="icon-button" aria-label="Close message" onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
  return slot ? createPortal(list, slot) : list
}

import { useSignals } from '@preact/signals-react/runtime'
import { dismiss, notices } from '../state/ui'

/** Toasts, announced to screen readers; each closes by itself or with its button. */
export function Notices() {
  useSignals()
  return (
    <div className="notices" aria-live="polite">
      {notices.value.map((n) => (
        <div key={n.id} className={`notice notice-${n.kind}`} role={n.kind === 'error' || n.kind === 'warning' ? 'alert' : 'status'}>
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
}

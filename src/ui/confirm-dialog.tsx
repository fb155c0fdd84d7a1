import { useSignals } from '@preact/signals-react/runtime'
import { confirmRequest } from '../state/ui'
import { Modal } from './modal'

/** Renders the open confirm() request (spec: confirm button colour #363445). */
export function ConfirmDialog() {
  useSignals()
  const req = confirmRequest.value
  if (!req) return null
  return (
    <Modal title={req.title} onClose={() => req.resolve(false)}>
      {req.text && <p>{req.text}</p>}
      <div className="actions">
        <button type="button" className="button button-confirm" autoFocus onClick={() => req.resolve(true)}>
          {req.confirmText}
        </button>
        <button type="button" className="button button-secondary" onClick={() => req.resolve(false)}>
          {req.cancelText}
        </button>
      </div>
    </Modal>
  )
}

import type { ConfirmRequest } from '../state/ui'
import { Modal } from './modal'

/** The confirm() dialog itself (confirm-dialog.tsx loads it when a request opens). */
export default function ConfirmDialogBody({ req }: { req: ConfirmRequest }) {
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

import { useState } from 'react'
import { ApiError } from '../../api/client'
import { cancelDealOrder, cancelReasonList } from '../../api/orders'
import { CANCEL_TEXTS, OTHER_REASON_ID } from '../../lib/order-status'
import type { Role } from '../../lib/user-type'
import { notify } from '../../state/ui'
import { BusyButton } from '../../ui/busy-button'
import { Modal } from '../../ui/modal'
import { Failed, Loading } from '../../ui/states'
import { TextField } from '../../ui/text-field'
import { useCall } from '../../ui/use-call'

type Errors = Partial<Record<'reason_id' | 'new_reason' | 'description', string>>

/**
 * Cancel Order (spec 3 §3, §5, §8): the server's reasons plus Others (id 0), the other reason when Others is chosen, a
 * description; 'Order cancelled successfully.' or 'Error: Unable to cancel order.'.
 */
export function CancelOrderDialog({
  role,
  order,
  onClose,
  onCancelled,
}: {
  role: Role
  order: { id: number; dealName: string }
  onClose: () => void
  onCancelled: () => void
}) {
  const reasons = useCall(() => cancelReasonList(), [])
  const [reason, setReason] = useState('')
  const [other, setOther] = useState('')
  const [description, setDescription] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const isOther = reason === String(OTHER_REASON_ID)

  async function submit() {
    const found: Errors = {}
    if (reason === '') found.reason_id = CANCEL_TEXTS.reasonRequired
    if (isOther && !other.trim()) found.new_reason = CANCEL_TEXTS.otherReasonRequired
    if (!description.trim()) found.description = CANCEL_TEXTS.descriptionRequired
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`cancel-${first}`)?.focus()
      return
    }
    setBusy(true)
    try {
      await cancelDealOrder(role, {
        order_id: order.id,
        reason_id: Number(reason),
        new_reason: isOther ? other.trim() : null,
        description: description.trim(),
      })
      notify('success', CANCEL_TEXTS.success)
      onCancelled()
    } catch (e) {
      if (e instanceof ApiError && e.status === 422)
        setErrors({
          reason_id: e.field('reason_id'),
          new_reason: e.field('new_reason'),
          description: e.field('description'),
        })
      notify('error', CANCEL_TEXTS.failure)
      setBusy(false)
    }
  }

  return (
    <Modal title="Cancel Order" onClose={onClose}>
      <p>{order.dealName}</p>
      {reasons.status === 'loading' && <Loading label="Loading the reasons…" />}
      {reasons.status === 'failed' && <Failed text="The reasons could not be loaded." onRetry={reasons.reload} />}
      {reasons.data && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <div className="field">
            <label htmlFor="cancel-reason_id">Reason</label>
            <select
              id="cancel-reason_id"
              value={reason}
              aria-invalid={Boolean(errors.reason_id)}
              aria-describedby={errors.reason_id ? 'cancel-reason_id-error' : undefined}
              onChange={(e) => {
                setReason(e.target.value)
                setErrors((x) => ({ ...x, reason_id: undefined }))
              }}
            >
              <option value="">Choose a reason</option>
              {reasons.data.reason.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
              <option value={OTHER_REASON_ID}>Others</option>
            </select>
            {errors.reason_id && (
              <p id="cancel-reason_id-error" className="field-error">
                {errors.reason_id}
              </p>
            )}
          </div>
          {isOther && (
            <TextField
              id="cancel-new_reason"
              label="Other Reason"
              maxLength={230}
              value={other}
              error={errors.new_reason}
              onChange={(v) => {
                setOther(v)
                setErrors((x) => ({ ...x, new_reason: undefined }))
              }}
            />
          )}
          <TextField
            id="cancel-description"
            label="Description"
            multiline
            rows={3}
            maxLength={1000}
            value={description}
            error={errors.description}
            onChange={(v) => {
              setDescription(v)
              setErrors((x) => ({ ...x, description: undefined }))
            }}
          />
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              Keep the order
            </button>
            <BusyButton type="submit" className="button button-danger" busy={busy}>
              Cancel Order
            </BusyButton>
          </div>
        </form>
      )}
    </Modal>
  )
}

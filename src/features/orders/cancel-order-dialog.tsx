import { cancelDealOrder, cancelReasonList } from '../../api/orders'
import { cancelDealOrderRequestLimits } from '../../api/schemas/request-limits'
import { CANCEL_TEXTS, OTHER_REASON_ID, cancelFormErrors, type CancelForm } from '../../lib/order-status'
import type { Role } from '../../lib/user-type'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { Modal } from '../../ui/modal'
import { SelectField } from '../../ui/select-field'
import { Failed, Loading } from '../../ui/states'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { useCall } from '../../ui/use-call'

const OTHERS = String(OTHER_REASON_ID)
type Values = { reason_id: string; new_reason: string; description: string }

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
  const isListed = (id: number) => Boolean(reasons.data?.reason.some((r) => r.id === id))
  const formOf = (value: Values): CancelForm => ({
    reason_id: value.reason_id === '' ? null : Number(value.reason_id),
    new_reason: value.new_reason,
    description: value.description,
  })
  const f = useAppForm<Values>({
    defaultValues: { reason_id: '', new_reason: '', description: '' },
    limits: cancelDealOrderRequestLimits,
    idPrefix: 'cancel',
    // The mock's rule (src/lib/order-status.ts), so the dialog and the server refuse the same form in the same words.
    formErrors: (value) => {
      const errors = cancelFormErrors(formOf(value), isListed)
      return Object.keys(errors).length > 0 ? errors : null
    },
    onSubmit: async (value) => {
      const isOther = value.reason_id === OTHERS
      await cancelDealOrder(role, {
        order_id: order.id,
        reason_id: Number(value.reason_id),
        new_reason: isOther ? value.new_reason.trim() : null,
        description: value.description.trim(),
      })
      notify('success', CANCEL_TEXTS.success)
      onCancelled()
    },
    onError: () => notify('error', CANCEL_TEXTS.failure),
  })
  const reasonOptions = [
    ...(reasons.data?.reason ?? []).map((r) => ({ value: String(r.id), label: r.name })),
    { value: OTHERS, label: 'Others' },
  ]

  return (
    <Modal title="Cancel Order" onClose={onClose}>
      <p>{order.dealName}</p>
      {reasons.status === 'loading' && <Loading label="Loading the reasons…" />}
      {reasons.status === 'failed' && <Failed text="The reasons could not be loaded." onRetry={reasons.reload} />}
      {reasons.data && (
        <SubmitForm {...f.formProps}>
          <SelectField
            id={f.id('reason_id')}
            label="Reason"
            placeholder="Choose a reason"
            options={reasonOptions}
            value={f.values.reason_id}
            onChange={(v) => f.set('reason_id', v)}
            error={f.errorOf('reason_id')}
          />
          {/* Only while Others is chosen: the field is not sent otherwise. */}
          {f.values.reason_id === OTHERS && <TextField label="Other Reason" {...f.draft('new_reason')} />}
          <TextField label="Description" multiline rows={3} {...f.draft('description')} />
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              Keep the order
            </button>
            <BusyButton type="submit" className="button button-danger" busy={f.busy}>
              Cancel Order
            </BusyButton>
          </div>
        </SubmitForm>
      )}
    </Modal>
  )
}

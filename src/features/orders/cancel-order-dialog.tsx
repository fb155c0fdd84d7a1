import { cancelDealOrder, cancelReasonList } from '../../api/orders'
import { cancelDealOrderRequest } from '../../api/schemas/orders'
import { CANCEL_TEXTS, OTHER_REASON_ID } from '../../lib/order-status'
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
const given = (message: string) => (value: string) => (value.trim() ? undefined : message)

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
  const f = useAppForm({
    defaultValues: { reason_id: '', new_reason: '', description: '' },
    schema: cancelDealOrderRequest,
    idPrefix: 'cancel',
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
  const { form } = f
  const otherReason = given(CANCEL_TEXTS.otherReasonRequired)
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
          <form.Field name="reason_id" validators={f.rules.check(given(CANCEL_TEXTS.reasonRequired))}>
            {(field) => (
              <SelectField label="Reason" placeholder="Choose a reason" options={reasonOptions} {...f.select(field)} />
            )}
          </form.Field>
          <form.Subscribe selector={(s) => s.values.reason_id === OTHERS}>
            {(isOther) =>
              isOther && (
                <form.Field
                  name="new_reason"
                  // Checked only while Others is chosen: the field is not sent otherwise.
                  validators={f.rules.check((v: string) =>
                    form.state.values.reason_id === OTHERS ? otherReason(v) : undefined,
                  )}
                >
                  {(field) => <TextField label="Other Reason" {...f.text(field)} />}
                </form.Field>
              )
            }
          </form.Subscribe>
          <form.Field name="description" validators={f.rules.check(given(CANCEL_TEXTS.descriptionRequired))}>
            {(field) => <TextField label="Description" multiline rows={3} {...f.text(field)} />}
          </form.Field>
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              Keep the order
            </button>
            <form.Subscribe selector={(s) => s.isSubmitting}>
              {(busy) => (
                <BusyButton type="submit" className="button button-danger" busy={busy}>
                  Cancel Order
                </BusyButton>
              )}
            </form.Subscribe>
          </div>
        </SubmitForm>
      )}
    </Modal>
  )
}

import { useState } from 'react'
import { ApiError } from '../../api/client'
import { reportDeal } from '../../api/customer-deals'
import { saveDealReportingRequestLimits } from '../../api/schemas/request-limits'
import { REPORT_TEXTS } from '../../lib/customer-deal-texts'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { Modal } from '../../ui/modal'
import { TextField } from '../../ui/text-field'
import { SubmitForm } from '../../ui/submit-form'

type Props = {
  deal: { id: number; name: string; vendor: { id: number } }
  /** Set when reporting from the orders page (spec 2 §3). */
  orderId?: number
  onClose: () => void
  /** After 'Deal has been reported wrong.': the caller hides the report action. */
  onReported: () => void
}

/**
 * Mark as Wrong: title and description, both required (spec 2 §5). Success shows 'Deal has been reported wrong.'.
 * The spec only logs a failure; the dialog also says so inline, so the customer knows their text was not sent.
 */
export function ReportDealDialog({ deal, orderId, onClose, onReported }: Props) {
  const [failure, setFailure] = useState<string>()
  const f = useAppForm({
    defaultValues: { title: '', description: '' },
    limits: saveDealReportingRequestLimits,
    onSubmit: async (value) => {
      setFailure(undefined)
      await reportDeal({
        title: value.title.trim(),
        description: value.description.trim(),
        deal_id: deal.id,
        vendor_id: deal.vendor.id,
        ...(orderId ? { order_id: orderId } : {}),
      })
      notify('success', REPORT_TEXTS.reported)
      onReported()
    },
    onError: (e, placed) => {
      console.error('Reporting the deal failed', e)
      if (!placed && !(e instanceof ApiError && e.status === 401))
        setFailure(e instanceof ApiError ? e.serverText : 'The report could not be sent. Please try again.')
    },
  })
  const { form } = f

  return (
    <Modal title="Mark as Wrong" onClose={onClose}>
      <p className="muted">Tell us what is wrong with “{deal.name}”.</p>
      <SubmitForm {...f.formProps}>
        <form.Field name="title" validators={f.rules.text('title')}>
          {(field) => <TextField label="Title" {...f.text(field)} />}
        </form.Field>
        <form.Field name="description" validators={f.rules.text('description')}>
          {(field) => <TextField label="Description" multiline rows={4} {...f.text(field)} />}
        </form.Field>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <div className="actions">
              <BusyButton type="submit" className="button" busy={submitting}>
                {submitting ? 'Sending…' : 'Report'}
              </BusyButton>
              <button type="button" className="button button-secondary" onClick={onClose}>
                Cancel
              </button>
            </div>
          )}
        </form.Subscribe>
      </SubmitForm>
    </Modal>
  )
}

import { useForm } from '@tanstack/react-form'
import { useId, useRef, useState } from 'react'
import { ApiError } from '../../api/client'
import { reportDeal } from '../../api/customer-deals'
import { REPORT_TEXTS } from '../../lib/customer-deal-texts'
import { notify } from '../../state/ui'
import { BusyButton } from '../../ui/busy-button'
import { checkedOnSubmit } from '../../ui/checked-on-submit'
import { focusFirstInvalid } from '../../ui/focus-first-invalid'
import { Modal } from '../../ui/modal'
import { useServerErrors } from '../../ui/server-errors'
import { TextField } from '../../ui/text-field'
import { SubmitForm } from '../../ui/submit-form'

/** Title and description: required (blank counts as missing), with the server's length limits. */
const required = (label: string, max: number) => (value: string) => {
  const v = value.trim()
  if (!v) return `The ${label} field is required.`
  if (v.length > max) return `The ${label} field must not be greater than ${max} characters.`
  return undefined
}
const checkTitle = required('title', 230)
const checkDescription = required('description', 1000)

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
  const id = useId()
  const { setServer, bind } = useServerErrors<'title' | 'description'>()
  const [failure, setFailure] = useState<string>()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: { title: '', description: '' },
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value }) => {
      setServer({})
      setFailure(undefined)
      try {
        await reportDeal({
          title: value.title.trim(),
          description: value.description.trim(),
          deal_id: deal.id,
          vendor_id: deal.vendor.id,
          ...(orderId ? { order_id: orderId } : {}),
        })
        notify('success', REPORT_TEXTS.reported)
        onReported()
      } catch (e) {
        console.error('Reporting the deal failed', e)
        if (e instanceof ApiError && e.status === 422 && Object.keys(e.errors).length) {
          setServer({ title: e.field('title'), description: e.field('description') })
          focusFirstInvalid(formRef.current)
        } else if (!(e instanceof ApiError && e.status === 401)) {
          setFailure(e instanceof ApiError ? e.serverText : 'The report could not be sent. Please try again.')
        }
      }
    },
  })

  return (
    <Modal title="Mark as Wrong" onClose={onClose}>
      <p className="muted">Tell us what is wrong with “{deal.name}”.</p>
      <SubmitForm ref={formRef} onSubmit={form.handleSubmit}>
        <form.Field name="title" validators={checkedOnSubmit(checkTitle)}>
          {(field) => <TextField id={`${id}-title`} label="Title" maxLength={230} {...bind('title', field)} />}
        </form.Field>
        <form.Field name="description" validators={checkedOnSubmit(checkDescription)}>
          {(field) => (
            <TextField
              id={`${id}-description`}
              label="Description"
              multiline
              rows={4}
              maxLength={1000}
              {...bind('description', field)}
            />
          )}
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

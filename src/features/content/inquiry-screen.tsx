import { useId } from 'react'
import { Link, useLocation } from 'wouter'
import { ApiError } from '../../api/client'
import { addInquiry } from '../../api/content'
import { FIELD_LIMITS, emailError, nameError, notesError, subjectError } from '../../lib/contact-forms'
import { paths } from '../../lib/paths'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { usePageTitle } from '../../ui/page-title'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import './content.css'

/** Spec 3 §8. */
export const INQUIRY_SUCCESS = 'Thanks for the Inquiry we will get back to you very soon!'

type Name = 'name' | 'email' | 'subject' | 'notes'

/**
 * /inquiry, the contact form (spec 3 §2, §5, §8): name, email, subject and notes; Save sends it and goes home with
 * the thank-you message, Cancel goes home. The server's 422 errors show under their fields; a 401 under the email.
 */
export default function InquiryScreen() {
  usePageTitle('Contact us')
  const id = useId()
  const [, navigate] = useLocation()
  const f = useAppForm({
    defaultValues: { name: '', email: '', subject: '', notes: '' },
    onSubmit: async (value) => {
      await addInquiry({
        name: value.name.trim(),
        email: value.email.trim(),
        subject: value.subject.trim(),
        notes: value.notes.trim(),
      })
      notify('success', 'Success', INQUIRY_SUCCESS)
      f.form.reset()
      navigate(paths.home())
    },
    onError: (e, placed) => {
      if (placed) return
      if (!(e instanceof ApiError)) notify('error', 'FAILED', 'Something went wrong')
      else if (e.status === 401) f.showErrors({ email: e.message })
      else notify('error', 'FAILED', e.serverText)
    },
  })
  const { form } = f

  const rules: Record<Name, (v: string) => string | undefined> = {
    name: (v) => nameError(v, FIELD_LIMITS.inquiryName),
    email: emailError,
    subject: subjectError,
    notes: notesError,
  }
  const fields: Array<{ name: Name; label: string; props: Record<string, unknown>; multiline?: boolean }> = [
    { name: 'name', label: 'Name', props: { autoComplete: 'name', maxLength: FIELD_LIMITS.inquiryName } },
    { name: 'email', label: 'Email', props: { type: 'email', autoComplete: 'email', maxLength: FIELD_LIMITS.email } },
    { name: 'subject', label: 'Subject', props: { maxLength: FIELD_LIMITS.subject } },
    { name: 'notes', label: 'Notes', props: { maxLength: FIELD_LIMITS.notes }, multiline: true },
  ]

  return (
    <section className="page inquiry-page">
      <h1 id={`${id}-title`}>Contact us</h1>
      <p className="muted">Questions, feedback or an outlet to suggest? Write to us and we will reply by email.</p>
      <SubmitForm {...f.formProps} className="inquiry-form" aria-labelledby={`${id}-title`}>
        {fields.map((x) => (
          <form.Field key={x.name} name={x.name} validators={f.rules.check(rules[x.name])}>
            {(field) => <TextField label={x.label} multiline={x.multiline} {...x.props} {...f.text(field)} />}
          </form.Field>
        ))}
        <div className="actions">
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => (
              <BusyButton type="submit" className="button" busy={submitting}>
                {submitting ? 'Saving…' : 'Save'}
              </BusyButton>
            )}
          </form.Subscribe>
          <Link href={paths.home()} className="button button-secondary">
            Cancel
          </Link>
        </div>
      </SubmitForm>
    </section>
  )
}

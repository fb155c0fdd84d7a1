import { useForm } from '@tanstack/react-form'
import { useId, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { ApiError } from '../../api/client'
import { addInquiry } from '../../api/content'
import { FIELD_LIMITS, emailError, nameError, notesError, subjectError } from '../../lib/contact-forms'
import { notify } from '../../state/ui'
import { usePageTitle } from '../../ui/page-title'
import { checkedOnSubmit } from '../../ui/checked-on-submit'
import { focusFirstInvalid } from '../../ui/focus-first-invalid'
import { TextField } from '../../ui/text-field'
import { useServerErrors } from '../../ui/server-errors'
import './content.css'
import { BusyButton } from '../../ui/busy-button'
import { SubmitForm } from '../../ui/submit-form'

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
  const { setServer, bind } = useServerErrors<Name>()

  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: { name: '', email: '', subject: '', notes: '' },
    // Submit checks every field, even after a blur already found one wrong.
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    onSubmit: async ({ value, formApi }) => {
      setServer({})
      try {
        await addInquiry({
          name: value.name.trim(),
          email: value.email.trim(),
          subject: value.subject.trim(),
          notes: value.notes.trim(),
        })
        notify('success', 'Success', INQUIRY_SUCCESS)
        formApi.reset()
        navigate('/')
      } catch (e) {
        if (!(e instanceof ApiError)) return notify('error', 'FAILED', 'Something went wrong')
        if (e.status === 422 && Object.keys(e.errors).length) {
          setServer({
            name: e.field('name'),
            email: e.field('email'),
            subject: e.field('subject'),
            notes: e.field('notes'),
          })
          focusFirstInvalid(formRef.current)
        } else if (e.status === 401) {
          setServer({ email: e.message })
          focusFirstInvalid(formRef.current)
        } else {
          notify('error', 'FAILED', e.serverText)
        }
      }
    },
  })

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
      <SubmitForm ref={formRef} className="inquiry-form" aria-labelledby={`${id}-title`} onSubmit={form.handleSubmit}>
        {fields.map((f) => (
          <form.Field key={f.name} name={f.name} validators={checkedOnSubmit(rules[f.name])}>
            {(field) => (
              <TextField
                id={`${id}-${f.name}`}
                label={f.label}
                multiline={f.multiline}
                {...f.props}
                {...bind(f.name, field)}
              />
            )}
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
          <Link href="/" className="button button-secondary">
            Cancel
          </Link>
        </div>
      </SubmitForm>
    </section>
  )
}

import { useEffect, useState } from 'react'
import { ApiError } from '../../api/client'
import { mockControl } from '../../api/mock-control'
import type { Persona } from '../../api/schemas/mock-control'
import { socialGrantRequestLimits } from '../../api/schemas/request-limits'
import { mockSocialGrant } from '../../api/signup'
import { emailError } from '../../lib/contact-forms'
import { useAppForm } from '../../ui/app-form'
import { Modal } from '../../ui/modal'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import type { SocialAccount, SocialType } from './social-providers'

const OTHER = 'other'

/**
 * The demo's stand-in for Google's or Facebook's consent screen (no provider offline): choose an account, or cancel.
 * Choosing asks the mock for a one-time token bound to that account (POST __mock/social/grant), which social-login
 * then verifies, as a backend verifies a real provider's credential.
 */
export default function SocialConsentDialog({
  type,
  onDone,
}: {
  type: SocialType
  onDone: (account: SocialAccount | null) => void
}) {
  const [personas, setPersonas] = useState<Persona[]>([])
  const f = useAppForm({
    defaultValues: { account: '', full_name: '', email: '' },
    limits: socialGrantRequestLimits,
    idPrefix: 'social',
    onSubmit: async (v) => {
      const persona = personas.find((p) => p.email === v.account)
      const account = persona
        ? { email: persona.email, full_name: persona.story.split(',')[0] ?? persona.label }
        : { email: v.email.trim(), full_name: v.full_name.trim() || v.email.trim() }
      const { token } = await mockSocialGrant({ social_type: type, ...account, image: '' })
      onDone({ ...account, image: '', social_token: token })
    },
    onError: (err, placed) => {
      if (!placed) f.setProblem(err instanceof ApiError ? err.message : 'Something went wrong')
    },
  })
  const { form } = f
  const chosen = f.values.account

  useEffect(() => {
    let live = true
    const choose = (account: string) => form.setFieldValue('account', (c) => c || account)
    mockControl.personas().then(
      (r) => {
        if (!live) return
        setPersonas(r.personas)
        choose(r.personas[0]?.email ?? OTHER)
      },
      () => live && choose(OTHER),
    )
    return () => {
      live = false
    }
  }, [form])

  return (
    <Modal title={`Sign in with ${type} (demo)`} onClose={() => onDone(null)} className="social-consent">
      <SubmitForm {...f.formProps}>
        <p className="muted">
          There is no {type} in the demo: this dialog plays it. Choose the account {type} would sign you in with.
        </p>
        <fieldset className="social-accounts">
          <legend>Account</legend>
          {personas.map((p) => (
            <label key={p.email} className="check">
              <input
                type="radio"
                name="social-account"
                value={p.email}
                checked={chosen === p.email}
                onChange={() => f.set('account', p.email)}
              />{' '}
              {p.email} <small className="muted">({p.label})</small>
            </label>
          ))}
          <label className="check">
            <input
              type="radio"
              name="social-account"
              value={OTHER}
              checked={chosen === OTHER}
              onChange={() => f.set('account', OTHER)}
            />{' '}
            Another account
          </label>
        </fieldset>
        {chosen === OTHER && (
          <>
            <form.Field name="full_name">{(field) => <TextField label="Name" {...f.text(field)} />}</form.Field>
            <form.Field name="email" validators={f.rules.check(emailError)}>
              {(field) => <TextField label="Email" type="email" {...f.text(field)} />}
            </form.Field>
          </>
        )}
        {f.problem && (
          <p className="field-error" role="alert">
            {f.problem}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button" disabled={f.busy}>
            Continue
          </button>
          <button type="button" className="button button-secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        </div>
      </SubmitForm>
    </Modal>
  )
}

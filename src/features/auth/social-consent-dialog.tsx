import { useEffect, useState, type FormEvent } from 'react'
import { ApiError } from '../../api/client'
import { mockControl } from '../../api/mock-control'
import type { Persona } from '../../api/schemas/mock-control'
import { mockSocialGrant } from '../../api/signup'
import { emailError } from '../../lib/contact-forms'
import { Modal } from '../../ui/modal'
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
  const [chosen, setChosen] = useState<string>('')
  const [other, setOther] = useState({ full_name: '', email: '' })
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    mockControl.personas().then(
      (r) => {
        if (!live) return
        setPersonas(r.personas)
        setChosen((c) => c || r.personas[0]?.email || OTHER)
      },
      () => live && setChosen(OTHER),
    )
    return () => {
      live = false
    }
  }, [])

  async function submit(e: FormEvent) {
    e.preventDefault()
    const persona = personas.find((p) => p.email === chosen)
    const account = persona
      ? { email: persona.email, full_name: persona.story.split(',')[0] ?? persona.label }
      : { email: other.email.trim(), full_name: other.full_name.trim() || other.email.trim() }
    const problem = emailError(account.email)
    if (problem) return setError(problem)
    setBusy(true)
    try {
      const { token } = await mockSocialGrant({ social_type: type, ...account, image: '' })
      onDone({ ...account, image: '', social_token: token })
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong')
      setBusy(false)
    }
  }

  return (
    <Modal title={`Sign in with ${type} (demo)`} onClose={() => onDone(null)} className="social-consent">
      <form onSubmit={(e) => void submit(e)} noValidate>
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
                onChange={() => setChosen(p.email)}
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
              onChange={() => setChosen(OTHER)}
            />{' '}
            Another account
          </label>
        </fieldset>
        {chosen === OTHER && (
          <>
            <TextField
              id="social-other-name"
              label="Name"
              value={other.full_name}
              maxLength={255}
              onChange={(v) => setOther((o) => ({ ...o, full_name: v }))}
            />
            <TextField
              id="social-other-email"
              label="Email"
              type="email"
              value={other.email}
              maxLength={100}
              error={error}
              onChange={(v) => {
                setOther((o) => ({ ...o, email: v }))
                setError(undefined)
              }}
            />
          </>
        )}
        {error && chosen !== OTHER && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            Continue
          </button>
          <button type="button" className="button button-secondary" onClick={() => onDone(null)}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  )
}

import { useState } from 'react'
import { authenticate } from '../../api/auth'
import type { Role } from '../../lib/user-type'
import { ApiError } from '../../api/client'
import { openPanel } from '../../state/ui'
import { USERNAME_MAX, usernameField } from './login-form-schema'
import { useAppForm } from '../../ui/app-form'
import { firstError } from '../../ui/form-errors'
import { BusyButton } from '../../ui/busy-button'
import { SubmitForm } from '../../ui/submit-form'
import { SocialButtons } from './social-buttons'
import { SignupLink } from '../../ui/signup-link'

/** The login side panel: customer/vendor toggle, one field for email or phone, Continue → OTP step. */
export function LoginPanel() {
  const [role, setRole] = useState<Role>('customer')
  const f = useAppForm({
    defaultValues: { username: '' },
    idPrefix: 'login',
    onSubmit: async (value) => {
      const username = value.username.trim()
      const res = await authenticate(role, { username })
      openPanel.value = { kind: 'otp', role, id: res.id, username }
    },
    onError: (e, placed) => {
      if (!placed) f.setServer({ username: e instanceof ApiError ? e.message : 'Something went wrong' })
    },
  })
  const { form } = f
  const pickRole = (r: Role) => {
    setRole(r)
    f.setServer({})
  }

  return (
    <div className="auth-panel">
      <div
        className="role-toggle"
        role="radiogroup"
        aria-label="Sign in as"
        onKeyDown={(e) => {
          // A radio group is one tab stop; the arrow keys move the choice (and focus) between Student and Vendor.
          if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) return
          e.preventDefault()
          const next = role === 'customer' ? 'vendor' : 'customer'
          pickRole(next)
          e.currentTarget.querySelector<HTMLButtonElement>(`[data-role="${next}"]`)?.focus()
        }}
      >
        {(['customer', 'vendor'] as const).map((r) => (
          <button
            key={r}
            type="button"
            role="radio"
            data-role={r}
            aria-checked={role === r}
            tabIndex={role === r ? 0 : -1}
            className={role === r ? 'is-active' : ''}
            onClick={() => pickRole(r)}
          >
            {r === 'customer' ? 'Student' : 'Vendor'}
          </button>
        ))}
      </div>
      <SubmitForm {...f.formProps}>
        <form.Field name="username" validators={{ onChange: usernameField, onSubmit: usernameField }}>
          {(field) => {
            // Client errors show once the field was left or a submit was tried, then follow every keystroke.
            const shown = field.state.meta.isBlurred || form.state.submissionAttempts > 0
            const { id, value, onBlur, onChange } = f.text(field)
            const error = (shown ? firstError(field.state.meta.errors) : undefined) ?? f.server.username
            return (
              <div className="field">
                <label htmlFor={id}>Email or phone</label>
                <input
                  id={id}
                  name="username"
                  autoComplete="username"
                  maxLength={USERNAME_MAX}
                  value={value}
                  onBlur={onBlur}
                  onChange={(e) => onChange(e.target.value)}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${id}-error` : undefined}
                  placeholder="you@example.com or 98765 43210"
                />
                {error && (
                  <p id={`${id}-error`} className="field-error" role="alert">
                    {error}
                  </p>
                )}
              </div>
            )
          }}
        </form.Field>
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => (
            <BusyButton type="submit" className="button button-block" busy={submitting}>
              {submitting ? 'Sending code…' : 'Continue'}
            </BusyButton>
          )}
        </form.Subscribe>
      </SubmitForm>
      <SocialButtons role={role} />
      <p className="panel-links">
        New here? <SignupLink role="customer">Sign up as a student</SignupLink> or{' '}
        <SignupLink role="vendor">sign up as a vendor</SignupLink>.
      </p>
    </div>
  )
}

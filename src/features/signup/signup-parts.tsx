import type { ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { SIGNUP_LIMITS } from '../../lib/signup-rules'
import { openPanel, panelBeforeSignup } from '../../state/ui'
import { TextField } from '../../ui/text-field'

/** The have-a-referral-code box; ticked, the code is required (at most 230) and must belong to an account. */
export function ReferralFields({ have, onHave, code }: { have: boolean; onHave: (on: boolean) => void; code: { value: string; onChange: (v: string) => void; error?: string; name: string } }) {
  return (
    <div className="signup-checks">
      <label className="check">
        <input type="checkbox" checked={have} onChange={(e) => onHave(e.target.checked)} /> I have a referral code
      </label>
      {have && <TextField id="signup-referral" label="Referral code" maxLength={SIGNUP_LIMITS.referralCode} {...code} />}
    </div>
  )
}

/** The disclaimer box a student must tick (spec 1 §5). */
export function DisclaimerField({ checked, onChange, error }: { checked: boolean; onChange: (on: boolean) => void; error?: string }) {
  return (
    <div className="field signup-checks">
      <label className="check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={Boolean(error)} aria-describedby={error ? 'signup-disclaimer-error' : undefined} /> I confirm that the details and the ID card I give are mine and true, and I accept the terms of use.
      </label>
      {error && (
        <p id="signup-disclaimer-error" className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** Sign Up (given) and Cancel, which returns to the panel that was open before sign-up (spec 1 §2). */
export function SignupActions({ children }: { children: ReactNode }) {
  useSignals()
  return (
    <div className="actions">
      {children}
      <button type="button" className="button button-secondary" onClick={() => (openPanel.value = panelBeforeSignup.value)}>
        Cancel
      </button>
    </div>
  )
}

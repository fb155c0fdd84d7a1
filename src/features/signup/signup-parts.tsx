import { useState, type ReactNode } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { searchState } from '../../api/lookups'
import { SIGNUP_TEXTS } from '../../lib/signup-texts'
import type { Role } from '../../lib/user-type'
import { openPanel, panelBeforeSignup } from '../../state/ui'
import { BusyButton } from '../../ui/busy-button'
import { TextField } from '../../ui/text-field'
import { SearchPick, type Pick } from './search-pick'

type Binding = {
  id: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  maxLength?: number
}
/** What the contact fields need of a sign-up form (useAppForm with the sign-up rules). */
type ContactForm = { draft: (name: 'full_name' | 'email' | 'phone') => Binding }
/** What the address fields need of a sign-up form. */
type AddressForm = {
  id: (name: 'state') => string
  draft: (name: 'address' | 'city' | 'pincode') => Binding
  errorOf: (name: 'state') => string | undefined
  set: (name: 'state', value: string) => void
}

/** About you: full name, email and the Indian mobile number (both sign-ups); `children` follow (the Aadhar number). */
export function ContactFields({ form, children }: { form: ContactForm; children?: ReactNode }) {
  return (
    <fieldset>
      <legend>About you</legend>
      <TextField label="Full name" autoComplete="name" {...form.draft('full_name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.draft('email')} />
      <TextField
        label="Phone number (India, +91)"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        {...form.draft('phone')}
      />
      {children}
    </fieldset>
  )
}

const findStates = (text: string) => searchState({ search: text, is_active: 1 }).then((r) => r.states)

/** Address, city, the state (searched with search-state; the spec's message when none matches) and pincode. */
export function AddressFields({ form, children }: { form: AddressForm; children?: ReactNode }) {
  const [state, setState] = useState<Pick | null>(null)
  return (
    <>
      <TextField label="Address" autoComplete="street-address" {...form.draft('address')} />
      <TextField label="City" autoComplete="address-level2" {...form.draft('city')} />
      <SearchPick
        id={form.id('state')}
        label="State"
        placeholder="Type to search, e.g. Karnataka"
        value={state}
        search={findStates}
        emptyText={SIGNUP_TEXTS.stateUnknown}
        error={form.errorOf('state')}
        onChoose={(s) => {
          setState(s)
          form.set('state', s ? String(s.id) : '')
        }}
      />
      <TextField label="Pincode" inputMode="numeric" autoComplete="postal-code" {...form.draft('pincode')} />
      {children}
    </>
  )
}

/**
 * The end of both sign-up forms: the refusal's message, Sign Up (its label given) and Cancel, and the links to the
 * other sign-up and to login (spec 1 §2).
 */
export function SignupFooter({
  problem,
  busy,
  label,
  other,
}: {
  problem?: string
  busy: boolean
  label: string
  other: Role
}) {
  return (
    <>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <SignupActions>
        <BusyButton type="submit" className="button" busy={busy}>
          {label}
        </BusyButton>
      </SignupActions>
      <p className="panel-links">
        {other === 'vendor' ? 'An outlet?' : 'A student?'}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => (openPanel.value = { kind: 'signup', role: other })}
        >
          {other === 'vendor' ? 'Sign up as a vendor' : 'Sign up as a student'}
        </button>{' '}
        · Have an account?{' '}
        <button type="button" className="link-button" onClick={() => (openPanel.value = { kind: 'login' })}>
          Login
        </button>
      </p>
    </>
  )
}

/** The have-a-referral-code box; ticked, the code is required (at most 230) and must belong to an account. */
export function ReferralFields({
  have,
  onHave,
  code,
}: {
  have: boolean
  onHave: (on: boolean) => void
  code: Binding
}) {
  return (
    <div className="signup-checks">
      <label className="check">
        <input type="checkbox" checked={have} onChange={(e) => onHave(e.target.checked)} /> I have a referral code
      </label>
      {have && <TextField label="Referral code" {...code} />}
    </div>
  )
}

/** The disclaimer box a student must tick (spec 1 §5). */
export function DisclaimerField({
  checked,
  onChange,
  error,
}: {
  checked: boolean
  onChange: (on: boolean) => void
  error?: string
}) {
  return (
    <div className="field signup-checks">
      <label className="check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'signup-disclaimer-error' : undefined}
        />{' '}
        I confirm that the details and the ID card I give are mine and true, and I accept the terms of use.
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
function SignupActions({ children }: { children: ReactNode }) {
  useSignals()
  return (
    <div className="actions">
      {children}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => (openPanel.value = panelBeforeSignup.value)}
      >
        Cancel
      </button>
    </div>
  )
}

import { useEffect, useState } from 'react'
import { ApiError } from '../../api/client'
import { resendPhoneEmailOtp, resendVerifyEmail } from '../../api/profile'
import type { ResendPhoneEmailOtpRequest } from '../../api/schemas/profile'
import { canSendCode, type ContactKind } from '../../lib/profile-contact'
import type { Role } from '../../lib/user-type'
import { notify } from '../../state/ui'
import { OtpModal } from './otp-modal'

type Props = {
  role: Role
  kind: ContactKind
  account: { hash: string; email: string; phone: string; is_email_verified: 0 | 1; is_verified: 0 | 1 }
  /** Reloads the account (after a verification, or when the server refused the value). */
  onChanged: () => void
}

const LABEL = { email: 'Email', phone: 'Phone' } as const

/**
 * An email or phone on the profile (spec 1 §4): a green tick when verified, a red cross when not. Editing it enables
 * the save icon beside it; only an unverified or changed value can be sent. The icon sends a code
 * ({role}/resend-phone-email-otp) and opens the OTP dialog; a value another account holds is refused in the spec's
 * words ('Email has already taken') and the account reloads.
 */
export function ContactRow({ role, kind, account, onChanged }: Props) {
  const current = kind === 'email' ? account.email : account.phone
  const verified = (kind === 'email' ? account.is_email_verified : account.is_verified) === 1
  const [value, setValue] = useState(current)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<ResendPhoneEmailOtpRequest | null>(null)
  useEffect(() => setValue(current), [current])

  const id = `profile-${kind}`
  const sendable = canSendCode({ value: current, verified }, value)
  const request: ResendPhoneEmailOtpRequest = {
    email: kind === 'email' ? value.trim() : account.email,
    phone: kind === 'phone' ? value.trim() : account.phone,
    id: account.hash,
    is_email: kind === 'email' ? 1 : 0,
  }

  async function sendLink() {
    try {
      const res = await resendVerifyEmail({ userType: role, uuid: account.hash })
      notify('success', res.message)
    } catch (e) {
      // Spec 1 §8: a 422 on the resend shows the server's message.
      notify('error', e instanceof ApiError ? (e.field('email') ?? e.message) : 'Something went wrong')
    }
  }

  async function send() {
    if (!sendable || busy) return
    setBusy(true)
    setError(undefined)
    try {
      const res = await resendPhoneEmailOtp(role, request)
      notify('success', res.message)
      setSent(request)
    } catch (e) {
      const text = e instanceof ApiError ? (e.field(kind) ?? e.message) : 'Something went wrong'
      setError(text)
      notify('error', text)
      if (e instanceof ApiError && e.status === 422) {
        // Spec 1 §8: the account data then reloads; the field shows what is on file, the refusal stays under it.
        setValue(current)
        onChanged()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="contact-row">
      <label htmlFor={id}>{LABEL[kind]}</label>
      <div className="contact-input">
        <input
          id={id}
          type={kind === 'email' ? 'email' : 'tel'}
          value={value}
          autoComplete={kind === 'email' ? 'email' : 'tel'}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-status${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setValue(e.target.value)
            setError(undefined)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              void send()
            }
          }}
        />
        <span id={`${id}-status`} className={verified && value.trim() === current ? 'mark mark-ok' : 'mark mark-bad'}>
          <span aria-hidden="true">{verified && value.trim() === current ? '✓' : '✗'}</span>
          <span className="visually-hidden">{verified && value.trim() === current ? 'Verified' : 'Not verified'}</span>
        </span>
        <button
          type="button"
          className="icon-button contact-save"
          aria-label={`Verify ${LABEL[kind].toLowerCase()}`}
          title={sendable ? `Send a code to verify this ${kind}` : `Change the ${kind} to verify it`}
          disabled={!sendable}
          aria-disabled={busy || undefined}
          onClick={() => void send()}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M17 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V7l-4-4Zm-5 16a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm3-10H5V5h10v4Z"
            />
          </svg>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {kind === 'email' && !verified && value.trim() === current && (
        <button type="button" className="link-button" onClick={() => void sendLink()}>
          Email me a verification link instead
        </button>
      )}
      {sent && (
        <OtpModal
          role={role}
          request={sent}
          sentTo={kind === 'email' ? sent.email : sent.phone}
          onClose={() => setSent(null)}
          onVerified={() => {
            setSent(null)
            onChanged()
          }}
        />
      )}
    </div>
  )
}

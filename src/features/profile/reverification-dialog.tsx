import { useState } from 'react'
import { ApiError } from '../../api/client'
import { confirmDetails, resendPhoneEmailOtp } from '../../api/profile'
import type { ResendPhoneEmailOtpRequest } from '../../api/schemas/profile'
import type { VendorProfile } from '../../api/schemas/auth'
import { emailError } from '../../lib/contact-forms'
import { REVERIFICATION_TEXTS } from '../../lib/profile-reverification'
import { SIGNUP_LIMITS, signupPhoneError } from '../../lib/signup-rules'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { Modal } from '../../ui/modal'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { OtpModal } from './otp-modal'

/**
 * The vendor's re-verification prompt (spec 1 §4, §5 "Vendor confirm dialog"): the email and phone on file, disabled
 * until Change is pressed; Later (or ×, Escape) closes it without an answer. Confirm sends vendor/confirm-details; a
 * changed value is verified with a code first (the profile's own flow), then confirmed.
 */
export function ReverificationDialog({
  profile,
  onDone,
  onClose,
}: {
  profile: VendorProfile
  onDone: () => void
  onClose: () => void
}) {
  const [editing, setEditing] = useState(false)
  const [codeFor, setCodeFor] = useState<ResendPhoneEmailOtpRequest | null>(null)
  const f = useAppForm({
    defaultValues: { email: profile.email, phone: profile.phone },
    limits: SIGNUP_LIMITS,
    idPrefix: 'reverify',
    onSubmit: (v) => submit(v),
    onError: (e, placed) => {
      if (placed) return
      const message = e instanceof ApiError ? e.message : 'Something went wrong'
      // A refused code goes under the value it was for; a refused confirmation is not about a field.
      if (emailChanged || phoneChanged) f.showErrors({ [emailChanged ? 'email' : 'phone']: message })
      else notify('error', 'FAILED', message)
    },
  })
  const { form } = f
  const { email, phone } = f.values

  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase()
  const phoneChanged = phone.trim() !== profile.phone

  async function confirmNow() {
    const res = await confirmDetails({ id: profile.hash })
    notify('success', res.message)
    onDone()
  }

  async function sendPhoneCode() {
    const request: ResendPhoneEmailOtpRequest = {
      email: email.trim(),
      phone: phone.trim(),
      id: profile.hash,
      is_email: 0,
    }
    setCodeFor(null)
    try {
      notify('success', (await resendPhoneEmailOtp('vendor', request)).message)
      setCodeFor(request)
    } catch (e) {
      f.showErrors({ phone: e instanceof ApiError ? (e.field('phone') ?? e.message) : 'Something went wrong' })
    }
  }

  /** Confirms the values on file, or sends a code to a changed one (the email first, then the phone, as on the profile). */
  async function submit(v: { email: string; phone: string }) {
    if (!emailChanged && !phoneChanged) return confirmNow()
    const request: ResendPhoneEmailOtpRequest = {
      email: v.email.trim(),
      phone: emailChanged ? profile.phone : v.phone.trim(),
      id: profile.hash,
      is_email: emailChanged ? 1 : 0,
    }
    notify('success', (await resendPhoneEmailOtp('vendor', request)).message)
    setCodeFor(request)
  }

  if (codeFor) {
    return (
      <OtpModal
        role="vendor"
        request={codeFor}
        sentTo={codeFor.is_email === 1 ? codeFor.email : codeFor.phone}
        onClose={() => setCodeFor(null)}
        onVerified={() => {
          // Both changed: the email's code is in, the phone's is next (its code goes to the new number); then confirm.
          if (codeFor.is_email === 1 && phoneChanged) void sendPhoneCode()
          else {
            setCodeFor(null)
            void confirmNow().catch(() => onDone())
          }
        }}
      />
    )
  }

  return (
    <Modal title={REVERIFICATION_TEXTS.title} onClose={onClose}>
      <SubmitForm {...f.formProps}>
        <p>It has been a while since you verified your details. Are this email and phone number still yours?</p>
        <form.Field name="email" validators={f.rules.check(emailError)}>
          {(field) => <TextField label="Email" type="email" disabled={!editing} {...f.text(field)} />}
        </form.Field>
        <form.Field name="phone" validators={f.rules.check(signupPhoneError)}>
          {(field) => <TextField label="Phone" type="tel" disabled={!editing} {...f.text(field)} />}
        </form.Field>
        <div className="actions">
          <button type="submit" className="button" aria-disabled={f.busy || undefined}>
            {emailChanged || phoneChanged ? 'Send code' : 'Confirm'}
          </button>
          {!editing && (
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              Change
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={onClose}>
            Later
          </button>
        </div>
      </SubmitForm>
    </Modal>
  )
}

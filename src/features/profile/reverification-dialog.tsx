import { useState } from 'react'
import { ApiError } from '../../api/client'
import { confirmDetails, resendPhoneEmailOtp } from '../../api/profile'
import type { ResendPhoneEmailOtpRequest } from '../../api/schemas/profile'
import type { VendorProfile } from '../../api/schemas/auth'
import { emailError } from '../../lib/contact-forms'
import { REVERIFICATION_TEXTS } from '../../lib/profile-reverification'
import { signupPhoneError } from '../../lib/signup-rules'
import { notify } from '../../state/ui'
import { Modal } from '../../ui/modal'
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
  const [email, setEmail] = useState(profile.email)
  const [phone, setPhone] = useState(profile.phone)
  const [errors, setErrors] = useState<{ email?: string; phone?: string }>({})
  const [busy, setBusy] = useState(false)
  const [codeFor, setCodeFor] = useState<ResendPhoneEmailOtpRequest | null>(null)

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
      setErrors({ phone: e instanceof ApiError ? (e.field('phone') ?? e.message) : 'Something went wrong' })
    }
  }

  async function submit() {
    if (busy) return
    const found = { email: emailError(email), phone: signupPhoneError(phone) }
    setErrors(found)
    if (found.email || found.phone) return
    setBusy(true)
    try {
      if (emailChanged || phoneChanged) {
        // One value at a time, as on the profile: the email first, then the phone.
        const request: ResendPhoneEmailOtpRequest = {
          email: email.trim(),
          phone: emailChanged ? profile.phone : phone.trim(),
          id: profile.hash,
          is_email: emailChanged ? 1 : 0,
        }
        const res = await resendPhoneEmailOtp('vendor', request)
        notify('success', res.message)
        setCodeFor(request)
      } else await confirmNow()
    } catch (e) {
      const message = e instanceof ApiError ? e.message : 'Something went wrong'
      // A refused code goes under the value it was for; a refused confirmation is not about a field.
      if (emailChanged || phoneChanged) {
        const field = emailChanged ? 'email' : 'phone'
        setErrors({ [field]: e instanceof ApiError ? (e.field(field) ?? message) : message })
      } else notify('error', 'FAILED', message)
    } finally {
      setBusy(false)
    }
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
      <div>
        <p>It has been a while since you verified your details. Are this email and phone number still yours?</p>
        <TextField
          id="reverify-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
          disabled={!editing}
          maxLength={100}
        />
        <TextField
          id="reverify-phone"
          label="Phone"
          type="tel"
          value={phone}
          onChange={setPhone}
          error={errors.phone}
          disabled={!editing}
        />
        <div className="actions">
          <button type="button" className="button" onClick={() => void submit()} aria-disabled={busy || undefined}>
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
      </div>
    </Modal>
  )
}

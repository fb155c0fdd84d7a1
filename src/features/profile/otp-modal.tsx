import { useState } from 'react'
import { ApiError } from '../../api/client'
import { resendPhoneEmailOtp, verifyPhone } from '../../api/profile'
import type { ResendPhoneEmailOtpRequest } from '../../api/schemas/profile'
import type { Role } from '../../lib/user-type'
import { notify } from '../../state/ui'
import { Modal } from '../../ui/modal'
import { OtpBoxes } from '../../ui/otp-boxes'

type Props = {
  role: Role
  /** What the code was sent for: the same values go back with the code. */
  request: ResendPhoneEmailOtpRequest
  /** Where the code went, shown to the user. */
  sentTo: string
  onVerified: () => void
  onClose: () => void
}

/** Verify OTP (spec 1 §2, §4): the code sent to the new email or phone; the fourth digit checks it with {role}/verify-phone. */
export function OtpModal({ role, request, sentTo, onVerified, onClose }: Props) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const [resetKey, setResetKey] = useState(0)

  async function verify(otp: string) {
    setBusy(true)
    setError(undefined)
    try {
      const res = await verifyPhone(role, { ...request, otp })
      notify('success', res.message)
      onVerified()
    } catch (e) {
      setError(e instanceof ApiError ? e.field('otp') ?? e.message : 'Something went wrong')
      setResetKey((k) => k + 1)
      setBusy(false)
    }
  }

  async function resend() {
    setError(undefined)
    try {
      const res = await resendPhoneEmailOtp(role, request)
      notify('success', res.message)
      setResetKey((k) => k + 1)
    } catch (e) {
      setError(e instanceof ApiError ? e.field(String(request.is_email) === '1' ? 'email' : 'phone') ?? e.message : 'Something went wrong')
    }
  }

  return (
    <Modal title="Verify OTP" onClose={onClose}>
      <div>
        <p>
          Enter the 4-digit code sent to <strong>{sentTo}</strong>.
        </p>
        <OtpBoxes onComplete={(code) => void verify(code)} busy={busy} resetKey={resetKey} feedbackId="profile-otp-feedback" error={error} />
        <p className="panel-links">
          Didn&apos;t get it?{' '}
          <button type="button" className="link-button" onClick={() => void resend()}>
            Resend OTP
          </button>
        </p>
      </div>
    </Modal>
  )
}

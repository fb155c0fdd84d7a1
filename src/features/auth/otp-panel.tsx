import { useState } from 'react'
import { resendOtp, verifyOtp } from '../../api/auth'
import type { Role } from '../../lib/user-type'
import { ApiError } from '../../api/client'
import { signIn } from '../../state/session'
import { notify, openPanel } from '../../state/ui'
import { OtpBoxes } from '../../ui/otp-boxes'

/** Four one-digit boxes (the shared OtpBoxes); the fourth digit verifies. Failure shows the server's text, clears the boxes and focuses the first. */
export function OtpPanel({ role, id, username, onSignedIn = () => window.location.reload() }: { role: Role; id: string; username: string; onSignedIn?: () => void }) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [resetKey, setResetKey] = useState(0)

  async function verify(code: string) {
    setBusy(true)
    setError(undefined)
    try {
      const res = await verifyOtp(role, { otp: code, id })
      signIn(res.access_token, res.user)
      openPanel.value = null
      onSignedIn()
    } catch (e) {
      setError(e instanceof ApiError ? e.field('otp') ?? e.message : 'Something went wrong')
      setResetKey((k) => k + 1)
      setBusy(false)
    }
  }

  async function resend() {
    setError(undefined)
    try {
      const res = await resendOtp(role, { id })
      notify('success', res.message)
      setResetKey((k) => k + 1)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong')
    }
  }

  return (
    <div className="auth-panel">
      <p>
        Enter the 4-digit code sent to <strong>{username}</strong>.
      </p>
      <OtpBoxes onComplete={(code) => void verify(code)} busy={busy} resetKey={resetKey} feedbackId="otp-feedback" error={error} />
      <p className="panel-links">
        Didn&apos;t get it?{' '}
        <button type="button" className="link-button" onClick={resend}>
          Resend OTP
        </button>{' '}
        ·{' '}
        <button type="button" className="link-button" onClick={() => (openPanel.value = { kind: 'login' })}>
          Back to login
        </button>
      </p>
    </div>
  )
}

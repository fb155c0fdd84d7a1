import { resendOtp, verifyOtp } from '../../api/auth'
import type { Role } from '../../lib/user-type'
import { signIn } from '../../state/session'
import { notify, openPanel } from '../../state/ui'
import { OtpBoxes } from '../../ui/otp-boxes'
import { useOtpEntry } from '../../ui/use-otp-entry'

/** Four one-digit boxes (the shared OtpBoxes); the fourth digit verifies. Failure shows the server's text, clears the boxes and focuses the first. */
export function OtpPanel({
  role,
  id,
  username,
  onSignedIn = () => window.location.reload(),
}: {
  role: Role
  id: string
  username: string
  onSignedIn?: () => void
}) {
  const { error, busy, resetKey, check, sendAgain } = useOtpEntry({
    verify: async (otp) => {
      const res = await verifyOtp(role, { otp, id })
      signIn(res.access_token, res.user)
      openPanel.value = null
      onSignedIn()
    },
    resend: () => resendOtp(role, { id }),
    onResent: (message) => notify('success', message),
  })

  return (
    <div className="auth-panel">
      <p>
        Enter the 4-digit code sent to <strong>{username}</strong>.
      </p>
      <OtpBoxes
        onComplete={(code) => void check(code)}
        busy={busy}
        resetKey={resetKey}
        feedbackId="otp-feedback"
        error={error}
      />
      <p className="panel-links">
        Didn&apos;t get it?{' '}
        <button type="button" className="link-button" onClick={() => void sendAgain()}>
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

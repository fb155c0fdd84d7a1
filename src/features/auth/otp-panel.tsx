import { resendOtp, verifyOtp } from '../../api/auth'
import type { Role } from '../../lib/user-type'
import { signIn } from '../../state/session'
import { notify, openPanel } from '../../state/ui'
import { OtpEntry } from '../../ui/otp-entry'

/** Four one-digit boxes (the shared OtpEntry); the fourth digit verifies. Failure shows the server's text, clears the boxes and focuses the first. */
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
  return (
    <div className="auth-panel">
      <OtpEntry
        sentTo={username}
        feedbackId="otp-feedback"
        verify={async (otp) => {
          const res = await verifyOtp(role, { otp, id })
          signIn(res.access_token, res.user)
          openPanel.value = null
          onSignedIn()
        }}
        resend={() => resendOtp(role, { id })}
        onResent={(message) => notify('success', message)}
        links={
          <>
            {' '}
            ·{' '}
            <button type="button" className="link-button" onClick={() => (openPanel.value = { kind: 'login' })}>
              Back to login
            </button>
          </>
        }
      />
    </div>
  )
}

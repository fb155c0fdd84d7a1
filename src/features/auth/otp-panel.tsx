import { resendOtp, verifyOtp } from '../../api/auth'
import { SIGNUP_TEXTS } from '../../lib/signup-texts'
import type { Role } from '../../lib/user-type'
import { signIn } from '../../state/session'
import { notify, openPanel } from '../../state/ui'
import { OtpEntry } from '../../ui/otp-entry'

/** Four one-digit boxes (the shared OtpEntry); the fourth digit verifies. Failure shows the server's text, clears the boxes and focuses the first. */
export function OtpPanel({
  role,
  id,
  username,
  email,
  onSignedIn = () => window.location.reload(),
}: {
  role: Role
  id: string
  username: string
  /** Set after sign-up: the email still to verify, said before the student reaches a refusal. */
  email?: string
  onSignedIn?: () => void
}) {
  return (
    <div className="auth-panel">
      {email && (
        <p className="hold-notice" role="note">
          {SIGNUP_TEXTS.emailToVerify(email, role)}
        </p>
      )}
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

import { openPanel } from '../../state/ui'
import { useSignupSlot } from '../../ui/signup-slot'

/** The sign-up panel: the signup feature's forms through the app's slot; without one (a test's bare shell), a way back to login. */
export function SignupPanel({ role }: { role: 'customer' | 'vendor' }) {
  const Slot = useSignupSlot()
  if (Slot) return <Slot role={role} />
  return (
    <div className="auth-panel">
      <p>
        {role === 'customer' ? 'Student' : 'Vendor'} sign-up is not available here. If you already have an account, log
        in with your email or phone.
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={() => (openPanel.value = { kind: 'login' })}>
          Back to login
        </button>
      </div>
    </div>
  )
}

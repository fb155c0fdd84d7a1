import { useSignals } from '@preact/signals-react/runtime'
import { openPanel } from '../../state/ui'
import { Modal } from '../../ui/modal'
import { LoginPanel } from './login-panel'
import { OtpPanel } from './otp-panel'
import { SignupPanel } from './signup-panel'

/** The header's side panels: login, OTP, sign-up. */
export default function AuthPanels() {
  useSignals()
  const panel = openPanel.value
  if (!panel) return null
  const close = () => (openPanel.value = null)
  if (panel.kind === 'login')
    return (
      <Modal title="Login" variant="drawer" onClose={close}>
        <LoginPanel />
      </Modal>
    )
  if (panel.kind === 'otp')
    return (
      <Modal title="Verify OTP" variant="drawer" onClose={close}>
        <OtpPanel role={panel.role} id={panel.id} username={panel.username} email={panel.email} />
      </Modal>
    )
  return (
    <Modal
      title={panel.role === 'customer' ? 'Sign up as a student' : 'Sign up as a vendor'}
      variant="drawer"
      onClose={close}
    >
      <SignupPanel role={panel.role} />
    </Modal>
  )
}

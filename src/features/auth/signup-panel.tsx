import { openPanel } from '../../state/ui'

/** Sign-up arrives with the accounts work; until then the panel says so and offers the demo personas and login. */
export function SignupPanel({ role }: { role: 'customer' | 'vendor' }) {
  return (
    <div className="auth-panel">
      <p>
        {role === 'customer' ? 'Student' : 'Vendor'} sign-up is coming soon. In the demo, sign in with one of the personas from the Demo panel
        (bottom-left), or with <strong>{role === 'customer' ? 'customer@example.com' : 'vendor@example.com'}</strong>.
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={() => (openPanel.value = { kind: 'login' })}>
          Back to login
        </button>
        <button type="button" className="button button-secondary" onClick={() => (openPanel.value = null)}>
          Cancel
        </button>
      </div>
    </div>
  )
}

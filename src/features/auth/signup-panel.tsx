import { openPanel } from '../../state/ui'

const mocking = import.meta.env.VITE_API_MOCKING !== 'off'

/** Sign-up arrives with the accounts work; until then the panel says so and points to login (and, in the demo, the personas). */
export function SignupPanel({ role }: { role: 'customer' | 'vendor' }) {
  return (
    <div className="auth-panel">
      <p>{role === 'customer' ? 'Student' : 'Vendor'} sign-up is coming soon. If you already have an account, log in with your email or phone.</p>
      {mocking && (
        <p className="muted">
          In the demo, sign in with one of the personas from the Demo panel (bottom-left), or with{' '}
          <strong>{role === 'customer' ? 'customer@example.com' : 'vendor@example.com'}</strong>.
        </p>
      )}
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

import { useViewer } from '../../state/session'
import { openPanel } from '../../state/ui'
import { SignupLink } from '../../ui/signup-link'

/** A visitor on a deal page: getting the deal needs an account, so say so and open the header's login panel. */
export function VisitorPrompt() {
  if (useViewer().viewer !== 'guest') return null
  return (
    <div className="deal-visitor-prompt">
      <button type="button" className="button button-block" onClick={() => (openPanel.value = { kind: 'login' })}>
        Log in to get this deal
      </button>
      <p className="muted">
        New here? <SignupLink role="customer">Sign up as a student</SignupLink>
      </p>
    </div>
  )
}

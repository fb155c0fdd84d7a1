import { lazy, Suspense, useState } from 'react'
import { ApiError } from '../../api/client'
import { socialLogin } from '../../api/signup'
import type { Role } from '../../lib/user-type'
import { SIGNUP_TEXTS } from '../../lib/signup-texts'
import { signIn } from '../../state/session'
import { realProvider, type SocialAccount, type SocialType } from './social-providers'

const mocking = import.meta.env.VITE_API_MOCKING !== 'off'
// The demo's consent dialog: only when the mock backend runs, loaded when a button is first pressed.
const ConsentDialog = mocking ? lazy(() => import('./social-consent-dialog')) : null

/** How long the success stays on screen before the page reloads (spec 1 §4: the page reloads after a social login). */
const SOCIAL_RELOAD_MS = 1500

/**
 * Google and Facebook sign-in (spec 1 §2, §7) for the login panel's role (social_type; customer/ or vendor/social-login).
 * A configured provider's SDK gives the credential; otherwise, in the demo, the consent dialog stands in. Success says
 * so and reloads the page; a 422's errors become the message.
 */
export function SocialButtons({
  role,
  onReload = () => window.location.reload(),
}: {
  role: Role
  onReload?: () => void
}) {
  const [asking, setAsking] = useState<SocialType | null>(null)
  const [error, setError] = useState<string>()
  const [done, setDone] = useState(false)
  const offered = (['Google', 'Facebook'] as const).filter((t) => realProvider(t) || ConsentDialog)
  if (offered.length === 0) return null

  async function signInWith(type: SocialType, account: SocialAccount | null) {
    setAsking(null)
    if (!account) return
    try {
      const res = await socialLogin(role, { ...account, social_type: type })
      signIn(res.access_token, res.user)
      setDone(true)
      setTimeout(onReload, SOCIAL_RELOAD_MS)
    } catch (e) {
      setError(e instanceof ApiError ? (Object.values(e.errors).flat()[0] ?? e.message) : 'Something went wrong')
    }
  }

  async function press(type: SocialType) {
    setError(undefined)
    const real = realProvider(type)
    if (!real) return setAsking(type)
    try {
      await signInWith(type, await real())
    } catch {
      setError(`${type} sign-in could not start. Please try again.`)
    }
  }

  if (done)
    return (
      <div className="social-done" role="status">
        <strong>{SIGNUP_TEXTS.socialSuccessTitle}</strong> {SIGNUP_TEXTS.socialSuccess}
      </div>
    )

  return (
    <div className="social-sign-in">
      <p className="social-or">or</p>
      <div className="actions">
        {offered.map((type) => (
          <button key={type} type="button" className="button button-secondary" onClick={() => void press(type)}>
            Sign in with {type}
          </button>
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {asking && ConsentDialog && (
        <Suspense fallback={null}>
          <ConsentDialog type={asking} onDone={(account) => void signInWith(asking, account)} />
        </Suspense>
      )}
    </div>
  )
}

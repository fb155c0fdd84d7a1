import { Link } from 'wouter'
import { buyingHold, holdText, keepingHold, type CustomerHold } from '../lib/account-status'
import { paths } from '../lib/paths'
import { viewerOf } from '../state/session'
import { useSession } from './use-session'

/**
 * What the signed-in student may not do yet (src/lib/account-status.ts): keeping deals needs both contacts verified,
 * buying also an account that has not expired. Null for both when nothing holds them back, and for visitors and
 * vendors (their own gates apply). Screens read it before they offer an action, never after it was refused.
 */
export function useCustomerHolds(): { keeping: CustomerHold | null; buying: CustomerHold | null } {
  const s = useSession()
  if (viewerOf(s) !== 'customer' || !('is_verified' in s.userInfo)) return { keeping: null, buying: null }
  const user = s.userInfo
  return { keeping: keepingHold(user), buying: buyingHold(user) }
}

/**
 * A hold said where the student is, with the way out: which contact to verify and how, or that the account expired
 * and a membership plan (on My Account) renews it.
 */
export function HoldNotice({ hold, className }: { hold: CustomerHold; className?: string }) {
  const { text, link } = holdText(hold)
  return (
    <p className={['hold-notice', className].filter(Boolean).join(' ')} role="note" data-hold={hold.kind}>
      {text} <Link href={hold.kind === 'expired' ? paths.myAccountPlans() : paths.myAccount()}>{link}</Link>
    </p>
  )
}

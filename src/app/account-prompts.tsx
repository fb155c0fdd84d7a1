import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import type { VendorProfile } from '../api/schemas/auth'
import { needsReverification } from '../lib/profile-reverification'
import { reverificationPutOff } from '../state/reverification'
import { session, viewerOf, type UserInfo } from '../state/session'
import { accountChecked } from '../state/account-checked'

// The dialog, its OTP step and their rules load only for a vendor who is due, not for visitors and customers.
const ReverificationPrompt = lazy(() => import('../features/profile/reverification-prompt'))

/**
 * The vendor to prompt now, if any: a vendor whose email was verified more than monthDuration months ago (spec 1 §4,
 * spec 3 §4), judged on this visit's get-user answer, who has not put the prompt off this visit.
 */
export function vendorToPrompt(
  state: { userLoggedIn: boolean; userInfo: UserInfo },
  checked = accountChecked.value,
): VendorProfile | null {
  const user = state.userInfo
  if (!checked || viewerOf(state) !== 'vendor' || !('monthDuration' in user)) return null
  const vendor = user as VendorProfile
  if (!needsReverification(vendor.email_verified_at, vendor.monthDuration) || reverificationPutOff(vendor.hash))
    return null
  return vendor
}

/** The shell's page prompt (src/ui/page-prompt-slot.tsx), filled here: the re-verification prompt on whatever page. */
export default function AccountPrompts() {
  useSignals()
  const vendor = vendorToPrompt(useSnapshot(session) as typeof session, accountChecked.value)
  if (!vendor) return null
  return (
    <Suspense fallback={null}>
      <ReverificationPrompt key={vendor.hash} profile={vendor} />
    </Suspense>
  )
}

import { useEffect } from 'react'
import { referralCodeIn } from '../lib/referrals'
import { viewer } from '../state/session'
import { openPanel, sharedReferralCode } from '../state/ui'

/**
 * A referral share link (`/?ref=CODE`, paths.referralShare): a visitor who opens it gets the student sign-up with the
 * code filled in (the vendor sign-up keeps it too); a signed-in person following it is left where they are.
 */
export function useReferralLink() {
  useEffect(() => {
    const code = referralCodeIn(window.location.search)
    if (!code || viewer() !== 'guest') return
    sharedReferralCode.value = code
    openPanel.value = { kind: 'signup', role: 'customer' }
  }, [])
}

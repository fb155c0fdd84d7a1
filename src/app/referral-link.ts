import { useEffect } from 'react'
import { REFERRAL_PARAM } from '../lib/paths'
import { viewer } from '../state/session'
import { openPanel, sharedReferralCode } from '../state/ui'

/**
 * A referral share link (`/?ref=CODE`, paths.referralShare): a visitor who opens it gets the student sign-up with the
 * code filled in (the vendor sign-up keeps it too); a signed-in person following it is left where they are. The
 * code's rule (sign-up's limits) loads only when the address carries one: home's entry does not need it.
 */
export function useReferralLink() {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(REFERRAL_PARAM)) return
    void import('../lib/referrals').then(({ referralCodeIn }) => {
      const code = referralCodeIn(window.location.search)
      if (!code || viewer() !== 'guest') return
      sharedReferralCode.value = code
      openPanel.value = { kind: 'signup', role: 'customer' }
    })
  }, [])
}

import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { getVendor } from '../../api/auth'
import { ApiError } from '../../api/client'
import { hasVerifiedContacts } from '../../lib/account-status'
import { AD_TEXTS } from '../../lib/ad-rules'
import { paths } from '../../lib/paths'
import { updateUser } from '../../state/session'
import { notify } from '../../state/ui'

/** The account is not verified: the screen sends the vendor to /dashboard (spec 3 §2). */
export class NotVerified extends ApiError {
  constructor() {
    super(403, AD_TEXTS.notVerified)
  }
}

/**
 * The signed-in vendor as the server has it now (vendor/get-user, the session updated), or NotVerified when its email
 * or phone is not verified: the request and payment screens need both (spec 3 §2).
 */
export async function verifiedVendor() {
  const { user } = await getVendor()
  updateUser(user)
  if (!hasVerifiedContacts(user)) throw new NotVerified()
  return user
}

/** Sends the vendor to /dashboard with spec 3 §2's warning once `refused` (a NotVerified failure). */
export function useSendUnverifiedAway(refused: boolean) {
  const [, navigate] = useLocation()
  useEffect(() => {
    if (!refused) return
    notify('warning', AD_TEXTS.notVerified)
    navigate(paths.dashboard(), { replace: true })
  }, [refused, navigate])
}

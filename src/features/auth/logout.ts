import { logout } from '../../api/auth'
import { resetDeals, resetSession, viewer } from '../../state/session'
import { confirm, notify } from '../../state/ui'

/** Asks, revokes the token, resets the session and says so (spec 3 §8). Returns true when signed out. */
export async function confirmLogout(): Promise<boolean> {
  const ok = await confirm({ title: 'Do you really want to logout?', confirmText: 'Yes, logout', cancelText: 'Cancel' })
  if (!ok) return false
  const who = viewer()
  try {
    if (who !== 'guest') await logout(who)
  } catch {
    // Signing out locally is right even if the server already forgot the token.
  }
  resetSession()
  resetDeals()
  notify('success', 'You have successfully logged out.')
  return true
}

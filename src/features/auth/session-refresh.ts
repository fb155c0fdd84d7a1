import { getCustomer, getVendor } from '../../api/auth'
import { session, updateUser, viewer } from '../../state/session'

/**
 * After a reload, fetch the signed-in user again so verification flags and points are current. A 401 resets the
 * session (client hook). True when the session now holds the server's answer (false for a guest or a failure).
 */
export async function refreshSignedInUser(): Promise<boolean> {
  if (!session.userLoggedIn) return false
  try {
    const { user } = viewer() === 'vendor' ? await getVendor() : await getCustomer()
    updateUser(user)
    return true
  } catch {
    // 401 is handled globally; other failures keep the stored copy.
    return false
  }
}

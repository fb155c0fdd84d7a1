import { getCustomer, getVendor } from '../../api/auth'
import { session, updateUser } from '../../state/session'

/** After a reload, fetch the signed-in user again so verification flags and points are current. A 401 resets the session (client hook). */
export async function refreshSignedInUser() {
  if (!session.userLoggedIn) return
  try {
    const { user } = session.userInfo.userType === 1 ? await getVendor() : await getCustomer()
    updateUser(user)
  } catch {
    // 401 is handled globally; other failures keep the stored copy.
  }
}

import { getCustomer } from '../../api/auth'
import { ApiError } from '../../api/client'
import { updateUser } from '../../state/session'
import { hasVerifiedContacts } from '../../lib/account-status'

/** The account is not verified: the screen sends the customer to /dashboard with `warning`. An ApiError, so useCall keeps it. */
export class NotVerified extends ApiError {
  constructor(readonly warning: string) {
    super(403, warning)
  }
}

/**
 * Spec 2 §2: My Deals and My Wishlist check the account on load (customer/get-user); an email or phone that is not
 * verified sends the customer away. The server refuses the list too (403), which counts the same.
 */
export async function loadIfVerified<T>(warning: string, load: () => Promise<T>): Promise<T> {
  const { user } = await getCustomer()
  updateUser(user)
  if (!hasVerifiedContacts(user)) throw new NotVerified(warning)
  try {
    return await load()
  } catch (e) {
    if (e instanceof ApiError && e.status === 403) throw new NotVerified(e.message || warning)
    throw e
  }
}

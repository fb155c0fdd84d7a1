import { session } from '../../state/session'

/**
 * Keeps the session's `mywishlist` and `Mydeallist` (spec 1 §3) in step with the server: the deal uuids in the
 * signed-in customer's wishlist and My Deals, as far as this tab has seen them. Logout clears both (resetSession).
 */
type ListName = 'mywishlist' | 'Mydeallist'
const uuids = (name: ListName) => session[name] as string[]

/** The whole list, as customer/my-wishlist just answered it. */
export function rememberList(name: ListName, dealUuids: string[]) {
  session[name] = [...dealUuids]
}

export function noteKept(name: ListName, dealUuid: string) {
  if (!uuids(name).includes(dealUuid)) session[name] = [...uuids(name), dealUuid]
}

export function noteRemoved(name: ListName, dealUuid: string) {
  session[name] = uuids(name).filter((u) => u !== dealUuid)
}

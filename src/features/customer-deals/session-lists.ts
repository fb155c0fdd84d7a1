import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { myList } from '../../api/customer-deals'
import { hasVerifiedContacts } from '../../lib/account-status'
import { session, useViewer } from '../../state/session'

/**
 * Keeps the session's `mywishlist` and `Mydeallist` (spec 1 §3) in step with the server: the deal uuids in the
 * signed-in customer's wishlist and My Deals, as far as this tab has seen them. Logout clears both (resetSession).
 */
type ListName = 'mywishlist' | 'Mydeallist'
const uuids = (name: ListName) => session[name] as string[]

/**
 * The My Deals list (by identity) known to mirror the server's. The wire's deals carry is_wishlist but no "in My
 * Deals" flag, so after a page load the list is asked for once; resetSession puts a new array in its place, which
 * no longer matches, so the next customer's list is asked for again.
 */
let learnt: unknown = null
let learning: Promise<void> | null = null

function assign(name: ListName, next: string[]) {
  const wasLearnt = name === 'Mydeallist' && learnt === session.Mydeallist
  session[name] = next
  if (wasLearnt) learnt = session.Mydeallist
}

/** The whole list, as customer/my-wishlist just answered it. */
export function rememberList(name: ListName, dealUuids: string[]) {
  session[name] = [...dealUuids]
  if (name === 'Mydeallist') learnt = session.Mydeallist
}

export function noteKept(name: ListName, dealUuid: string) {
  if (!uuids(name).includes(dealUuid)) assign(name, [...uuids(name), dealUuid])
}

export function noteRemoved(name: ListName, dealUuid: string) {
  assign(
    name,
    uuids(name).filter((u) => u !== dealUuid),
  )
}

/**
 * Asks the server which deals are in the customer's My Deals, once per page load (or again when `force`d, e.g. after
 * the server refused an add), when the account may have one. A refusal leaves what this tab has seen and is not retried.
 */
export function learnMyDeals(force = false): Promise<void> {
  if (!force && learnt === session.Mydeallist) return Promise.resolve()
  // An account whose email or phone is not verified is refused the list (403): it is not asked, so nothing is logged.
  const user = session.userInfo
  if ('is_verified' in user && !hasVerifiedContacts(user)) return Promise.resolve()
  learning ??= myList(1)
    .then((answer) =>
      rememberList(
        'Mydeallist',
        answer.my_deals.map((e) => e.deal.uuid),
      ),
    )
    .catch(() => {
      learnt = session.Mydeallist
    })
    .finally(() => {
      learning = null
    })
  return learning
}

/** Whether the deal is in the signed-in customer's My Deals: buttons show "In My Deals" instead of offering it again. */
export function useInMyDeals(dealUuid: string): boolean {
  const snap = useSnapshot(session)
  const isCustomer = useViewer().viewer === 'customer'
  useEffect(() => {
    if (isCustomer) void learnMyDeals()
  }, [isCustomer])
  return isCustomer && (snap.Mydeallist as readonly unknown[]).includes(dealUuid)
}

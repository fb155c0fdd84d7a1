import { NOT_VERIFIED, WISHLIST_TEXTS } from '../../../src/lib/customer-deal-texts'
import type { UserRecord } from '../../store/records'
import { KEPT_LIST, keep, unkeep } from './kept-lists'
import { clock } from '../../clock/clock'
import { dealByUuid, publicDealByUuid, requireVerified } from './rules'
import { HttpError } from '../../kit/http-error'

/** customer/add-to-wishlist: a public deal, at most once (a second add is a 409 with `msg`, spec 2 §8). */
export async function addToWishlist(customer: UserRecord, dealUuid: string, now = clock.now()) {
  // The list itself is closed to an unverified student (spec 2 §4): the add is too, never "added" then bounced.
  requireVerified(customer, NOT_VERIFIED.wishlist)
  const deal = publicDealByUuid(dealUuid)
  if (!(await keep(customer.id, deal.id, KEPT_LIST.wishlist, now))) {
    throw new HttpError(409, WISHLIST_TEXTS.already, undefined, { msg: WISHLIST_TEXTS.already })
  }
  return deal
}

/** customer/remove-from-wishlist: works for any deal still in the list, even one that went inactive since. */
export function removeFromWishlist(customer: UserRecord, dealUuid: string) {
  const deal = dealByUuid(dealUuid)
  if (!unkeep(customer.id, deal.id, KEPT_LIST.wishlist)) throw new HttpError(404, WISHLIST_TEXTS.absent)
  return deal
}

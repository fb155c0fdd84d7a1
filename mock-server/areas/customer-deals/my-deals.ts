import { MY_DEALS_TEXTS, NOT_VERIFIED, OUT_OF_STOCK } from '../../../src/lib/customer-deal-texts'
import { DEAL_STATUS, isOutOfStock } from '../../../src/lib/deal-status'
import { holdsPlace } from '../../../src/lib/order-status'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import type { CartItemRecord } from './records'
import type { UserRecord } from '../../store/records'
import { KEPT_LIST, entriesOf, keep, unkeep, type KeptList } from './kept-lists'
import { clock } from '../../clock/clock'
import { dealByUuid, publicDealByUuid, requireVerified, statusNow } from './rules'
import { HttpError } from '../../kit/http-error'

const conflict = (msg: string) => new HttpError(409, msg, undefined, { msg })

/**
 * customer/add-to-paynow: only an active deal with availability (the button's own rule, spec 2 §2), at most once.
 * Every refusal is a 409 with `msg`, which the client shows as FAILED (spec 2 §8).
 */
export async function addToMyDeals(customer: UserRecord, dealUuid: string, now = clock.now()) {
  // My Deals is closed to an unverified student (spec 2 §4): so is adding to it.
  requireVerified(customer, NOT_VERIFIED.myDeals)
  const deal = publicDealByUuid(dealUuid)
  const status = statusNow(deal, now)
  if (status !== DEAL_STATUS.active || deal.is_active !== 1) throw conflict(MY_DEALS_TEXTS.notActive)
  if (isOutOfStock({ deal_status: status, deal_available: deal.deal_available })) throw conflict(OUT_OF_STOCK)
  if (!(await keep(customer.id, deal.id, KEPT_LIST.myDeals, now))) throw conflict(MY_DEALS_TEXTS.already)
  return deal
}

/** customer/remove-from-paynow */
export function removeFromMyDeals(customer: UserRecord, dealUuid: string) {
  const deal = dealByUuid(dealUuid)
  if (!unkeep(customer.id, deal.id, KEPT_LIST.myDeals)) throw new HttpError(404, MY_DEALS_TEXTS.absent)
  return deal
}

/** A list entry row joined with its deal row (the wire's KeptDealEntry is built from it by areas/customer-deals/present-kept-deal.ts). */
export type KeptDealRow = { entry: CartItemRecord; deal: DealRecord }

/** The entries of one list joined with their deals (an entry whose deal was deleted by its vendor is skipped). */
export function keptDeals(customerId: number, list: KeptList): KeptDealRow[] {
  const out: KeptDealRow[] = []
  for (const entry of entriesOf(customerId, list)) {
    const deal = db.deals.findFirst((q) => q.where({ id: entry.deal_id }))
    if (deal) out.push({ entry, deal })
  }
  return out
}

/**
 * customer/my-wishlist: the list behind the My Wishlist (cart_type 0) and My Deals (1) screens. Those screens are
 * gated on verified email and phone (spec 2 §4), so the call is too, with each screen's own wording.
 */
export function myList(customer: UserRecord, list: KeptList): KeptDealRow[] {
  requireVerified(customer, list === KEPT_LIST.wishlist ? NOT_VERIFIED.wishlist : NOT_VERIFIED.myDeals)
  return keptDeals(customer.id, list)
}

/**
 * deal_counts of customer/check-deal: how many times the customer holds the deal: their My Deals entry (0 or 1) and
 * their orders of it that were not cancelled (docs/decisions/customer-deals.md, docs/decisions/orders.md).
 */
export function dealCounts(customerId: number, dealId: number): number {
  const kept = db.cartItems.findMany((q) =>
    q.where({ customer_id: customerId, deal_id: dealId, cart_type: KEPT_LIST.myDeals }),
  ).length
  const ordered = db.orders
    .findMany((q) => q.where({ customer_id: customerId, deal_id: dealId }))
    .filter((o) => holdsPlace(o)).length
  return kept + ordered
}

import { DEAL_STATUS, canAddToMyDeals } from '../../../src/lib/deal-status'
import { KEPT_LIST } from './kept-lists'
import { approvedVendorIds, effectiveStatus, isPublished, today } from '../catalogue/rules'
import { clock } from '../../clock/clock'
import { db, nextId } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import type { CartItemRecord } from './records'
import { PERSONA_IDS } from '../../store/personas'

const PRIYA = PERSONA_IDS.customer
const RAHUL = PERSONA_IDS['unverified-customer']

/** Fixed uuid of Priya's review waiting for approval, so docs and tests can name it. */
export const PENDING_REVIEW_UUID = 'a11ce000-0000-4000-8000-00000000a001'

/**
 * Deals by the status customers see, oldest id first: active ones they could add now (published, in stock),
 * expired ones still on show, and pending ones (back with staff for approval, e.g. after their vendor edited them).
 */
function dealsByStatus(now: number) {
  const day = today(now)
  const approved = approvedVendorIds()
  const all = db.deals.all().sort((a, b) => a.id - b.id)
  return {
    active: fromManyOutlets(
      all.filter(
        (d) =>
          isPublished(d, day, approved) &&
          d.is_active === 1 &&
          canAddToMyDeals({ deal_status: effectiveStatus(d, day), deal_available: d.deal_available }),
      ),
    ),
    pending: fromManyOutlets(all.filter((d) => d.deal_status === DEAL_STATUS.pending && approved.has(d.vendor_id))),
    expired: fromManyOutlets(
      all.filter((d) => isPublished(d, day, approved) && effectiveStatus(d, day) === DEAL_STATUS.expired),
    ),
  }
}

/** The deals reordered so each outlet's first deal comes before anyone's second: a student's lists span outlets. */
function fromManyOutlets(deals: DealRecord[]): DealRecord[] {
  const seen = new Set<number>()
  const firsts: DealRecord[] = []
  const rest: DealRecord[] = []
  for (const d of deals) {
    if (seen.has(d.vendor_id)) rest.push(d)
    else {
      seen.add(d.vendor_id)
      firsts.push(d)
    }
  }
  return [...firsts, ...rest]
}

/**
 * The customers' history with deals, on top of the catalogue: Priya keeps a wishlist and My Deals in every status,
 * has one review waiting for approval and has reported one deal; Rahul (phone not verified) has hearted one deal.
 * Deterministic: picks deals by id from the catalogue seed, so the same catalogue gives the same story. Dates are
 * relative to now, like the catalogue's, so the story reads the same whenever the demo runs.
 */
export async function seedCustomer(now = clock.now()) {
  const daysAgo = (n: number) => new Date(now - n * 86_400_000).toISOString()
  const { active, pending, expired } = dealsByStatus(now)
  const keep = async (
    customer_id: number,
    deal: DealRecord | undefined,
    cart_type: CartItemRecord['cart_type'],
    ageDays: number,
  ) => {
    if (!deal) return
    await db.cartItems.create({
      id: nextId(db.cartItems),
      customer_id,
      deal_id: deal.id,
      cart_type,
      created_at: daysAgo(ageDays),
    })
  }

  // Wishlist: three active deals and one that has expired since.
  await keep(PRIYA, active[0], KEPT_LIST.wishlist, 20)
  await keep(PRIYA, active[1], KEPT_LIST.wishlist, 12)
  await keep(PRIYA, active[2], KEPT_LIST.wishlist, 3)
  await keep(PRIYA, expired[0], KEPT_LIST.wishlist, 40)

  // My Deals: two active, one pending (its vendor edited it, so it is back with staff for approval), one expired.
  await keep(PRIYA, active[0], KEPT_LIST.myDeals, 18)
  await keep(PRIYA, active[3], KEPT_LIST.myDeals, 6)
  await keep(PRIYA, pending[0], KEPT_LIST.myDeals, 4)
  await keep(PRIYA, expired[1] ?? expired[0], KEPT_LIST.myDeals, 45)

  // A review of one of her deals, waiting for approval (the demo panel approves it).
  const reviewed = active[3]
  if (reviewed && !db.reviews.findFirst((q) => q.where({ customer_id: PRIYA, deal_id: reviewed.id }))) {
    await db.reviews.create({
      id: nextId(db.reviews),
      uuid: PENDING_REVIEW_UUID,
      deal_id: reviewed.id,
      customer_id: PRIYA,
      title: 'Good value, slow on weekends',
      rating: 4,
      review_text: 'The deal worked as described. Expect a wait on Saturday evenings.',
      is_approved: 0,
      created_at: daysAgo(2),
    })
  }

  // She reported the expired deal in her list as wrong (its report icon stays hidden).
  const wrong = expired[1] ?? expired[0]
  if (wrong) {
    await db.dealReports.create({
      id: nextId(db.dealReports),
      customer_id: PRIYA,
      deal_id: wrong.id,
      vendor_id: wrong.vendor_id,
      order_id: null,
      title: 'Outlet refused the deal',
      description: 'The outlet said this offer ended a week before the date shown.',
      created_at: daysAgo(30),
    })
  }

  await keep(RAHUL, active[1], KEPT_LIST.wishlist, 7)
}

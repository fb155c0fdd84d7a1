import type { DashboardDeal, KeptDeal, KeptDealEntry } from '../../src/api/schemas/customer-deals'
import { distanceKm } from '../../src/lib/distance'
import { round2 } from '../../src/lib/deal-pricing'
import { db } from '../db'
import type { DealRecord } from '../db/catalogue-records'
import { statusNow } from '../domain/customer-deal'
import type { KeptDeal as KeptRow } from '../domain/my-deals'

/** A deal as the customer's lists show it. */
export function keptDeal(d: DealRecord): KeptDeal {
  const vendor = db.users.findFirst((q) => q.where({ id: d.vendor_id }))
  return {
    id: d.id,
    uuid: d.uuid,
    name: d.name,
    small_image: { path: d.small_image },
    deal_price: d.deal_price,
    discount: d.discount,
    deal_status: statusNow(d),
    deal_available: d.deal_available,
    is_paylater: d.is_paylater,
    from_date: d.from_date,
    end_date: d.end_date,
    vendor: { id: d.vendor_id, organization: vendor?.organization ?? '' },
  }
}

export const keptDealEntry = ({ entry, deal }: KeptRow): KeptDealEntry => ({
  id: entry.id,
  cart_type: entry.cart_type,
  created_at: entry.created_at,
  deal: keptDeal(deal),
})

/** With the distance in km (2 decimals) from the caller's position. */
export const dashboardDeal = ({ deal }: KeptRow, from: { latitude: number; longitude: number }): DashboardDeal => ({
  ...keptDeal(deal),
  distance: round2(distanceKm(from, deal)),
})

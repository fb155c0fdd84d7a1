import type { DashboardDeal, KeptDeal, KeptDealEntry } from '../../../src/api/schemas/customer-deals'
import { distanceKm } from '../../../src/lib/distance'
import { round2 } from '../../../src/lib/deal-pricing'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import { finalDiscountFor, type Pricing } from '../catalogue/rules'
import { statusNow } from './rules'
import type { KeptDealRow as KeptRow } from './my-deals'

/** A deal as the customer's lists show it, priced for the customer's plan. */
export function keptDeal(d: DealRecord, pricing: Pricing): KeptDeal {
  const vendor = db.users.findFirst((q) => q.where({ id: d.vendor_id }))
  return {
    id: d.id,
    uuid: d.uuid,
    name: d.name,
    small_image: { path: d.small_image },
    deal_price: d.deal_price,
    discount: d.discount,
    final_discount: finalDiscountFor(d, pricing),
    deal_status: statusNow(d),
    deal_available: d.deal_available,
    is_paylater: d.is_paylater,
    from_date: d.from_date,
    end_date: d.end_date,
    vendor: { id: d.vendor_id, organization: vendor?.organization ?? '' },
  }
}

export const keptDealEntry = ({ entry, deal }: KeptRow, pricing: Pricing): KeptDealEntry => ({
  id: entry.id,
  cart_type: entry.cart_type,
  created_at: entry.created_at,
  deal: keptDeal(deal, pricing),
})

/** With the distance in km (2 decimals) from the caller's position. */
export const dashboardDeal = (
  { deal }: KeptRow,
  pricing: Pricing,
  from: { latitude: number; longitude: number },
): DashboardDeal => ({
  ...keptDeal(deal, pricing),
  distance: round2(distanceKm(from, deal)),
})

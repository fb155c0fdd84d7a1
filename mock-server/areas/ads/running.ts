import { adRunsOn } from '../../../src/lib/ad-rules'
import { indiaDay } from '../../../src/lib/dates'
import { clock } from '../../clock/clock'
import { db } from '../../store/db'

/** A running ad: the deal it promotes and where it shows (the package's placements). */
export type RunningAd = { dealId: number; placements: readonly number[]; orderId: number }

/**
 * The one rule of which ads run (docs/decisions/ads.md): a paid order runs from its start day to its end day, both
 * included, by India's day of the demo clock; the catalogue reads it to put the deal where its placements say, marked
 * Sponsored. Earliest order first, so the longest-running ad leads.
 */
export function runningAds(day = indiaDay(clock.now())): RunningAd[] {
  return db.adOrders
    .findMany((q) => q.where({ status: 'paid' }))
    .filter((o) => adRunsOn(o, day))
    .sort((a, b) => a.id - b.id)
    .map((o) => ({
      dealId: o.deal_id,
      orderId: o.id,
      placements: db.advertisements.findFirst((q) => q.where({ id: o.advertisement_id }))?.category_ids ?? [],
    }))
}

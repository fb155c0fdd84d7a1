import { db, nextId } from '../../store/db'
import type { DealRecord } from './records'
import { PERSONA_IDS } from '../../store/personas'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { clock } from '../../clock/clock'

/**
 * A deal created on demand by provider states and tests, independent of the catalogue seed: by default active,
 * approved and available, sold by the vendor persona (vendor@example.com) in Bengaluru. Overrides pick the case (status, stock, uuid).
 */
export async function createFixtureDeal(overrides: Partial<DealRecord> = {}): Promise<DealRecord> {
  // Valid from a month ago for half a year, whenever the test runs; an expired one ended last week, and a pending one
  // (waiting for staff approval, e.g. after its vendor edited it) is unapproved, as in the catalogue seed.
  const day = indiaDay(clock.now())
  const status = overrides.deal_status ?? 1
  const id = overrides.id ?? Math.max(90_000, nextId(db.deals))
  return db.deals.create({
    id,
    uuid: `f1e70000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    deal_code: `FIX${id}`,
    vendor_id: PERSONA_IDS.vendor,
    name: 'Masala Chai and Bun Maska for Two',
    description: '<p>Two cups of masala chai with bun maska.</p>',
    terms_conditions: '<ul><li>Valid at the Koramangala outlet.</li></ul>',
    small_image: '/img/deals/chai-small.jpg',
    banner_image: '/img/deals/chai-banner.jpg',
    deal_price: 149,
    discount: 20,
    deal_available: 25,
    is_paylater: 0,
    is_open_deal: 0,
    deal_status: status,
    is_active: status === 4 ? 0 : 1,
    is_approved: status === 2 ? 0 : 1,
    from_date: addDays(day, status === 3 ? -120 : -30),
    end_date: addDays(day, status === 3 ? -7 : 180),
    days: [1, 2, 3, 4, 5, 6, 7],
    category_ids: [],
    product_id: null,
    keyword_ids: [],
    city_id: 1,
    address: '80 Feet Road, Koramangala 4th Block',
    latitude: 12.9352,
    longitude: 77.6245,
    hp_for_customer: 12,
    hola_for_deal: 10,
    criteria: [],
    created_at: '2026-01-01T09:00:00.000Z',
    ...overrides,
  })
}

import { dealDetail, listingDeal, type DealDetail, type ListingDeal } from '../api/schemas/deals'
import { DEAL_STATUS } from '../lib/deal-status'

/**
 * Deals built by the test that needs them, checked against their wire schema, so a component test says what kind of
 * deal it is about instead of searching the seed for one. Not shipped: only *.test.tsx files import this.
 * The defaults are an active, in-stock, pay-now deal of Chai Point (vendor@example.com, the seed's vendor 101).
 */

/** A deal as listings and cards show it. */
export function aListingDeal(overrides: Partial<ListingDeal> = {}): ListingDeal {
  return listingDeal.assert({
    id: 7,
    uuid: 'dea10000-0000-4000-8000-000000000007',
    name: 'Chai & Samosa: Study Break!',
    description: '<p>Tea</p>',
    small_image: { path: '/img/deals/cafes-1-small.svg' },
    banner_image: { path: '/img/deals/cafes-1-banner.svg' },
    average_rating: 4.25,
    reviews_count: 12,
    discount: 25,
    final_discount: 20,
    deal_price: 1499,
    distance: 3.46,
    is_wishlist: 0,
    deal_status: DEAL_STATUS.active,
    active: 1,
    deal_available: 10,
    is_paylater: 0,
    is_open_deal: 0,
    vendor: { id: 101, uuid: 'beef0000-0000-4000-8000-000000000101', organization: 'Chai Point Koramangala' },
    from_date: '2026-01-01',
    end_date: '2026-03-31',
    ...overrides,
  })
}

/** A deal as its details page shows it. */
export function aDealDetail(overrides: Partial<DealDetail> = {}): DealDetail {
  return dealDetail.assert({
    ...aListingDeal(),
    terms_conditions: '<ul><li>Valid at the Koramangala outlet.</li></ul>',
    address: { address: '80 Feet Road, Koramangala 4th Block' },
    days: [1, 2, 3, 4, 5, 6, 7],
    deal_categories: [],
    keywords: [],
    product: null,
    hp_for_customer: 12,
    deal_criteria: [],
    recent_reviews: [],
    ...overrides,
  })
}

/** The same deal as a listing and as a details page, for a deal the mock's database holds (e.g. a fixture row). */
export const asListed = (
  row: {
    id: number
    uuid: string
    name: string
    deal_status: 1 | 2 | 3 | 4
    deal_available: number
    is_paylater: 0 | 1
  },
  overrides: Partial<ListingDeal> = {},
) =>
  aListingDeal({
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    deal_status: row.deal_status,
    deal_available: row.deal_available,
    is_paylater: row.is_paylater,
    ...overrides,
  })
export const asDetailed = (row: Parameters<typeof asListed>[0], overrides: Partial<DealDetail> = {}) =>
  aDealDetail({ ...asListed(row), ...overrides })

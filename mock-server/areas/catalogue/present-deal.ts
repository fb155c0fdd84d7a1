import type { CategorySummary, DealDetail, ListingDeal } from '../../../src/api/schemas/deals'
import { round2 } from '../../../src/lib/deal-pricing'
import { ownPhoto } from '../../../src/lib/user-image'
import { isCustomerUser } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { CategoryRecord, DealRecord } from './records'
import type { UserRecord } from '../../store/records'
import {
  effectiveStatus,
  finalDiscountFor,
  pointsEarnedFor,
  recentReviews,
  reviewStats,
  today,
  type Located,
  type Pricing,
} from './rules'
import { clock } from '../../clock/clock'
import { isWishlisted } from '../customer-deals/wishlist-flag'
import { reviewWords } from '../reviews/present-review'

/** What presenting deals needs once per request: who is looking, how deals are priced for them, today's date. */
type Viewing = { viewer: UserRecord | null; pricing: Pricing; day: string }
export const viewing = (viewer: UserRecord | null, pricing: Pricing): Viewing => ({
  viewer,
  pricing,
  day: today(clock.now()),
})

function vendorsById(ids: Iterable<number>) {
  const wanted = new Set(ids)
  const map = new Map<number, UserRecord>()
  for (const u of db.users.all()) if (wanted.has(u.id)) map.set(u.id, u)
  return map
}

/** Wire shapes of many deals at once: vendors and review figures are gathered in one pass each, not per deal. */
export function presentListing(items: Located[], v: Viewing): ListingDeal[] {
  const vendors = vendorsById(items.map((l) => l.deal.vendor_id))
  const stats = reviewStats(new Set(items.map((l) => l.deal.id)))
  const customerId = isCustomerUser(v.viewer) ? v.viewer.id : null
  return items.map(({ deal, distance, sponsored }) => {
    const s = stats.get(deal.id)
    const vendor = vendors.get(deal.vendor_id)
    return {
      // Only a deal a running ad promotes carries the mark (docs/decisions/ads.md).
      ...(sponsored ? { is_sponsored: 1 as const } : {}),
      id: deal.id,
      uuid: deal.uuid,
      name: deal.name,
      description: deal.description,
      small_image: { path: deal.small_image },
      banner_image: { path: deal.banner_image },
      average_rating: s ? round2(s.sum / s.count) : 0,
      reviews_count: s?.count ?? 0,
      discount: deal.discount,
      final_discount: finalDiscountFor(deal, v.pricing),
      deal_price: deal.deal_price,
      distance: round2(distance),
      // The flag follows the bearer token's customer, never a customer id the body claims.
      is_wishlist: customerId === null ? 0 : isWishlisted(customerId, deal.id),
      deal_status: effectiveStatus(deal, v.day),
      active: deal.is_active,
      deal_available: deal.deal_available,
      is_paylater: deal.is_paylater,
      is_open_deal: deal.is_open_deal,
      vendor: { id: deal.vendor_id, uuid: vendor?.hash ?? '', organization: vendor?.organization ?? '' },
      from_date: deal.from_date,
      end_date: deal.end_date,
    }
  })
}

export function presentCategory(c: CategoryRecord): CategorySummary {
  return { id: c.id, uuid: c.uuid, name: c.name, image: c.image }
}

/** The deal page's shape: the card fields plus address, days, categories, keywords, product, tiers and recent reviews. */
export function presentDetail(deal: DealRecord, distance: number, v: Viewing): DealDetail {
  const [card] = presentListing([{ deal, distance }], v)
  const categories = db.categories.all().filter((c) => deal.category_ids.includes(c.id))
  const keywords = db.keywords.all().filter((k) => deal.keyword_ids.includes(k.id))
  const product = deal.product_id === null ? undefined : db.products.findFirst((q) => q.where({ id: deal.product_id! }))
  const reviews = recentReviews(deal.id)
  const authors = vendorsById(reviews.map((r) => r.customer_id))
  return {
    ...card!,
    terms_conditions: deal.terms_conditions,
    address: { address: deal.address },
    days: [...deal.days].sort((a, b) => a - b),
    deal_categories: categories.map((c) => ({ id: c.id, name: c.name })),
    keywords: keywords.map((k) => ({ id: k.id, name: k.name })),
    product: product ? { uuid: product.uuid, name: product.name } : null,
    hp_for_customer: pointsEarnedFor(deal, v.pricing),
    deal_criteria: [...deal.criteria]
      .sort((a, b) => a.amount - b.amount)
      .map((c) => ({ id: c.id, amount: c.amount, discount: c.discount })),
    recent_reviews: reviews.map((r) => {
      const author = authors.get(r.customer_id)
      return {
        ...reviewWords(r),
        customer: { full_name: author?.full_name ?? 'A student', media: author ? ownPhoto(author.image) : null },
      }
    }),
  }
}

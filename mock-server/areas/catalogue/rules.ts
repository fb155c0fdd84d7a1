import type { DealSort, SortOrder } from '../../../src/api/schemas/deals'
import { DEFAULT_PAYMENT_METHOD } from '../../../src/lib/payment-methods'
import { indiaDay } from '../../../src/lib/dates'
import { finalDiscount, pointsEarned } from '../../../src/lib/deal-pricing'
import { toPaise } from '../../../src/lib/money'
import { DEAL_STATUS, canAddToMyDeals, isOnShow } from '../../../src/lib/deal-status'
import { distanceKm, type LatLng } from '../../../src/lib/distance'
import { OPEN_DEAL_LABEL, OPEN_DEAL_SLUG, categorySlug } from '../../../src/lib/slug'
import { USER_TYPE, isCustomerUser } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { CategoryRecord, DealRecord, HolaMarginRecord } from './records'
import type { HolaCategoryRecord, UserRecord } from '../../store/records'
import { AD_PLACEMENT } from '../../../src/lib/ad-rules'
import { runningAds } from '../ads/running'
import { clock } from '../../clock/clock'
import { HttpError, forbidden, notFound } from '../../kit/http-error'

/**
 * Deal discovery: which deals a visitor may see, where they are, in what order, and at what final discount.
 * Pure rules over the tables; the handlers (areas/catalogue/handlers.ts) only validate and present.
 */

export type DealStatus = DealRecord['deal_status']

/**
 * The rates of everyone without a plan (visitors, vendors, students on none): margins kept under this id, which is no
 * plan on sale, so a plan always buys something over it (docs/decisions/money-model.md), at UPI (spec 1 §9).
 */
export const STANDARD_RATE_ID = 0
/** How the standard rate is named where a plan would be (the deal page's `default_hola_category`). */
export const STANDARD_RATE = { id: STANDARD_RATE_ID, uuid: '00000000-0000-4000-8000-000000000000', name: 'No plan' }

/** Carousels on home show at most this many deals per category (the nearest ones); View All lists them all. */
const HOME_DEALS_PER_CATEGORY = 12
/** ...and at first at most this many from one outlet, so one nearby outlet cannot fill a whole row. */
const HOME_DEALS_PER_VENDOR = 2

/**
 * The nearest deals, at most `perVendor` from each outlet, up to `limit`; a row still short after that is filled with
 * the next nearest deals of any outlet, so a city with few outlets shows full rows rather than one or two cards.
 */
export function nearestVaried<T extends { deal: { vendor_id: number } }>(
  nearest: T[],
  limit: number,
  perVendor: number,
): T[] {
  const taken = new Map<number, number>()
  const out: T[] = []
  const skipped: T[] = []
  for (const l of nearest) {
    if (out.length === limit) break
    const n = taken.get(l.deal.vendor_id) ?? 0
    if (n >= perVendor) {
      skipped.push(l)
      continue
    }
    taken.set(l.deal.vendor_id, n + 1)
    out.push(l)
  }
  return [...out, ...skipped.slice(0, limit - out.length)]
}
/** The featured carousel's length. */
const FEATURED_DEALS = 8

/** Today in India, the calendar deal validity is measured in. */
export const today = (now = clock.now()) => indiaDay(now)

/** An active deal whose end date has passed is expired, even before a nightly job would flip its status. */
export function effectiveStatus(deal: DealRecord, day: string): DealStatus {
  return deal.deal_status === DEAL_STATUS.active && deal.end_date < day ? DEAL_STATUS.expired : deal.deal_status
}

/** Vendors whose KYC is approved: only their deals are shown to the public. */
export function approvedVendorIds(): Set<number> {
  const ids = new Set<number>()
  for (const u of db.users.all()) if (u.userType === USER_TYPE.vendor && u.is_approved === 1) ids.add(u.id)
  return ids
}

/**
 * A deal appears in listings while it is active, approved, within its dates, has deals left and its vendor is
 * approved. An out-of-stock deal is left out: its page only says 'Deal is out of stock' and moves on (spec 2 §8).
 */
export function isListed(deal: DealRecord, day: string, approved: Set<number>): boolean {
  return (
    deal.is_active === 1 &&
    deal.is_approved === 1 &&
    canAddToMyDeals({ deal_status: effectiveStatus(deal, day), deal_available: deal.deal_available }) &&
    approved.has(deal.vendor_id)
  )
}

/** A deal's details are public while it is active or expired (expired ones say so), approved, from an approved vendor. */
export function isPublished(deal: DealRecord, day: string, approved: Set<number>): boolean {
  return deal.is_approved === 1 && isOnShow({ deal_status: effectiveStatus(deal, day) }) && approved.has(deal.vendor_id)
}

export type ListingQuery = {
  sortBy: DealSort
  order: SortOrder
  /** Only deals in this city; null: every city. */
  cityId: number | null
  /** Where distances are measured from (the request's location headers). */
  from: LatLng
}

/** A listed deal and its distance in km from the caller; `sponsored` when a running ad put it where it is. */
export type Located = { deal: DealRecord; distance: number; sponsored?: true }

/**
 * The deals running ads promote in `placement` (runningAds, the one rule), first and marked sponsored, in the ads'
 * order; the rest keep theirs. Only deals already in the list move: an ad never shows a deal the listing would not.
 */
export function sponsoredFirst(items: Located[], placement: number, now = clock.now()): Located[] {
  const promoted = runningAds(today(now))
    .filter((a) => a.placements.includes(placement))
    .map((a) => a.dealId)
  if (promoted.length === 0) return items
  const byDeal = new Map(items.map((l) => [l.deal.id, l]))
  const first = [...new Set(promoted)]
    .map((id) => byDeal.get(id))
    .filter((l) => l !== undefined)
    .map((l) => ({ ...l, sponsored: true as const }))
  const moved = new Set(first.map((l) => l.deal.id))
  return [...first, ...items.filter((l) => !moved.has(l.deal.id))]
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Orders located deals by the sort key; ties keep the nearest first, then the lowest id, so pages are stable. */
function sortLocated(items: Located[], sortBy: DealSort, order: SortOrder): Located[] {
  const dir = order === 'desc' ? -1 : 1
  const key =
    sortBy === 'name'
      ? (a: Located, b: Located) => collator.compare(a.deal.name, b.deal.name)
      : sortBy === 'deal_price'
        ? (a: Located, b: Located) => a.deal.deal_price - b.deal.deal_price
        : (a: Located, b: Located) => a.distance - b.distance
  return items.sort((a, b) => dir * key(a, b) || a.distance - b.distance || a.deal.id - b.deal.id)
}

/** The listed deals that `match`, in the query's city, with their distances, sorted. One pass over the deals. */
export function listDeals(match: (deal: DealRecord) => boolean, query: ListingQuery, now = clock.now()): Located[] {
  const day = today(now)
  const approved = approvedVendorIds()
  const out: Located[] = []
  for (const deal of db.deals.all()) {
    if (query.cityId !== null && deal.city_id !== query.cityId) continue
    if (!isListed(deal, day, approved) || !match(deal)) continue
    out.push({ deal, distance: distanceKm(query.from, deal) })
  }
  return sortLocated(out, query.sortBy, query.order)
}

export function activeCategories(): CategoryRecord[] {
  return db.categories
    .all()
    .filter((c) => c.is_active === 1)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
}

/** category-deal: `id` is a category slug (/c/{categoriesName}) or opendeal. Unknown: 404. */
export function categoryListing(slug: string, query: ListingQuery) {
  const wanted = slug.trim().toLowerCase()
  if (wanted === OPEN_DEAL_SLUG) return { name: OPEN_DEAL_LABEL, deals: listDeals((d) => d.is_open_deal === 1, query) }
  const category = activeCategories().find((c) => categorySlug(c.name) === wanted)
  if (!category) throw notFound('Category')
  const deals = listDeals((d) => d.category_ids.includes(category.id), query)
  return { name: category.name, deals: sponsoredFirst(deals, AD_PLACEMENT.category) }
}

/** keyword-deal: by the keyword's name, any case. Unknown: 404. */
export function keywordListing(name: string, query: ListingQuery) {
  const wanted = name.trim().toLowerCase()
  const keyword = db.keywords.all().find((k) => k.name.toLowerCase() === wanted)
  if (!keyword) throw notFound('Keyword')
  return { keyword, deals: listDeals((d) => d.keyword_ids.includes(keyword.id), query) }
}

/** product-deal: by the product's uuid. Unknown or inactive: 404. */
export function productListing(uuid: string, query: ListingQuery) {
  const product = db.products.findFirst((q) => q.where({ uuid }))
  if (!product || product.is_active !== 1) throw notFound('Product')
  return { product, deals: listDeals((d) => d.product_id === product.id, query) }
}

/** vendor-deal: by the vendor's uuid (its hash). Unknown: 404; a vendor awaiting KYC has no public deals yet. */
export function vendorListing(uuid: string, query: ListingQuery) {
  const vendor = db.users.findFirst((q) => q.where({ hash: uuid, userType: USER_TYPE.vendor }))
  if (!vendor) throw notFound('Vendor')
  return { vendor, deals: listDeals((d) => d.vendor_id === vendor.id, query) }
}

/** menu-category: the home's carousels, built from one listing pass. */
export function homeCarousels(query: Omit<ListingQuery, 'sortBy' | 'order'>, now = clock.now()) {
  const nearest = listDeals(() => true, { ...query, sortBy: 'distance', order: 'asc' }, now)
  const categories = activeCategories()
  const carousels = categories
    .filter((c) => c.is_top_menu === 1)
    .map((category) => ({
      category,
      deals: nearestVaried(
        nearest.filter((l) => l.deal.category_ids.includes(category.id)),
        HOME_DEALS_PER_CATEGORY,
        HOME_DEALS_PER_VENDOR,
      ),
    }))
    .filter((c) => c.deals.length > 0)
  // Featured: each vendor's best discount, best first, nearest on ties (docs/decisions/discovery.md).
  const bestPerVendor = new Map<number, Located>()
  for (const l of nearest) {
    const best = bestPerVendor.get(l.deal.vendor_id)
    if (!best || l.deal.discount > best.deal.discount) bestPerVendor.set(l.deal.vendor_id, l)
  }
  const best = [...bestPerVendor.values()].sort(
    (a, b) => b.deal.discount - a.deal.discount || a.distance - b.distance || a.deal.id - b.deal.id,
  )
  // A running home ad's deal leads the carousel, whether or not it is its outlet's best.
  const sponsored = sponsoredFirst(nearest, AD_PLACEMENT.home, now).filter((l) => l.sponsored)
  const taken = new Set(sponsored.map((l) => l.deal.id))
  const featured = [...sponsored, ...best.filter((l) => !taken.has(l.deal.id))].slice(0, FEATURED_DEALS)
  return { carousels, categories, featured }
}

/**
 * deal-detail: a published deal by uuid. A customer may also open a deal they keep in their wishlist or My Deals while
 * it is pending or inactive (My Deals lists and highlights such deals). Anything else is a 404.
 */
export function publishedDeal(uuid: string, now = clock.now(), viewer: UserRecord | null = null): DealRecord {
  const deal = db.deals.findFirst((q) => q.where({ uuid }))
  if (!deal) throw new HttpError(404, 'Deal details not found.')
  if (isPublished(deal, today(now), approvedVendorIds())) return deal
  const kept =
    isCustomerUser(viewer) &&
    db.cartItems.findFirst((q) => q.where({ customer_id: viewer.id, deal_id: deal.id })) !== undefined
  if (!kept) throw new HttpError(404, 'Deal details not found.')
  return deal
}

/** vendor-deal-detail: the signed-in vendor's own deal in any status; another vendor's deal is a 403. */
export function ownDeal(uuid: string, vendor: UserRecord): DealRecord {
  const deal = db.deals.findFirst((q) => q.where({ uuid }))
  if (!deal) throw new HttpError(404, 'Deal details not found.')
  if (deal.vendor_id !== vendor.id) throw forbidden('You can only view your own deals.')
  return deal
}

export type Pricing = {
  /** The viewer's plan, or the standard rate without one. */
  plan: Pick<HolaCategoryRecord, 'id' | 'uuid' | 'name'>
  margins: HolaMarginRecord[]
  /** Gross margin (percent) of the plan's default payment method. */
  grossMargin: number
  /** Rupees a Hola point is worth at the plan's default payment method (hola_to_currency). */
  holaToCurrency: number
}

/**
 * The plan that prices deals for a viewer: a customer's own plan, else the standard rate (visitors, vendors, customers
 * without one), at the default payment method (UPI). final_discount = discount − discount × gross_margin / 100.
 */
export function pricingFor(viewer: UserRecord | null): Pricing {
  const own = isCustomerUser(viewer) && viewer.hola_category_id !== null ? viewer.hola_category_id : null
  const plan = (own !== null && db.holaCategories.findFirst((q) => q.where({ id: own }))) || STANDARD_RATE
  const planId = plan.id
  const margins = db.holaMargins
    .all()
    .filter((m) => m.hola_category_id === planId)
    .sort((a, b) => a.payment_method_type - b.payment_method_type)
  const upi = margins.find((m) => m.payment_method_type === DEFAULT_PAYMENT_METHOD)
  return { plan, margins, grossMargin: upi?.gross_margin ?? 0, holaToCurrency: upi?.hola_to_currency ?? 1 }
}

export const finalDiscountFor = (deal: DealRecord, pricing: Pricing) =>
  finalDiscount(deal.discount, pricing.grossMargin)

/**
 * hp_for_customer as the viewer's plan earns it at the default method: the same pointsEarned() the checkout's quote()
 * uses, so the deal page and the payment breakdown show one figure (docs/decisions/checkout.md).
 */
export const pointsEarnedFor = (deal: Pick<DealRecord, 'deal_price' | 'discount'>, pricing: Pricing) =>
  pointsEarned(toPaise(deal.deal_price), finalDiscount(deal.discount, pricing.grossMargin), pricing.holaToCurrency)

/** Approved reviews per deal (count and rating sum), for the deals asked about. One pass over the reviews. */
export function reviewStats(dealIds: ReadonlySet<number>): Map<number, { count: number; sum: number }> {
  const stats = new Map<number, { count: number; sum: number }>()
  for (const r of db.reviews.all()) {
    if (r.is_approved !== 1 || !dealIds.has(r.deal_id)) continue
    const s = stats.get(r.deal_id)
    if (s) {
      s.count++
      s.sum += r.rating
    } else stats.set(r.deal_id, { count: 1, sum: r.rating })
  }
  return stats
}

/** The latest approved reviews of a deal, newest first. */
export function recentReviews(dealId: number, limit = 3) {
  return db.reviews
    .all()
    .filter((r) => r.deal_id === dealId && r.is_approved === 1)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, limit)
}

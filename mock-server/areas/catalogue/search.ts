import { USER_TYPE } from '../../../src/lib/user-type'
import { distanceKm, type LatLng } from '../../../src/lib/distance'
import { db } from '../../store/db'
import type { DealRecord } from './records'
import { AD_PLACEMENT } from '../../../src/lib/ad-rules'
import { approvedVendorIds, isListed, sponsoredFirst, today } from './rules'
import { invalidField } from '../../kit/http-error'

/** How many hits each group of the header's dropdown shows. */
const HITS_PER_GROUP = 5

const outletName = (vendorId: number) => db.users.findFirst((q) => q.where({ id: vendorId }))?.organization ?? ''

/** Lower-cased words of a search text. */
export const searchWords = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean)

/** A name matches when it contains every word of the search, in any order, ignoring case. */
export const matches = (name: string, words: readonly string[]) => {
  const n = name.toLowerCase()
  return words.every((w) => n.includes(w))
}

/** Best first: names starting with the first word, then the tie-breaker (alphabetical unless told otherwise). */
export function rank<T extends { name: string }>(
  items: T[],
  words: readonly string[],
  tie: (a: T, b: T) => number = (a, b) => a.name.localeCompare(b.name),
): T[] {
  const first = words[0] ?? ''
  const starts = (x: T) => (x.name.toLowerCase().startsWith(first) ? 0 : 1)
  return items.sort((a, b) => starts(a) - starts(b) || tie(a, b))
}

/**
 * search-deals: the header's grouped results. Each group holds up to five names containing every word of the text;
 * deals nearest to the caller's position first. Blank text is a 422 (the box only searches once something is typed).
 */
export function searchCatalogue(text: string, from: LatLng, perGroup = HITS_PER_GROUP) {
  const words = searchWords(text)
  if (words.length === 0) throw invalidField('search', 'The search field is required.')
  const pick = <T extends { name: string }>(items: T[], tie?: (a: T, b: T) => number) =>
    rank(items, words, tie).slice(0, perGroup)

  const categories = pick(db.categories.findMany((q) => q.where({ is_active: 1, name: (n) => matches(n, words) })))
  const products = pick(db.products.findMany((q) => q.where({ is_active: 1, name: (n) => matches(n, words) })))
  const keywords = pick(db.keywords.findMany((q) => q.where({ name: (n) => matches(n, words) })))
  const vendors = pick(
    db.users
      .findMany((q) => q.where({ userType: USER_TYPE.vendor, is_approved: 1, organization: (o) => matches(o, words) }))
      .map((u) => ({ uuid: u.hash, name: u.organization })),
  )
  const near = (d: DealRecord) => distanceKm(from, d)
  // The same deals the listings show (active, approved, in date, from an approved vendor).
  const day = today()
  const approved = approvedVendorIds()
  const hits = db.deals
    .findMany((q) => q.where({ name: (n) => matches(n, words) }))
    .filter((d) => isListed(d, day, approved))
  // A running search ad's deal that matches leads the deals (marked sponsored); the rest are ranked as ever.
  const sponsored = sponsoredFirst(
    hits.map((deal) => ({ deal, distance: near(deal) })),
    AD_PLACEMENT.search,
  ).filter((l) => l.sponsored)
  const promoted = new Set(sponsored.map((l) => l.deal.id))
  const deals = [
    ...sponsored.map((l) => l.deal),
    ...rank(
      hits.filter((d) => !promoted.has(d.id)),
      words,
      (a, b) => near(a) - near(b) || a.name.localeCompare(b.name),
    ),
  ].slice(0, perGroup)
  return {
    categories: categories.map((c) => ({ uuid: c.uuid, name: c.name })),
    deals: deals.map((d) => ({
      ...(promoted.has(d.id) ? { is_sponsored: 1 as const } : {}),
      uuid: d.uuid,
      name: d.name,
      vendor: { organization: outletName(d.vendor_id) },
      address: d.address,
    })),
    products: products.map((p) => ({ uuid: p.uuid, name: p.name })),
    keywords: keywords.map((k) => ({ id: k.id, name: k.name })),
    vendors,
  }
}

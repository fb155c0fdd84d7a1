import { SPONSORED_TEXT } from '../../lib/sponsored'
import type { DealSearchHit, SearchDealsResponse } from '../../api/schemas/search'
import { localityOf } from '../../lib/locality'
import { paths } from '../../lib/paths'

/** One pickable result in the header's dropdown. */
export type SearchOption = {
  id: string
  group: SearchGroup
  label: string
  href: string
  /** Outlet and area of a deal. */ detail?: string
}
type SearchGroup = 'categories' | 'deals' | 'products' | 'keywords' | 'vendors'

/** Group headings, in the order the dropdown shows them (spec 3 §3). */
export const GROUP_LABELS: ReadonlyArray<readonly [SearchGroup, string]> = [
  ['categories', 'Categories'],
  ['deals', 'Deals'],
  ['products', 'Products'],
  ['keywords', 'Keywords'],
  ['vendors', 'Vendors'],
]

/** The text must have this many characters before the box searches. */
export const MIN_SEARCH_LENGTH = 2

/** Where each kind of result leads (spec 3 §2, Header). */
export function optionsOf(results: SearchDealsResponse): SearchOption[] {
  const out: SearchOption[] = []
  for (const c of results.categories)
    out.push({ id: `category-${c.uuid}`, group: 'categories', label: c.name, href: paths.category(c.name) })
  for (const d of results.deals)
    out.push({
      id: `deal-${d.uuid}`,
      group: 'deals',
      label: d.name,
      detail: dealDetailLine(d),
      href: paths.searchResult(d),
    })
  for (const p of results.products)
    out.push({ id: `product-${p.uuid}`, group: 'products', label: p.name, href: paths.product(p) })
  for (const k of results.keywords)
    out.push({ id: `keyword-${k.id}`, group: 'keywords', label: k.name, href: paths.keyword(k.name) })
  for (const v of results.vendors)
    out.push({ id: `vendor-${v.uuid}`, group: 'vendors', label: v.name, href: paths.vendor(v) })
  return out
}

/** "Chai Point · Koramangala, Bengaluru": what tells deals of one name apart (outlets repeat each other's titles). */
function dealDetailLine(d: DealSearchHit): string | undefined {
  const parts = [
    d.is_sponsored ? SPONSORED_TEXT : undefined,
    d.vendor?.organization,
    d.address ? localityOf(d.address) : undefined,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : undefined
}

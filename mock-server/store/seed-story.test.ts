import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { db } from './db'
import { CATEGORIES, CITIES, KEYWORD_PRODUCTS } from '../areas/catalogue/city-data'
import { seed } from './seed'

const publicDir = path.resolve(import.meta.dirname, '../../public')
const AREAS = CITIES.flatMap((c) => c.areas.map((a) => a.name))
/** The area an outlet's name claims ("Chai Point Koramangala"), if any. */
const areaNamed = (organization: string) => AREAS.find((a) => new RegExp(`\\b${a}\\b`).test(organization))
/** The deal titles each product's outlets use (catalogue-data.ts). */
const PRODUCT_TITLES = new Map(CATEGORIES.flatMap((c) => c.products.map((p) => [p.name, p.deals] as const)))
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ')

/** The seed tells one coherent story (a wrap with a sandwich's text, "Koramangala" outlets in Jayanagar…). */
describe('the seed story', () => {
  it("names each deal's own product in its name and description, and gives it no keyword of another product", async () => {
    await seed()
    const products = new Map(db.products.all().map((p) => [p.id, p.name]))
    const keywords = new Map(db.keywords.all().map((k) => [k.id, k.name]))
    const wrong: string[] = []
    for (const d of db.deals.all()) {
      const product = products.get(d.product_id ?? -1) ?? ''
      const own = (text: string) => text.toLowerCase().includes(product.toLowerCase().replace(/s$/, ''))
      const titles = PRODUCT_TITLES.get(product) ?? []
      if (!own(d.name) && !titles.some((t) => d.name.endsWith(t))) wrong.push(`${d.name}: not a ${product} deal`)
      if (!plain(d.description).includes(d.name)) wrong.push(`${d.name}: its description is another deal's`)
      for (const k of d.keyword_ids) {
        const fits = KEYWORD_PRODUCTS[keywords.get(k) ?? '']
        if (fits && !fits.includes(product)) wrong.push(`${d.name}: keyword ${keywords.get(k)} on ${product}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('places every outlet in the area its name claims', async () => {
    await seed()
    const wrong: string[] = []
    for (const vendor of db.users.all().filter((u) => u.userType === 1)) {
      const area = areaNamed(vendor.organization)
      if (!area) continue
      if (!vendor.address.includes(area)) wrong.push(`${vendor.organization} registered at ${vendor.address}`)
      for (const d of db.deals.findMany((q) => q.where({ vendor_id: vendor.id })))
        if (!d.address.includes(area)) wrong.push(`${vendor.organization}'s ${d.name} at ${d.address}`)
    }
    expect(wrong).toEqual([])
  })

  it('never repeats a review text on one deal', async () => {
    await seed()
    const seen = new Set<string>()
    const repeated = db.reviews.all().filter((r) => {
      const key = `${r.deal_id}|${r.review_text}`
      return seen.has(key) || !seen.add(key)
    })
    expect(repeated.map((r) => `${r.deal_id}: ${r.review_text}`)).toEqual([])
  })

  it("shows real pictures: each vendor's documents name that vendor, content pages' images exist", async () => {
    await seed()
    const users = new Map(db.users.all().map((u) => [u.id, u]))
    for (const doc of db.vendorDocuments.all()) {
      expect(doc.path).toMatch(/^data:image\/svg\+xml,/)
      expect(decodeURIComponent(doc.path)).toContain(users.get(doc.vendor_id)!.organization.toUpperCase())
    }
    for (const page of db.contentPages.all())
      for (const [, src] of page.content.matchAll(/<img[^>]*\ssrc="([^"]+)"/g))
        expect(existsSync(path.join(publicDir, src!)), `${page.title}: ${src}`).toBe(true)
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ReferencePool } from './seeded-references'

/** The robustness property's references: drawn by field and path names from the data, and fitting the field's schema. */
const tables = {
  deals: [
    { id: 7, uuid: 'deal-uuid-7', vendor_id: 101, name: 'Masala Chai' },
    { id: 8, uuid: 'deal-uuid-8', vendor_id: 102, name: 'Filter Coffee' },
  ],
  orders: [{ id: 3, uuid: 'order-uuid-3', deal_id: 7, customer_id: 1, reference_code: 'CHAIDEMO42' }],
  reviews: [{ id: 40, uuid: 'review-uuid-40', deal_id: 8, customer_id: 2 }],
  users: [
    { id: 1, hash: 'user-hash-1', email: 'customer@example.com', phone: '9876543210' },
    { id: 101, hash: 'user-hash-101', email: 'vendor@example.com', phone: '9123456780' },
  ],
  keywords: [{ id: 5, name: 'Chai' }],
}

const pool = () => new ReferencePool().addTables(tables)
const sample = (arb: fc.Arbitrary<unknown> | null) => new Set(fc.sample(arb!, { numRuns: 300, seed: 7 }))

describe('references drawn from the data', () => {
  it('a field whose subject names a table draws that table’s ids (mostly), in the type its schema takes', () => {
    const drawn = fc.sample(
      pool().forEndpoint('customer/save-deal-reporting')('deal_id', { type: 'integer', exclusiveMinimum: 0 })!,
      { numRuns: 300, seed: 7 },
    )
    expect(drawn).toEqual(expect.arrayContaining([7, 8]))
    expect(drawn.filter((v) => v === 7 || v === 8).length).toBeGreaterThan(drawn.length * 0.6)
    expect(drawn.every((v) => Number.isInteger(v) && (v as number) > 0)).toBe(true)
  })

  it('a bare id draws the records the endpoint’s path names: deals for check-deal', () => {
    const drawn = fc.sample(pool().segment('id', 'customer/check-deal/:id')!, { numRuns: 300, seed: 7 })
    expect(drawn).toEqual(expect.arrayContaining(['deal-uuid-7', 'deal-uuid-8', '7', '8']))
    // The path names deals, so most draws are deals' (the rest are any id-like value, forbidden ones included).
    const deals = drawn.filter((v) => ['deal-uuid-7', 'deal-uuid-8', '7', '8'].includes(v))
    expect(deals.length).toBeGreaterThan(drawn.length / 2)
    expect(deals.length).toBeLessThan(drawn.length)
  })

  it('vendor_id and wishlist_customer_id draw users; username draws emails and phones; a name draws names', () => {
    expect(sample(pool().forEndpoint('customer/save-deal-reporting')('vendor_id', { type: 'integer' }))).toContain(101)
    expect(sample(pool().forEndpoint('deal-detail')('wishlist_customer_id', { type: 'number' }))).toContain(1)
    const usernames = sample(pool().forEndpoint('customer/authenticate')('username', { type: 'string', minLength: 1 }))
    expect(usernames).toContain('customer@example.com')
    expect(usernames).toContain('9123456780')
    expect(sample(pool().forEndpoint('keyword-deal')('name', { type: 'string', maxLength: 120 }))).toContain('Chai')
  })

  it('keeps to the schema: lengths and bounds filter the values out, and a field that is not a reference gets none', () => {
    const short = sample(pool().forEndpoint('vendor/order-redeem')('reference_code', { type: 'string', maxLength: 5 }))
    expect([...short].every((v) => typeof v === 'string' && v.length <= 5)).toBe(true)
    expect(short).not.toContain('CHAIDEMO42')
    expect(pool().forEndpoint('customer/add-rating-review')('review_text', { type: 'string' })).toBeNull()
  })

  it('reads id-like keys from answers too (the staff queue’s kinds)', () => {
    const refs = new ReferencePool().addAnswer({
      items: [
        { kind: 'deal', id: 'deal-uuid-9' },
        { kind: 'review', id: 12 },
      ],
    })
    const kinds = sample(refs.segment('kind', '__mock/staff/:kind/:id/approve'))
    expect(kinds).toContain('deal')
    expect(kinds).toContain('review')
  })
})

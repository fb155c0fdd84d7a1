import { describe, expect, it } from 'vitest'
import { nearestVaried } from './rules'

const at = (vendor_id: number) => ({ deal: { vendor_id } })

describe('home carousels take the nearest deals but vary the outlets', () => {
  it('keeps order and takes at most two per outlet, up to the limit', () => {
    const nearest = [at(1), at(1), at(1), at(2), at(1), at(3), at(2), at(2), at(4)]
    expect(nearestVaried(nearest, 5, 2).map((l) => l.deal.vendor_id)).toEqual([1, 1, 2, 3, 2])
  })
  it('fills a short row with the next nearest deals of any outlet, after the varied ones', () => {
    const nearest = [at(1), at(1), at(1), at(2), at(1), at(2), at(2)]
    expect(nearestVaried(nearest, 6, 2).map((l) => l.deal.vendor_id)).toEqual([1, 1, 2, 2, 1, 1])
    expect(nearestVaried([at(1), at(1), at(1)], 12, 2)).toHaveLength(3)
  })
})

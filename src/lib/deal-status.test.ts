import { describe, expect, it } from 'vitest'
import { DEAL_STATUS, canAddToMyDeals, dealStatusName, isOnShow, isOutOfStock } from './deal-status'

const deal = (deal_status: number, deal_available = 5) => ({ deal_status, deal_available })

describe('deal status rules', () => {
  it('names every status as the server list does', () => {
    expect([1, 2, 3, 4].map((s) => dealStatusName(s as 1 | 2 | 3 | 4))).toEqual([
      'Active',
      'Pending',
      'Expired',
      'Inactive',
    ])
  })
  it('only an active deal with availability can be added to My Deals', () => {
    expect(canAddToMyDeals(deal(DEAL_STATUS.active))).toBe(true)
    expect(canAddToMyDeals(deal(DEAL_STATUS.active, 0))).toBe(false)
    for (const s of [2, 3, 4]) expect(canAddToMyDeals(deal(s))).toBe(false)
  })
  it('out of stock means active with nothing left', () => {
    expect(isOutOfStock(deal(DEAL_STATUS.active, 0))).toBe(true)
    expect(isOutOfStock(deal(DEAL_STATUS.active, -1))).toBe(true)
    expect(isOutOfStock(deal(DEAL_STATUS.expired, 0))).toBe(false)
    expect(isOutOfStock(deal(DEAL_STATUS.active, 1))).toBe(false)
  })
  it('active and expired deals are on show; pending and inactive ones are not', () => {
    expect([1, 2, 3, 4].map((s) => isOnShow(deal(s)))).toEqual([true, false, true, false])
  })
})

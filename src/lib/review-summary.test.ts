import { describe, expect, it } from 'vitest'
import { formatRating, roundRating, starShare, summariseRatings } from './review-summary'

describe('summariseRatings', () => {
  it('counts each star, the total and the average to one decimal', () => {
    expect(summariseRatings([5, 5, 4, 3, 1, 5])).toEqual({
      avgReview: 3.8,
      reviews_1: 1,
      reviews_2: 0,
      reviews_3: 1,
      reviews_4: 1,
      reviews_5: 3,
      total: 6,
    })
  })

  it('is all zeros with no ratings', () => {
    expect(summariseRatings([])).toEqual({
      avgReview: 0,
      reviews_1: 0,
      reviews_2: 0,
      reviews_3: 0,
      reviews_4: 0,
      reviews_5: 0,
      total: 0,
    })
  })

  it('ignores values off the 1–5 scale', () => {
    expect(summariseRatings([0, 6, 2.5, 4]).total).toBe(1)
  })
})

describe('rounding', () => {
  it('rounds halves up without binary drift', () => {
    expect(roundRating(4.25)).toBe(4.3)
    expect(roundRating(4.35)).toBe(4.4)
    expect(roundRating(13 / 3)).toBe(4.3)
    expect(formatRating(4)).toBe('4.0')
  })

  it('gives each star a share of 100', () => {
    const s = summariseRatings([5, 5, 4, 1])
    expect(starShare(s, 5)).toBe(50)
    expect(starShare(s, 4)).toBe(25)
    expect(starShare(s, 2)).toBe(0)
    expect(starShare(summariseRatings([]), 5)).toBe(0)
  })
})

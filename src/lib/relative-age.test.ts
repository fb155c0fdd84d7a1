import { describe, expect, it } from 'vitest'
import { relativeAge } from './relative-age'

const now = Date.UTC(2026, 0, 15, 10, 0, 0)
const ago = (ms: number) => now - ms
const s = 1000
const m = 60 * s
const h = 60 * m
const d = 24 * h

describe('relativeAge', () => {
  it.each([
    [0, 'Just now'],
    [999, 'Just now'],
    [1 * s, '1 second ago'],
    [59 * s, '59 seconds ago'],
    [1 * m, '1 minute ago'],
    [59 * m + 59 * s, '59 minutes ago'],
    [1 * h, '1 hour ago'],
    [23 * h, '23 hours ago'],
    [1 * d, '1 day ago'],
    [6 * d, '6 days ago'],
    [7 * d, '1 week ago'],
    [29 * d, '4 weeks ago'],
    [30 * d, '1 month ago'],
    [59 * d, '1 month ago'],
    [60 * d, '2 months ago'],
    [364 * d, '12 months ago'],
    [365 * d, '1 year ago'],
    [3 * 365 * d + 10 * d, '3 years ago'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(relativeAge(ago(ms), now)).toBe(text)
  })

  it('accepts ISO strings and Dates', () => {
    expect(relativeAge(new Date(ago(2 * h)).toISOString(), new Date(now))).toBe('2 hours ago')
    expect(relativeAge(new Date(ago(3 * d)), now)).toBe('3 days ago')
  })

  it('reads a slightly future time as Just now, and an unreadable one as nothing', () => {
    expect(relativeAge(now + 5 * s, now)).toBe('Just now')
    expect(relativeAge('not a date', now)).toBe('')
  })
})

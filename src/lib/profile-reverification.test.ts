import { describe, expect, it } from 'vitest'
import { needsReverification } from './profile-reverification'

describe('needsReverification', () => {
  const now = Date.UTC(2026, 10, 23)
  it('prompts once the verified date is more than monthDuration months old', () => {
    expect(needsReverification('2026-05-22T00:00:00Z', 6, now)).toBe(true)
    expect(needsReverification('2026-05-24T00:00:00Z', 6, now)).toBe(false)
    expect(needsReverification('2026-11-01T00:00:00Z', 6, now)).toBe(false)
  })
  it('does not prompt without a verified date or a duration', () => {
    expect(needsReverification(null, 6, now)).toBe(false)
    expect(needsReverification('not a date', 6, now)).toBe(false)
    expect(needsReverification('2020-01-01T00:00:00Z', 0, now)).toBe(false)
  })
})

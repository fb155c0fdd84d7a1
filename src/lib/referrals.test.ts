import { describe, expect, it } from 'vitest'
import { paths } from './paths'
import { referralCodeIn } from './referrals'

describe('the referral share link', () => {
  it('carries the code in ?ref=, and the code is read back from it', () => {
    expect(paths.referralShare('PRIYA2026')).toBe('/?ref=PRIYA2026')
    expect(referralCodeIn(new URL(paths.referralShare('A B&C'), 'https://x.test').search)).toBe('A B&C')
  })

  it('reads no code from a link without one, a blank one or one longer than sign-up takes', () => {
    expect(referralCodeIn('')).toBeNull()
    expect(referralCodeIn('?ref=%20%20')).toBeNull()
    expect(referralCodeIn(`?ref=${'A'.repeat(231)}`)).toBeNull()
    expect(referralCodeIn('?city=1&ref= CHAIPOINT ')).toBe('CHAIPOINT')
  })
})

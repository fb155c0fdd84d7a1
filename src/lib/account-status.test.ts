import { describe, expect, it } from 'vitest'
import { hasVerifiedContacts, isExpiredAccount } from './account-status'

describe('hasVerifiedContacts', () => {
  it('needs both the email and the phone verified', () => {
    expect(hasVerifiedContacts({ is_email_verified: 1, is_verified: 1 })).toBe(true)
    expect(hasVerifiedContacts({ is_email_verified: 0, is_verified: 1 })).toBe(false)
    expect(hasVerifiedContacts({ is_email_verified: 1, is_verified: 0 })).toBe(false)
    expect(hasVerifiedContacts({ is_email_verified: 0, is_verified: 0 })).toBe(false)
  })
})

describe('isExpiredAccount', () => {
  it('is approve_status 4 only; an account without one (a vendor) never expires', () => {
    expect(isExpiredAccount({ approve_status: 4 })).toBe(true)
    for (const s of [0, 1, 2, 3, 5]) expect(isExpiredAccount({ approve_status: s })).toBe(false)
    expect(isExpiredAccount({})).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { buyingHold, hasVerifiedContacts, holdText, isExpiredAccount, keepingHold, planHeld } from './account-status'

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

describe('holds, said before the action (never offer what will be refused)', () => {
  const ok = { is_email_verified: 1, is_verified: 1, approve_status: 1 }

  it('names the missing contact and how to verify it', () => {
    const rahul = keepingHold({ ...ok, is_verified: 0 })
    expect(rahul).toEqual({ kind: 'unverified', missing: ['phone'] })
    expect(holdText(rahul!).text).toMatch(/^Your phone number is not verified yet.*enter the code My Account sends/)
    const newStudent = keepingHold({ ...ok, is_email_verified: 0 })
    expect(holdText(newStudent!).text).toMatch(
      /^Your email address is not verified yet.*have My Account email you a link/,
    )
    expect(holdText(keepingHold({ ...ok, is_email_verified: 0, is_verified: 0 })!).text).toMatch(
      /^Your email address and phone number are not verified yet/,
    )
  })

  it('lets an expired student keep deals but not buy them, and names the way out', () => {
    const anjali = { ...ok, approve_status: 4 }
    expect(keepingHold(anjali)).toBeNull()
    expect(buyingHold(anjali)).toEqual({ kind: 'expired' })
    expect(holdText({ kind: 'expired' }).text).toMatch(/expired.*membership plan/)
    expect(buyingHold(ok)).toBeNull()
  })

  it('offers an expired account every plan, its own included (a renewal)', () => {
    expect(planHeld({ hola_category_id: 1, approve_status: 4 })).toBeNull()
    expect(planHeld({ hola_category_id: 1, approve_status: 1 })).toBe(1)
    expect(planHeld({ hola_category_id: 2 })).toBe(2)
  })
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_USER_IMAGE, ownPhoto } from './user-image'
import { isCustomerUser, roleOf } from './user-type'

describe('user types', () => {
  it('maps user types to the role their calls go to', () => {
    expect(roleOf(1)).toBe('vendor')
    expect(roleOf(2)).toBe('customer')
  })

  it('knows a customer from a vendor and from nobody', () => {
    expect(isCustomerUser({ userType: 2 })).toBe(true)
    expect(isCustomerUser({ userType: 1 })).toBe(false)
    expect(isCustomerUser(null)).toBe(false)
  })
})

describe('ownPhoto', () => {
  it('is null for the default image and the path otherwise', () => {
    expect(ownPhoto(DEFAULT_USER_IMAGE)).toBeNull()
    expect(ownPhoto('/uploads/priya.jpg')).toEqual({ path: '/uploads/priya.jpg' })
  })
})

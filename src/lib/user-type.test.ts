import { describe, expect, it } from 'vitest'
import { DEFAULT_USER_IMAGE, ownPhoto } from './user-image'
import { isCustomerUser, roleOf, viewerOfUserType } from './user-type'

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

describe('viewerOfUserType', () => {
  it('names the wire user types in the code word, an unknown one a guest', () => {
    expect(viewerOfUserType(2)).toBe('customer')
    expect(viewerOfUserType(1)).toBe('vendor')
    expect(viewerOfUserType(0)).toBe('guest')
    expect(viewerOfUserType(7)).toBe('guest')
  })
})

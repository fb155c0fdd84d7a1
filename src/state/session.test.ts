import { describe, expect, it } from 'vitest'
import { TOKEN_KEY } from '../api/client'
import { DEFAULT_USER_IMAGE, USER_KEY, resetDeals, resetSession, session, signIn } from './session'

const user = {
  id: 1, hash: 'h', userType: 2 as const, full_name: 'Priya Sharma', email: 'customer@example.com', phone: '9876543210',
  image: '/img/p.png', is_email_verified: 1 as const, is_verified: 1 as const, referral_code: 'PRIYA2026',
  hola_category: { id: 1, name: 'Silver' }, organization: null, address: { address: 'a', city: 'c', pincode: '1', state: null },
}

describe('session store (spec 1 §3-4)', () => {
  it('sign-in stores the token and user and sets the logged-in state', () => {
    signIn('tok', user)
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok')
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({ full_name: 'Priya Sharma' })
    expect(session).toMatchObject({ userLoggedIn: true, userImage: '/img/p.png', referralCode: 'PRIYA2026' })
    expect(session.userInfo.userType).toBe(2)
  })

  it('reset clears exactly the listed fields and keeps the chosen place', () => {
    signIn('tok', user)
    session.notificationsCount = 3
    session.mywishlist = [1]
    session.Mydeallist = [2]
    session.profile = { a: 1 }
    session.currentPosition = { id: 1, name: 'Bengaluru' }
    resetSession()
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(session).toMatchObject({
      userLoggedIn: false, profile: null, notification: [], notificationsCount: 0, mywishlist: [], Mydeallist: [],
      referralCode: '', organization: null, address: null, userImage: DEFAULT_USER_IMAGE, userInfo: { userType: 0 },
    })
    expect(session.currentPosition).toEqual({ id: 1, name: 'Bengaluru' })
  })

  it('the deal reset returns featured vendors, menus and pay-deal info to defaults', () => {
    session.featured_vendor = [1]
    session.top_menu_cateogry = [1]
    session.slider_category = [1]
    session.PayDealInfo.totalAmount = 99
    resetDeals()
    expect(session.featured_vendor).toEqual([])
    expect(session.top_menu_cateogry).toEqual([])
    expect(session.slider_category).toEqual([])
    expect(session.PayDealInfo).toEqual({ dealInfo: {}, partialPayment: false, totalAmount: 0, showPartialPayment: true, reference_code: '' })
  })
})

import { describe, expect, it } from 'vitest'
import { TOKEN_KEY } from '../api/client'
import {
  DEFAULT_USER_IMAGE,
  PLACE_KEY,
  USER_KEY,
  choosePlace,
  resetDeals,
  resetSession,
  session,
  signIn,
  updateUser,
} from './session'

const user = {
  id: 1,
  hash: 'h',
  userType: 2 as const,
  full_name: 'Priya Sharma',
  email: 'customer@example.com',
  phone: '9876543210',
  image: '/img/p.png',
  is_email_verified: 1 as const,
  is_verified: 1 as const,
  referral_code: 'PRIYA2026',
  hola_category: { id: 1, name: 'Silver' },
  organization: null,
  address: { address: 'a', city: 'c', pincode: '1', state: null },
}

describe('session store (spec 1 §3-4)', () => {
  it('sign-in stores the token and user and sets the logged-in state', () => {
    signIn('tok', user)
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok')
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({ full_name: 'Priya Sharma' })
    expect(session).toMatchObject({ userLoggedIn: true, userImage: '/img/p.png', referralCode: 'PRIYA2026' })
    expect(session.userInfo.userType).toBe(2)
  })

  it('an account answer about someone no longer signed in changes nothing (a late get-user after a new sign-in)', () => {
    signIn('tok', user)
    updateUser({ ...user, full_name: 'Priya S.' })
    expect(session.userInfo).toMatchObject({ full_name: 'Priya S.' })
    updateUser({ ...user, id: 2, full_name: 'Someone else' })
    updateUser({ ...user, userType: 1, full_name: 'A vendor' })
    expect(session.userInfo).toMatchObject({ id: 1, full_name: 'Priya S.' })
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toMatchObject({ full_name: 'Priya S.' })
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
      userLoggedIn: false,
      profile: null,
      notification: [],
      notificationsCount: 0,
      mywishlist: [],
      Mydeallist: [],
      referralCode: '',
      organization: null,
      address: null,
      userImage: DEFAULT_USER_IMAGE,
      userInfo: { userType: 0 },
    })
    expect(session.currentPosition).toEqual({ id: 1, name: 'Bengaluru' })
  })

  it('reset clears every field on the spec 1 §4 list and leaves every other field of the store as it was', () => {
    signIn('tok', { ...user, organization: 'Cafe Aroma' })
    choosePlace({ id: 7, name: 'Pune' }, { latitude: 18.52, longitude: 73.85 })
    session.profile = { full_name: 'Priya Sharma' }
    session.notification = [{ id: 1 }]
    session.notificationsCount = 4
    session.mywishlist = [{ id: 2 }]
    session.Mydeallist = [{ id: 3 }]
    session.placeOderDetails = [{ id: 4 }]
    session.statement = { card: 'wallet' }
    session.top_menu_cateogry = [{ id: 5 }]
    session.slider_category = [{ id: 6 }]
    session.featured_vendor = [{ id: 7 }]
    session.active_country = ['in', 'np']
    session.PayDealInfo = {
      dealInfo: { id: 8 },
      partialPayment: true,
      totalAmount: 250,
      showPartialPayment: false,
      reference_code: 'REF8',
    }
    session.layout = { drawer: true, color: 'green', image: '/img/side.png', sidebarBackgroundColor: 'black' }

    // Spec 1 §4, sign-out: token removed; profile, notifications, count (0), wishlist, my-deals, referral code,
    // organization and address cleared; image back to the default; userType back to 0 (and so signed out).
    const cleared = {
      userLoggedIn: false,
      userInfo: { userType: 0 },
      userImage: DEFAULT_USER_IMAGE,
      profile: null,
      address: null,
      organization: null,
      referralCode: '',
      notification: [],
      notificationsCount: 0,
      mywishlist: [],
      Mydeallist: [],
    }
    // Everything else the store holds must survive; a new field has to be placed in one list or the other.
    const kept = [
      'currentPosition',
      'latlong',
      'placeOderDetails',
      'statement',
      'top_menu_cateogry',
      'slider_category',
      'featured_vendor',
      'active_country',
      'PayDealInfo',
      'layout',
    ] as const
    expect(Object.keys(session).sort()).toEqual([...Object.keys(cleared), ...kept].sort())
    for (const [key, value] of Object.entries(cleared))
      expect(session[key as keyof typeof session], key).not.toEqual(value)
    const before = JSON.parse(JSON.stringify(session)) as Record<string, unknown>

    resetSession()

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(USER_KEY)).toBeNull()
    for (const [key, value] of Object.entries(cleared)) expect(session[key as keyof typeof session], key).toEqual(value)
    for (const key of kept) expect(session[key], key).toEqual(before[key])
    expect(JSON.parse(localStorage.getItem(PLACE_KEY)!)).toEqual({
      currentPosition: { id: 7, name: 'Pune' },
      latlong: { latitude: 18.52, longitude: 73.85 },
    })
  })

  it('the deal reset touches only featured vendors, menus and pay-deal info', () => {
    signIn('tok', user)
    session.placeOderDetails = [{ id: 4 }]
    session.statement = { card: 'wallet' }
    session.notificationsCount = 2
    session.featured_vendor = [1]
    session.top_menu_cateogry = [2]
    session.slider_category = [3]
    session.PayDealInfo.totalAmount = 40
    const before = JSON.parse(JSON.stringify(session)) as Record<string, unknown>
    resetDeals()
    const changed = Object.keys(session).filter(
      (k) => JSON.stringify(session[k as keyof typeof session]) !== JSON.stringify(before[k]),
    )
    expect(changed.sort()).toEqual(['PayDealInfo', 'featured_vendor', 'slider_category', 'top_menu_cateogry'])
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok')
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
    expect(session.PayDealInfo).toEqual({
      dealInfo: {},
      partialPayment: false,
      totalAmount: 0,
      showPartialPayment: true,
      reference_code: '',
    })
  })
})

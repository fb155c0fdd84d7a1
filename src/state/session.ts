import { proxy, snapshot, useSnapshot, type Snapshot } from 'valtio'
import { TOKEN_KEY, storedToken } from '../api/client'
import type { SessionUser } from '../api/schemas/auth'
import type { CityHit } from '../api/schemas/lookups'

import { DEFAULT_USER_IMAGE } from '../lib/user-image'
import { USER_TYPE, viewerOfUserType, type Viewer } from '../lib/user-type'
import { COUNTRY_CENTRE } from '../lib/distance'

export { DEFAULT_USER_IMAGE }
/** The signed-in user as last seen, so a reload knows the role before get-user answers. */
export const USER_KEY = 'hola_user'
/** The visitor's chosen city and position survive reloads. */
export const PLACE_KEY = 'hola_place'

type SignedOut = { userType: typeof USER_TYPE.guest }
export type UserInfo = SessionUser | SignedOut

const defaultPayDealInfo = () => ({
  dealInfo: {} as Record<string, unknown>,
  partialPayment: false,
  totalAmount: 0,
  showPartialPayment: true,
  reference_code: '',
})

function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY)
    return raw ? (JSON.parse(raw) as SessionUser) : null
  } catch {
    return null
  }
}
function readPlace(): { currentPosition: CityHit | null; latlong: { latitude: number; longitude: number } | null } {
  try {
    const raw = localStorage.getItem(PLACE_KEY)
    if (raw) return JSON.parse(raw)
  } catch {
    /* unreadable: start without a place */
  }
  return { currentPosition: null, latlong: null }
}

const stored = typeof localStorage === 'undefined' ? null : readStoredUser()
const signedIn = Boolean(stored && storedToken())
const place = typeof localStorage === 'undefined' ? { currentPosition: null, latlong: null } : readPlace()

/** The client session state of spec 1 §3. */
export const session = proxy({
  userLoggedIn: signedIn,
  userInfo: (signedIn ? stored! : { userType: USER_TYPE.guest }) as UserInfo,
  userImage: (signedIn && stored!.image) || DEFAULT_USER_IMAGE,
  profile: null as Record<string, unknown> | null,
  address: (signedIn ? (stored!.address ?? null) : null) as SessionUser['address'] | null,
  organization: (signedIn ? (stored!.organization ?? null) : null) as string | null,
  referralCode: signedIn ? stored!.referral_code : '',
  currentPosition: place.currentPosition,
  latlong: place.latlong,
  notification: [] as unknown[],
  notificationsCount: 0,
  mywishlist: [] as unknown[],
  Mydeallist: [] as unknown[],
  placeOderDetails: [] as unknown[],
  statement: null as unknown,
  top_menu_cateogry: [] as unknown[],
  slider_category: [] as unknown[],
  featured_vendor: [] as unknown[],
  active_country: ['in'] as string[],
  PayDealInfo: defaultPayDealInfo(),
  layout: { drawer: false, color: 'primary', image: '', sidebarBackgroundColor: 'white' },
})

let atHydration: Snapshot<typeof session> | null = null
/** main.tsx, as React starts hydrating the prerendered shell: the session that shell was drawn for (use-session.ts). */
export function rememberSessionAtHydration() {
  atHydration = snapshot(session)
}
/** The session the prerendered shell was drawn for, or null when the page rendered afresh. */
export const sessionAtHydration = () => atHydration

/** Who is looking: screens ask this instead of comparing the wire's numeric userType (1 vendor, 2 customer). */
export type { Viewer }

/** The viewer of a session state (a snapshot or the live store). */
export function viewerOf(state: { userLoggedIn: boolean; userInfo: { userType: number } }): Viewer {
  return state.userLoggedIn ? viewerOfUserType(state.userInfo.userType) : 'guest'
}

/** The signed-in customer's id (sent as wishlist_customer_id and customer_id), or null for a guest or vendor. */
export const customerIdOf = (state: Parameters<typeof viewerOf>[0] & { userInfo: { id?: number } }): number | null =>
  viewerOf(state) === 'customer' ? (state.userInfo.id ?? null) : null

/** The viewer now (outside React). */
export const viewer = (): Viewer => viewerOf(session)
export const isCustomer = () => viewer() === 'customer'
export const isVendor = () => viewer() === 'vendor'

/** The viewer, re-rendering when it changes, with the signed-in customer's id (null for a guest or vendor). */
export function useViewer(): { viewer: Viewer; customerId: number | null } {
  const snap = useSnapshot(session)
  return { viewer: viewerOf(snap), customerId: customerIdOf(snap) }
}

/** Sign-in stores the token and user; the caller reloads the page (spec 1 §4). */
export function signIn(token: string, user: SessionUser) {
  localStorage.setItem(TOKEN_KEY, token)
  localStorage.setItem(USER_KEY, JSON.stringify(user))
  session.userLoggedIn = true
  session.userInfo = user
  session.userImage = user.image || DEFAULT_USER_IMAGE
  session.organization = user.organization ?? null
  session.address = user.address ?? null
  session.referralCode = user.referral_code
}

/** Fresh user data from get-user (keeps the stored copy in step). */
export function updateUser(user: SessionUser) {
  if (!session.userLoggedIn) return
  // A late answer about someone else (asked before a sign-out and another sign-in) must not replace who is signed in.
  const current = session.userInfo as Partial<SessionUser>
  if (current.id !== user.id || current.userType !== user.userType) return
  localStorage.setItem(USER_KEY, JSON.stringify(user))
  session.userInfo = user
  session.userImage = user.image || DEFAULT_USER_IMAGE
  session.organization = user.organization ?? null
  session.address = user.address ?? null
  session.referralCode = user.referral_code
}

/** The reset of spec 1 §4: exactly these fields go back to their defaults. */
export function resetSession() {
  localStorage.removeItem(TOKEN_KEY)
  localStorage.removeItem(USER_KEY)
  session.userLoggedIn = false
  session.profile = null
  session.notification = []
  session.notificationsCount = 0
  session.mywishlist = []
  session.Mydeallist = []
  session.referralCode = ''
  session.organization = null
  session.address = null
  session.userImage = DEFAULT_USER_IMAGE
  session.userInfo = { userType: USER_TYPE.guest }
}

/** The deal reset of spec 1 §4. */
export function resetDeals() {
  session.featured_vendor = []
  session.top_menu_cateogry = []
  session.slider_category = []
  session.PayDealInfo = defaultPayDealInfo()
}

/** Chooses the city (and position) listings are filtered by; remembered across reloads. */
export function choosePlace(currentPosition: CityHit | null, latlong: { latitude: number; longitude: number } | null) {
  session.currentPosition = currentPosition
  session.latlong = latlong
  localStorage.setItem(PLACE_KEY, JSON.stringify({ currentPosition, latlong }))
}

/** A first visit (no place remembered) starts in this city, e.g. the demo's busiest one; the visitor's choice wins. */
export function startInCity(city: CityHit) {
  if (session.currentPosition || session.latlong || localStorage.getItem(PLACE_KEY) !== null) return
  session.currentPosition = city
}

/** Where listing distances are measured from, and what the screens call it. */
export type DistanceOrigin = { latitude: number; longitude: number; from: 'position' | 'city' | 'country' }

/**
 * The visitor's position when known; else the chosen city's centre (when the backend sent it); else the country
 * centre of spec 1 §9. Without a position no screen may say "near you".
 */
export function distanceOrigin(
  place: { currentPosition: CityHit | null; latlong: { latitude: number; longitude: number } | null } = session,
): DistanceOrigin {
  if (place.latlong) return { ...place.latlong, from: 'position' }
  const city = place.currentPosition
  if (city?.latitude !== undefined && city.longitude !== undefined)
    return { latitude: city.latitude, longitude: city.longitude, from: 'city' }
  return { ...COUNTRY_CENTRE, from: 'country' }
}

import { useSnapshot } from 'valtio'
import { session } from '../../state/session'

/**
 * What every discovery call sends besides its own id: the chosen city and, for a signed-in customer, their id
 * (wishlist_customer_id; the backend trusts the token, the field is sent as the spec lists it). `key` changes when
 * either or the position changes, so screens reload on a city change.
 */
export function useListingContext() {
  const snap = useSnapshot(session)
  const cityId = snap.currentPosition?.id ?? null
  const customerId = snap.userLoggedIn && snap.userInfo.userType === 2 ? snap.userInfo.id : null
  return {
    cityId,
    cityName: snap.currentPosition?.name ?? null,
    customerId,
    isVendor: snap.userLoggedIn && snap.userInfo.userType === 1,
    key: [cityId, customerId, snap.latlong?.latitude ?? null, snap.latlong?.longitude ?? null] as const,
  }
}

import { customerIdOf, distanceOrigin, viewerOf, type DistanceOrigin } from '../../state/session'
import { useSession } from '../../ui/use-session'

/**
 * What every catalogue call sends besides its own id: the chosen city and, for a signed-in customer, their id
 * (wishlist_customer_id; the backend trusts the token, the field is sent as the spec lists it). `key` changes when
 * either or the position changes, so screens reload on a city change.
 */
export function useListingContext() {
  const snap = useSession()
  const cityId = snap.currentPosition?.id ?? null
  const customerId = customerIdOf(snap)
  return {
    cityId,
    cityName: snap.currentPosition?.name ?? null,
    customerId,
    isVendor: viewerOf(snap) === 'vendor',
    ...placeWords(distanceOrigin(snap).from, snap.currentPosition?.name ?? null),
    key: [cityId, customerId, snap.latlong?.latitude ?? null, snap.latlong?.longitude ?? null] as const,
  }
}

/**
 * How screens name the place and where distances are measured from. "Near you" only with a position: a refused
 * location used to show "Student deals near you" over deals hundreds of km away.
 */
export function placeWords(
  from: DistanceOrigin['from'],
  cityName: string | null,
): { where: string; distancesFrom: string } {
  const where = cityName ? `in ${cityName}` : from === 'position' ? 'near you' : 'across India'
  const distancesFrom =
    from === 'position'
      ? 'Distances from you'
      : from === 'city'
        ? `Distances from ${cityName} centre`
        : 'Distances from the centre of India'
  return { where, distancesFrom }
}

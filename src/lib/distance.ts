/** Mean Earth radius in km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088

export type LatLng = { latitude: number; longitude: number }

/**
 * The country centre (spec 1 §9): where distances are measured from when the browser gives no position and no city is
 * chosen, by the client (the location headers it sends) and the mock (a request without them).
 */
export const COUNTRY_CENTRE: LatLng = { latitude: 20.5937, longitude: 78.9629 }

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * A distance as the card shows it: '0.8 km', '12.3 km', '1,204 km'. Not Intl (its first use is slow: indian-digits.ts)
 * nor indianDigits (this module is in the entry): under 1,00,000 km, every distance on Earth, en-IN groups thousands.
 */
export function formatKm(km: number): string {
  if (km >= 100) return `${String(Math.round(km)).replace(/\B(?=\d{3}$)/, ',')} km`
  return `${(Math.round(km * 10) / 10).toFixed(1)} km`
}

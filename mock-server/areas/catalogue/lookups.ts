import { distanceKm, type LatLng } from '../../../src/lib/distance'
import { db } from '../../store/db'
import { HttpError } from '../../kit/http-error'
import { matches, rank, searchWords } from './search'

/** The synthetic institute offered when none match (spec 1 §7); choosing it asks for the institute's name. */
const OTHERS_INSTITUTE = { id: 0, name: 'Others', institute_id: '' } as const

const MAX_INSTITUTES = 20

/** city-search: cities whose name contains every word of the text, best first; an empty text lists them all. */
export function searchCities(text: string) {
  const words = searchWords(text)
  return rank(
    db.cities.findMany((q) => q.where({ name: (n) => matches(n, words) })),
    words,
  ).map((c) => ({ id: c.id, name: c.name, latitude: c.latitude, longitude: c.longitude }))
}

/** search-state: states whose name contains the text, alphabetical. Every state we hold is active. */
export function searchStates(text: string) {
  const words = searchWords(text)
  return rank(
    db.states.findMany((q) => q.where({ name: (n) => matches(n, words) })),
    words,
  ).map((s) => ({ id: s.id, name: s.name }))
}

/** institute-search: active institutes matching the text (at most 20), or only Others when none match. */
export function searchInstitutes(text: string) {
  const words = searchWords(text)
  const found = rank(
    db.institutes.findMany((q) => q.where({ is_active: 1, name: (n) => matches(n, words) })),
    words,
  )
    .slice(0, MAX_INSTITUTES)
    .map((i) => ({ id: i.id, name: i.name, institute_id: i.institute_id }))
  return found.length ? found : [{ ...OTHERS_INSTITUTE }]
}

/**
 * geo/reverse: the city we serve nearest to a position, standing in for a maps reverse-geocoding service
 * (a deployment points the client at one). A 404 only when no city exists at all.
 */
export function nearestCity(position: LatLng) {
  let best: { id: number; name: string; distance_km: number } | null = null
  for (const c of db.cities.all()) {
    const d = distanceKm(position, c)
    if (!best || d < best.distance_km) best = { id: c.id, name: c.name, distance_km: d }
  }
  if (!best) throw new HttpError(404, 'No city found for this position.')
  return { city: { id: best.id, name: best.name }, distance_km: Math.round(best.distance_km * 10) / 10 }
}

/** Reads ?lat=&lng= as a position; anything else is a 422 on the offending parameter. */
export function positionFromQuery(lat: string | null, lng: string | null): LatLng {
  const errors: Record<string, string[]> = {}
  const read = (field: 'lat' | 'lng', raw: string | null, limit: number) => {
    const value = raw === null || raw.trim() === '' ? NaN : Number(raw)
    if (raw === null || raw.trim() === '') errors[field] = [`The ${field} field is required.`]
    else if (!Number.isFinite(value) || Math.abs(value) > limit)
      errors[field] = [`The ${field} field must be between -${limit} and ${limit}.`]
    return value
  }
  const latitude = read('lat', lat, 90)
  const longitude = read('lng', lng, 180)
  const first = Object.values(errors)[0]?.[0]
  if (first) throw new HttpError(422, first, errors)
  return { latitude, longitude }
}

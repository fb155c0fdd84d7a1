import { type } from './lazy'
import { SEARCH_TEXT_MAX } from './text-limits'
import { idName } from './common'

/** POST city-search (spec 1 §7): an empty search lists every city. */
export const citySearchRequest = type({ search: `string <= ${SEARCH_TEXT_MAX}` })
export type CitySearchRequest = typeof citySearchRequest.infer
/**
 * A city; its centre is optional (the spec lists only id and name). When the backend sends it, listings measure
 * distances from the chosen city's centre while the visitor's own position is unknown (docs/decisions/first-impressions.md).
 */
export const cityHit = idName.and({ 'latitude?': 'number', 'longitude?': 'number' })
export type CityHit = typeof cityHit.infer
export const citySearchResponse = type({ city: cityHit.array() })
export type CitySearchResponse = typeof citySearchResponse.infer

/** POST search-state (spec 1 §7): the text comes as `search` or `name`; is_active 1 asks for active states. */
export const searchStateRequest = type({
  'search?': `string <= ${SEARCH_TEXT_MAX}`,
  'name?': `string <= ${SEARCH_TEXT_MAX}`,
  'is_active?': '0 | 1',
})
export type SearchStateRequest = typeof searchStateRequest.infer
export const searchStateResponse = type({ states: idName.array() })
export type SearchStateResponse = typeof searchStateResponse.infer

/** An institute; id 0 is the synthetic Others entry (spec 1 §7). */
export const institute = type({ id: 'number', name: 'string', institute_id: 'string' })
export type Institute = typeof institute.infer

/** POST institute-search: matching institutes, or only Others (id 0) when none match. */
export const instituteSearchRequest = type({ search: `string <= ${SEARCH_TEXT_MAX}` })
export type InstituteSearchRequest = typeof instituteSearchRequest.infer
export const instituteSearchResponse = type({ institutes: institute.array() })
export type InstituteSearchResponse = typeof instituteSearchResponse.infer

/**
 * GET geo/reverse?lat=&lng=: the city a position belongs to (the nearest city we serve). The spec's reverse geocoding
 * is an external maps service; the mock stands in for it, and a deployment points this call at its maps gateway.
 */
export const reverseGeocodeResponse = type({
  city: idName,
  /** How far the position is from that city's centre. */
  distance_km: 'number',
})
export type ReverseGeocodeResponse = typeof reverseGeocodeResponse.infer

import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { CitySearchRequest, InstituteSearchRequest, SearchStateRequest } from './schemas/lookups'

// Response schemas load only when answers are checked (development, tests); production ships none.
const lookupSchemas = lazySchemas(() => import('./schemas/lookups'))

/** POST city-search: cities whose name contains the text (all cities for an empty text). */
export const citySearch = (body: CitySearchRequest, signal?: AbortSignal) =>
  call(ENDPOINTS['POST city-search'], lookupSchemas('citySearchResponse'), { body, signal })

/** POST search-state: states whose name contains the text. */
export const searchState = (body: SearchStateRequest) =>
  call(ENDPOINTS['POST search-state'], lookupSchemas('searchStateResponse'), { body })

/** POST institute-search: institutes matching the text, else the Others entry (id 0). */
export const instituteSearch = (body: InstituteSearchRequest) =>
  call(ENDPOINTS['POST institute-search'], lookupSchemas('instituteSearchResponse'), { body })

/** GET geo/reverse: the city of a position (mocked; see the schema). */
export const reverseGeocode = (position: { latitude: number; longitude: number }) =>
  call(ENDPOINTS['GET geo/reverse'], lookupSchemas('reverseGeocodeResponse'), {
    query: { lat: position.latitude, lng: position.longitude },
  })

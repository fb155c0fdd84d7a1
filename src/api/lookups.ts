import { call, lazySchemas } from './client'
import type { CitySearchRequest, InstituteSearchRequest, SearchStateRequest } from './schemas/lookups'

// Response schemas load only when answers are checked (development, tests); production ships none.
const lookupSchemas = lazySchemas(() => import('./schemas/lookups'))

/** POST city-search: cities whose name contains the text (all cities for an empty text). */
export const citySearch = (body: CitySearchRequest, signal?: AbortSignal) =>
  call('city-search', lookupSchemas('citySearchResponse'), { body, signal })

/** POST search-state: states whose name contains the text. */
export const searchState = (body: SearchStateRequest) =>
  call('search-state', lookupSchemas('searchStateResponse'), { body })

/** POST institute-search: institutes matching the text, else the Others entry (id 0). */
export const instituteSearch = (body: InstituteSearchRequest) =>
  call('institute-search', lookupSchemas('instituteSearchResponse'), { body })

/** GET geo/reverse: the city of a position (mocked; see the schema). */
export const reverseGeocode = (position: { latitude: number; longitude: number }) =>
  call(`geo/reverse?lat=${position.latitude}&lng=${position.longitude}`, lookupSchemas('reverseGeocodeResponse'), {
    method: 'GET',
  })

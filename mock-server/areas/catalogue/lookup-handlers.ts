import {
  citySearchRequest,
  citySearchResponse,
  instituteSearchRequest,
  instituteSearchResponse,
  reverseGeocodeResponse,
  searchStateRequest,
  searchStateResponse,
} from '../../../src/api/schemas/lookups'
import { nearestCity, positionFromQuery, searchCities, searchInstitutes, searchStates } from './lookups'
import { endpoint } from '../../kit/endpoint'
import { ENDPOINTS } from '../../../src/api/endpoints'

/** Shared lookups (spec 1 §7) and the stand-in for the maps reverse-geocoding service. All open to everyone. */
export const lookupHandlers = [
  endpoint(
    ENDPOINTS['POST city-search'],
    { reads: true, body: citySearchRequest, access: 'guest', response: citySearchResponse },
    ({ body }) => ({ city: searchCities(body.search) }),
  ),
  endpoint(
    ENDPOINTS['POST search-state'],
    { reads: true, body: searchStateRequest, access: 'guest', response: searchStateResponse },
    ({ body }) => ({
      states: searchStates(body.search ?? body.name ?? ''),
    }),
  ),
  endpoint(
    ENDPOINTS['POST institute-search'],
    { reads: true, body: instituteSearchRequest, access: 'guest', response: instituteSearchResponse },
    ({ body }) => ({
      institutes: searchInstitutes(body.search),
    }),
  ),
  endpoint(
    ENDPOINTS['GET geo/reverse'],
    { reads: true, access: 'guest', response: reverseGeocodeResponse },
    ({ request }) => {
      const query = new URL(request.url).searchParams
      return nearestCity(positionFromQuery(query.get('lat'), query.get('lng')))
    },
  ),
]

import { searchDealsRequest, searchDealsResponse } from '../../../src/api/schemas/search'
import { searchCatalogue } from './search'
import { endpoint } from '../../kit/endpoint'
import { ENDPOINTS } from '../../../src/api/endpoints'

/** The header search (spec 3 §7): open to everyone; deals are ranked by distance from the location headers. */
export const searchHandlers = [
  endpoint(
    ENDPOINTS['POST search-deals'],
    { reads: true, body: searchDealsRequest, access: 'guest', response: searchDealsResponse },
    ({ body, location }) => searchCatalogue(body.search, location),
  ),
]

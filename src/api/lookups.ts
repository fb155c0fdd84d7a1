import { lazySchemas } from './client'
import type { CitySearchRequest, InstituteSearchRequest, SearchStateRequest } from './schemas/lookups'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const lookupSchemas = lazySchemas(() => import('./schemas/lookups'))

/** POST city-search: cities whose name contains the text (all cities for an empty text). */
export const citySearch = defineCall(
  'POST city-search',
  lookupSchemas,
  'citySearchResponse',
  (body: CitySearchRequest, signal?: AbortSignal) => ({ body, signal }),
)

/** POST search-state: states whose name contains the text. */
export const searchState = defineCall(
  'POST search-state',
  lookupSchemas,
  'searchStateResponse',
  (body: SearchStateRequest) => ({ body }),
)

/** POST institute-search: institutes matching the text, else the Others entry (id 0). */
export const instituteSearch = defineCall(
  'POST institute-search',
  lookupSchemas,
  'instituteSearchResponse',
  (body: InstituteSearchRequest) => ({ body }),
)

/** GET geo/reverse: the city of a position (mocked; see the schema). */
export const reverseGeocode = defineCall(
  'GET geo/reverse',
  lookupSchemas,
  'reverseGeocodeResponse',
  (position: { latitude: number; longitude: number }) => ({
    query: { lat: position.latitude, lng: position.longitude },
  }),
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST institute-search': {
    summary: 'Search institutes',
    description: 'Spec 1 §7: `search` text; an Others entry with id 0 is offered when none match. Debounced 800 ms.',
  },
  'POST search-state': {
    summary: 'Search states',
    description: 'Spec 1 §7: `name` or `search`, `is_active` 1; answers `states`.',
  },
  'POST city-search': { summary: 'Search cities', description: 'Spec 1 §7, spec 3 §7: `search`; answers `city`.' },
  'GET geo/reverse': {
    summary: 'The city at a map position',
    description:
      'Spec 1 §7: the reverse-geocoding the product does against a maps service, answered by the API so the client needs no key: `lat` and `lng` in the query.',
    errors: { 404: 'No city near this position.', 422: 'lat or lng missing or out of range.' },
  },
} satisfies OperationTexts<typeof import('./lookups')>

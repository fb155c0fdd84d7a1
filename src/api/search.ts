import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { SearchDealsRequest } from './schemas/search'

// Response schemas load only when answers are checked (development, tests); production ships none.
const searchSchemas = lazySchemas(() => import('./schemas/search'))

/** POST search-deals: categories, deals, products, keywords and vendors matching the text (deals nearest first). */
export const searchDeals = (body: SearchDealsRequest, signal?: AbortSignal) =>
  call(ENDPOINTS['POST search-deals'], searchSchemas('searchDealsResponse'), { body, signal })

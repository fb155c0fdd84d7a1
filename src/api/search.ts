import { call, lazySchemas } from './client'
import type { SearchDealsRequest } from './schemas/search'

// Response schemas load only when answers are checked (development, tests); production ships none.
const searchSchemas = lazySchemas(() => import('./schemas/search'))

/** POST search-deals: categories, deals, products, keywords and vendors matching the text (deals nearest first). */
export const searchDeals = (body: SearchDealsRequest, signal?: AbortSignal) =>
  call('search-deals', searchSchemas('searchDealsResponse'), { body, location: true, signal })

import { call } from './client'
import { searchDealsResponse, type SearchDealsRequest } from './schemas/search'

/** POST search-deals: categories, deals, products, keywords and vendors matching the text (deals nearest first). */
export const searchDeals = (body: SearchDealsRequest, signal?: AbortSignal) =>
  call('search-deals', searchDealsResponse, { body, location: true, signal })

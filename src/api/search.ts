import { lazySchemas } from './client'
import type { SearchDealsRequest } from './schemas/search'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const searchSchemas = lazySchemas(() => import('./schemas/search'))

/** POST search-deals: categories, deals, products, keywords and vendors matching the text (deals nearest first). */
export const searchDeals = defineCall(
  'POST search-deals',
  searchSchemas,
  'searchDealsResponse',
  (body: SearchDealsRequest, signal?: AbortSignal) => ({ body, signal }),
  { location: true },
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST search-deals': {
    summary: 'The header search',
    description: 'Spec 3 §7: `search` text; answers `categories`, `deals`, `products`, `keywords`, `vendors`.',
  },
} satisfies OperationTexts<typeof import('./search')>

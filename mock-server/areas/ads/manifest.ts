import { adsStates } from './states'
import { adRequestQueue } from './staff-kinds'
import { seedAds } from './seed'
import { adsHandlers } from './handlers'
import { area } from '../area'
import { adsTables } from './tables'

/** Advertisements: the packages, buying them, the vendors' requests and orders (areas/ads/tables.ts; docs/decisions/ads.md). */
export const ads = area({
  tables: adsTables,
  handlers: adsHandlers,
  seed: ({ now }) => seedAds(now),
  providerStates: adsStates,
  staffKinds: { ad_request: adRequestQueue },
})

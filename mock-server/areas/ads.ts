import { adsStates } from '../control/ads-states'
import { adRequestQueue } from '../control/staff/ad-request-queue'
import { seedAds } from '../db/seed-ads'
import { adsHandlers } from '../handlers/ads'
import { area } from './area'

/** Advertisements: the packages, buying them, the vendors' requests and orders (db/ads-tables.ts; docs/decisions/ads.md). */
export const ads = area({
  handlers: adsHandlers,
  seed: ({ now }) => seedAds(now),
  providerStates: adsStates,
  staffKinds: { ad_request: adRequestQueue },
})

import { adsStates } from '../control/ads-states'
import { seedAds } from '../db/seed-ads'
import { adsHandlers } from '../handlers/ads'
import { area } from './area'

/** Advertisements: the packages and buying them (db/ads-tables.ts; docs/decisions/ads.md). */
export const ads = area({ handlers: adsHandlers, seed: ({ now }) => seedAds(now), providerStates: adsStates })

import { catalogueStates } from '../control/catalogue-states'
import { visitorStates } from '../control/visitor-states'
import { seedCatalogue } from '../db/seed-catalogue'
import { dealHandlers } from '../handlers/deals'
import { lookupHandlers } from '../handlers/lookups'
import { searchHandlers } from '../handlers/search'
import { area } from './area'

/** What a visitor browses: deals, categories, outlets, search and the lookups (tables: db/catalogue-tables.ts). */
export const catalogue = area({
  handlers: [...dealHandlers, ...searchHandlers, ...lookupHandlers],
  seed: ({ deals }) => seedCatalogue({ deals }),
  providerStates: { ...catalogueStates, ...visitorStates },
})

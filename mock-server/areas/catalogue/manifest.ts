import { catalogueStates } from './states'
import { visitorStates } from './visitor-states'
import { seedCatalogue } from './seed'
import { dealHandlers } from './handlers'
import { lookupHandlers } from './lookup-handlers'
import { searchHandlers } from './search-handlers'
import { area } from '../area'
import { catalogueTables } from './tables'

/** What a visitor browses: deals, categories, outlets, search and the lookups (tables: areas/catalogue/tables.ts). */
export const catalogue = area({
  tables: catalogueTables,
  handlers: [...dealHandlers, ...searchHandlers, ...lookupHandlers],
  seed: ({ deals }) => seedCatalogue({ deals }),
  providerStates: { ...catalogueStates, ...visitorStates },
})

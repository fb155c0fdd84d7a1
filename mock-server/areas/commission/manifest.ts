import { commissionStates } from './states'
import { commissionHandlers } from './handlers'
import { area } from '../area'
import { commissionTables } from './tables'

/** Commission to Hola and the vendor's documents (areas/commission/tables.ts; docs/decisions/commission.md). */
export const commission = area({
  tables: commissionTables,
  handlers: commissionHandlers,
  providerStates: commissionStates,
})

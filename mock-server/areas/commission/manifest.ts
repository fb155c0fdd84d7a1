import { commissionStates } from './states'
import { commissionHandlers } from './handlers'
import { area } from '../area'

/** Commission to Hola and the vendor's documents (db/commission-tables.ts; docs/decisions/commission.md). */
export const commission = area({ handlers: commissionHandlers, providerStates: commissionStates })

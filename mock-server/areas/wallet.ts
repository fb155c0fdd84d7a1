import { walletHandlers } from '../handlers/wallet'
import { area } from './area'

/** The wallet: statements over the ledger for both roles (issue 18; the history is seeded by db/order-seed.ts). */
export const wallet = area({ handlers: walletHandlers })

import { seedWalletHistory } from './seed'
import { walletHandlers } from './handlers'
import { area } from '../area'

/** The wallet: statements over the ledger for both roles, and a few months of history for them. */
export const wallet = area({ handlers: walletHandlers, seed: ({ now }) => seedWalletHistory(now) })

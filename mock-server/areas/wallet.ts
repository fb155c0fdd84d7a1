import { seedWalletHistory } from '../db/wallet-seed'
import { walletHandlers } from '../handlers/wallet'
import { area } from './area'

/** The wallet: statements over the ledger for both roles, and a few months of history for them (issue 18). */
export const wallet = area({ handlers: walletHandlers, seed: ({ now }) => seedWalletHistory(now) })

import { Collection } from '@msw/data'
import { ledgerEntryRecord, ledgerTxnRecord } from './records'

/** The one ledger (mock-server/ledger/ledger.ts is its only writer). */
export const ledgerTables = {
  ledgerTxns: new Collection({ schema: ledgerTxnRecord }),
  ledgerEntries: new Collection({ schema: ledgerEntryRecord }),
}

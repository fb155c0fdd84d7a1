import { Collection } from '@msw/data'
import { commissionPaymentRecord } from './records'

/** The vendors' commission payments to Hola. */
export const commissionTables = {
  commissionPayments: new Collection({ schema: commissionPaymentRecord }),
}

type CommissionTables = typeof commissionTables
declare module '../../store/db' {
  // The database's type knows this area's tables (its manifest brings the tables themselves).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AreaTables extends CommissionTables {}
}

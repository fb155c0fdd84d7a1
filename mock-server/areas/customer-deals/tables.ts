import { Collection } from '@msw/data'
import { cartItemRecord, dealReportRecord } from './records'

/** What customers keep and report: wishlist and My Deals entries, deal reports. */
export const customerTables = {
  cartItems: new Collection({ schema: cartItemRecord }),
  dealReports: new Collection({ schema: dealReportRecord }),
}

type CustomerTables = typeof customerTables
declare module '../../store/db' {
  // The database's type knows this area's tables (its manifest brings the tables themselves).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AreaTables extends CustomerTables {}
}

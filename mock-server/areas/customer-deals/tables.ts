import { Collection } from '@msw/data'
import { cartItemRecord, dealReportRecord } from './records'

/** What customers keep and report: wishlist and My Deals entries, deal reports. */
export const customerTables = {
  cartItems: new Collection({ schema: cartItemRecord }),
  dealReports: new Collection({ schema: dealReportRecord }),
}

import { Collection } from '@msw/data'
import { commissionPaymentRecord } from './records'

/** The vendors' commission payments to Hola (issue 18). */
export const commissionTables = {
  commissionPayments: new Collection({ schema: commissionPaymentRecord }),
}

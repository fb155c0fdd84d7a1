import { Collection } from '@msw/data'
import { cancelReasonRecord, couponRecord, gatewaySessionRecord, orderRecord } from './records'

/** Orders, promo codes, cancel reasons and gateway sessions. */
export const orderTables = {
  orders: new Collection({ schema: orderRecord }),
  coupons: new Collection({ schema: couponRecord }),
  cancelReasons: new Collection({ schema: cancelReasonRecord }),
  gatewaySessions: new Collection({ schema: gatewaySessionRecord }),
}

type OrderTables = typeof orderTables
declare module '../../store/db' {
  // The database's type knows this area's tables (its manifest brings the tables themselves).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AreaTables extends OrderTables {}
}

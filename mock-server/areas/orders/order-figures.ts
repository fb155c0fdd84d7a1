import type { OrderRecord } from './records'

import { toRupees } from '../../../src/lib/money'

/** What every answer about an order says of it (place-order's order, the order lists and details): who, state, money. */
export const orderFigures = (o: OrderRecord) => ({
  id: o.id,
  uuid: o.uuid,
  reference_code: o.reference_code,
  order_status: o.order_status,
  payment_status: o.payment_status,
  payment_mode: o.payment_mode,
  price: toRupees(o.price_paise),
  coupon_amount: toRupees(o.coupon_paise),
  buyer_will_pay: toRupees(o.buyer_will_pay_paise),
  points_spent: o.points_spent,
  points_earned: o.points_earned,
})

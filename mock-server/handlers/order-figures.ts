import type { OrderRecord } from '../db/order-records'

/** Paise from the ledger and the record, rupees on the wire (spec 3: amounts in rupees). */
export const rupees = (paise: number) => paise / 100

/** What every answer about an order says of it (place-order's order, the order lists and details): who, state, money. */
export const orderFigures = (o: OrderRecord) => ({
  id: o.id,
  uuid: o.uuid,
  reference_code: o.reference_code,
  order_status: o.order_status,
  payment_status: o.payment_status,
  payment_mode: o.payment_mode,
  price: rupees(o.price_paise),
  coupon_amount: rupees(o.coupon_paise),
  buyer_will_pay: rupees(o.buyer_will_pay_paise),
  points_spent: o.points_spent,
  points_earned: o.points_earned,
})

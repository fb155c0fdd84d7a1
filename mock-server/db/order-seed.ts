import { addDays, indiaDay } from '../../src/lib/dates'
import { db } from './index'

/** The promo and gift codes of the demo (docs/demo.md) and the cancel reasons (customer/order-cancel-reason-list). */
export async function seedOrders(now: number) {
  const day = indiaDay(now)
  await db.coupons.create({ id: 1, code: 'WELCOME50', amount: 50, valid_until: addDays(day, 365), max_uses: 1000 })
  await db.coupons.create({ id: 2, code: 'GIFT100', amount: 100, valid_until: addDays(day, 365), max_uses: 1000 })
  await db.coupons.create({ id: 3, code: 'OLDCODE', amount: 25, valid_until: addDays(day, -30), max_uses: 1000 })
  await db.coupons.create({ id: 4, code: 'ONEOFF', amount: 20, valid_until: addDays(day, 365), max_uses: 1 })
  const reasons = ['Changed my mind', 'Ordered by mistake', 'Found a better deal', 'The outlet was closed', 'Could not visit in time']
  for (const [i, name] of reasons.entries()) await db.cancelReasons.create({ id: i + 1, name })
}

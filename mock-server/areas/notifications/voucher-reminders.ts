import { ORDER_STATUS } from '../../../src/lib/order-status'
import { dueReminder, reminderAt, REMINDER_DAYS_LEFT } from '../../../src/lib/voucher'
import { db } from '../../store/db'
import type { Due } from '../../events/events'

const keyOf = (orderId: number, daysLeft: number) => `voucher:${orderId}:${daysLeft}`

/**
 * Reminders before a deal ends (docs/decisions/installable-app.md): an unredeemed voucher (a paid or cash order still
 * processing) whose deal ends in 3 days, and again in 1 day, is told to its student, on the mock's clock, so moving
 * the demo clock brings them. The rule (which reminder, when) is src/lib/voucher.ts.
 */
export function voucherReminders(now: number): Due[] {
  const sent = new Set(db.announcedEvents.all().map((e) => e.key))
  return db.orders
    .findMany((q) => q.where({ order_status: ORDER_STATUS.processing }))
    .flatMap((order): Due[] => {
      const deal = db.deals.findFirst((q) => q.where({ id: order.deal_id }))
      if (!deal) return []
      const since = Date.parse(order.paid_at ?? order.created_at)
      const done = new Set(REMINDER_DAYS_LEFT.filter((days) => sent.has(keyOf(order.id, days))))
      const days = dueReminder(deal.end_date, since, now, done)
      if (days === null) return []
      return [
        {
          key: keyOf(order.id, days),
          name: 'voucher.ending',
          payload: { order_id: order.id, days_left: days },
          at: reminderAt(deal.end_date, days),
        },
      ]
    })
}

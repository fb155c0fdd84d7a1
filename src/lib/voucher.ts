import { addDays, indiaDay } from './dates'
import { canRedeemOrder } from './order-status'
import { dayStartMs } from './statement-window'

/**
 * A voucher: an order whose deal code the student can still take to the outlet (paid, or cash to pay at the counter;
 * not redeemed, cancelled or refunded) while its deal has not ended. Its deal's `end_date` is the last day the code is
 * valid, on India's calendar. The offline vouchers (src/features/vouchers) and the mock's reminders
 * (mock-server/areas/notifications/voucher-reminders.ts) both read it from here.
 */
export const isOpenVoucher = (order: { order_status: number }, endDate: string, now: number): boolean =>
  canRedeemOrder(order) && indiaDay(now) <= endDate

/** A voucher is reminded when its deal ends in 3 days, and again in 1 day. */
export const REMINDER_DAYS_LEFT = [3, 1] as const

/** The instant a voucher whose deal's last day is `endDate` has `daysLeft` days to go (the start of that day, IST). */
export const reminderAt = (endDate: string, daysLeft: number): number => dayStartMs(addDays(endDate, -daysLeft))

/** The instant the deal ends: the end of its last day, IST. */
export const voucherEndsAt = (endDate: string): number => dayStartMs(addDays(endDate, 1))

/**
 * The one reminder to send now for a voucher bought at `since`, among those not sent yet (`sent`, by days left):
 * the latest one due, never one dated before the purchase, none once the deal has ended. A clock moved past both
 * sends only "1 day", not a stale "3 days" first.
 */
export function dueReminder(endDate: string, since: number, now: number, sent: ReadonlySet<number>): number | null {
  if (now >= voucherEndsAt(endDate)) return null
  const due = REMINDER_DAYS_LEFT.filter((days) => reminderAt(endDate, days) <= now)
  const latest = due.at(-1)
  if (latest === undefined || sent.has(latest) || reminderAt(endDate, latest) < since) return null
  return latest
}

/** "ends in 3 days" / "ends tomorrow". */
export const endsInWords = (daysLeft: number): string => (daysLeft === 1 ? 'ends tomorrow' : `ends in ${daysLeft} days`)

import { addDays } from '../../src/lib/dates'
import { dayStartMs } from '../../src/lib/statement-window'
import { db, nextId } from '../store/db'
import { clock } from '../clock/clock'
import { announce, type Due } from './events'
import { voucherReminders } from '../areas/notifications/voucher-reminders'

/**
 * A paid ad starts on its start day and ends after its last day (India's calendar, the mock's clock; spec 3 §4, §5:
 * an ad runs from the start date for its days). Declined or waiting orders never run.
 */
function adRuns(now: number): Due[] {
  return db.adOrders
    .findMany((q) => q.where({ status: 'paid' }))
    .flatMap((o): Due[] => {
      const payload = { ad_order_id: o.id, vendor_id: o.vendor_id }
      const start = dayStartMs(o.start_date)
      const end = dayStartMs(addDays(o.end_date, 1))
      return [
        { key: `ad:${o.id}:started`, name: 'ad.started' as const, payload, at: start },
        { key: `ad:${o.id}:ended`, name: 'ad.ended' as const, payload, at: end },
      ].filter((d) => d.at <= now)
    })
}

/** Every kind of event that falls due with time, one line each. */
const SOURCES: Array<(now: number) => Due[]> = [adRuns, voucherReminders]

/**
 * The real backend's scheduler, in the mock: events that fall due with time (an ad's first day, its end)
 * are announced once each, dated when they fell due, in that order. The mock has no tick of its own, so this runs
 * before a person's notifications are read and after the seed; moving the demo clock forward makes the next read
 * announce what the move passed.
 */
export async function announceDue(now = clock.now()) {
  const done = new Set(db.announcedEvents.all().map((e) => e.key))
  const due = SOURCES.flatMap((s) => s(now))
    .filter((d) => !done.has(d.key))
    .sort((a, b) => a.at - b.at || a.key.localeCompare(b.key))
  for (const d of due) {
    await db.announcedEvents.create({ id: nextId(db.announcedEvents), key: d.key })
    await announce(d.name, d.payload as never, d.at)
  }
}

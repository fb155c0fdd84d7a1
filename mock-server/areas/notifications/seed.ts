import { paths } from '../../../src/lib/paths'
import { db } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'
import { seededUuid } from '../../store/seed-random'
import { notify } from './rules'
import { announceDue } from '../../events/schedule'

const DAY = 86_400_000
/** Notifications older than this are seen at seed time: the bell starts with the last few days' count. */
const SEEN_AFTER_DAYS = 2

/**
 * The personas' notification history. Most of it is already written when this runs: the orders and wallet
 * seeds go through the domain, which announces each payment, redemption and cancellation, and the notification
 * subscriber turns those into Priya's and Chai Point's notifications. This adds what those seeds do not announce
 * (a published review, a deal approval, a refused document) and marks everything older than two days seen, so each
 * persona signs in to a bell with a count and a list with both kinds. Deterministic: times relative to the seed's now.
 */
export async function seedNotifications(now: number) {
  const at = (days: number) => now - days * DAY
  const masalaChai = db.deals.findFirst((q) => q.where({ uuid: seededUuid('dea1', 1) }), { strict: true })
  // Her review is published within a day of being written (spec 3 §2: "This will affect with in a day").
  const written = db.reviews.findFirst((q) => q.where({ deal_id: masalaChai.id, customer_id: PERSONA_IDS.customer }))
  const published = written ? Math.min(now, Date.parse(written.created_at) + DAY) : at(20)
  await notify(
    {
      user_id: PERSONA_IDS.customer,
      event: 'review.approved',
      subject_id: masalaChai.id,
      message: `Your review of “${masalaChai.name}” is published.`,
      reference_url: paths.reviews(masalaChai),
    },
    published,
  )
  await notify(
    {
      user_id: PERSONA_IDS.vendor,
      event: 'deal.approved',
      subject_id: masalaChai.id,
      message: `Your deal “${masalaChai.name}” is approved and live.`,
      reference_url: paths.deal(masalaChai),
    },
    at(60),
  )
  await notify(
    {
      user_id: PERSONA_IDS['pending-vendor'],
      event: 'vendor.document_rejected',
      subject_id: 0,
      message: 'Your PAN card was refused; please upload it again. Reason: The photo is blurred.',
      reference_url: paths.myAccount(),
    },
    at(1),
  )
  // The seeded ads that already ran (events/schedule.ts): their start and end, dated when they happened.
  await announceDue(now)
  for (const n of db.notifications.findMany((q) => q.where({ is_seen: 0 })))
    if (Date.parse(n.created_at) < at(SEEN_AFTER_DAYS))
      await db.notifications.update((q) => q.where({ id: n.id }), {
        data(r) {
          r.is_seen = 1
        },
      })
}

import { db, nextId } from '../../store/db'
import type { NotificationRecord } from './tables'
import type { UserRecord } from '../../store/records'
import { seededUuid } from '../../store/seed-random'
import { clock, iso } from '../../clock/clock'
import type { EventName } from '../../events/events'
import { notFound } from '../../kit/http-error'
import { paginate } from '../../kit/paginate'

/**
 * In-app notifications (spec 3 §2, §3, §4): written by the notification subscriber when something happens to
 * a person, listed newest first with the count still unseen, and seen one at a time by their owner.
 */

export type NewNotification = {
  user_id: number
  event: EventName
  subject_id: number
  message: string
  reference_url: string
}

/** Tells one person something happened, at the instant it happened (unseen until they open it). */
export function notify(n: NewNotification, at = clock.now()) {
  const id = nextId(db.notifications)
  // Derived from the id, so the seed (which runs through the domain) writes the same uuids on every run.
  return db.notifications.create({ ...n, id, uuid: seededUuid('0071f1ca', id), is_seen: 0, created_at: iso(at) })
}

const byNewest = (a: NotificationRecord, b: NotificationRecord) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id

/** A person's notifications, newest first (`desc`, the default) or oldest first. */
export function notificationsOf(userId: number, order: 'asc' | 'desc' = 'desc'): NotificationRecord[] {
  const all = (db.notifications.findMany((q) => q.where({ user_id: userId })) as NotificationRecord[]).sort(byNewest)
  return order === 'asc' ? all.reverse() : all
}

export const unseenCount = (userId: number) =>
  db.notifications.findMany((q) => q.where({ user_id: userId, is_seen: 0 })).length

/** {role}/list-notification: one page of the caller's notifications and how many they have not seen. */
export function notificationPage(user: UserRecord, page: number, perPage: number, order: 'asc' | 'desc' = 'desc') {
  return { page: paginate(notificationsOf(user.id, order), page, perPage), unseen: unseenCount(user.id) }
}

/**
 * {role}/seen-notification: the caller's own notification (by its uuid) becomes seen; seeing it again changes nothing.
 * Another person's, or none with that uuid, is a 404 and changes nothing.
 */
export async function seeNotification(user: UserRecord, uuid: string) {
  const n = db.notifications.findFirst((q) => q.where({ uuid, user_id: user.id }))
  if (!n) throw notFound('Notification')
  if (n.is_seen === 0)
    await db.notifications.update((q) => q.where({ id: n.id }), {
      data(r) {
        r.is_seen = 1
      },
    })
  return unseenCount(user.id)
}

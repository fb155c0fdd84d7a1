import { Collection } from '@msw/data'
import { type } from '../../../src/api/schemas/lazy'
import type { EventName } from '../../events/events'

/**
 * One in-app notification (spec 3 §3 Notification: uuid, message, reference_url, is_seen, created_at) to one person,
 * with what it came from: the event's name and the id of the record it names (the order, deal, review, request…), so
 * a test can count a party's notifications of one order.
 */
export const notificationRecord = type({
  id: 'number',
  uuid: 'string',
  user_id: 'number',
  event: 'string',
  subject_id: 'number',
  message: 'string',
  reference_url: 'string',
  is_seen: '0 | 1',
  created_at: 'string',
})
export type NotificationRecord = Omit<typeof notificationRecord.infer, 'event'> & { event: EventName }

/** Notifications: what happened to a person, in their words, with where to look. */
export const notificationTables = {
  notifications: new Collection({ schema: notificationRecord }),
}

type NotificationTables = typeof notificationTables
declare module '../../store/db' {
  // The database's type knows this area's tables (its manifest brings the tables themselves).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AreaTables extends NotificationTables {}
}

import { type } from './lazy'
import { pageOf } from './common'

/**
 * Notifications (spec 3 §3, §7, §9): a person's notifications 10 a page, newest first, with how many they
 * have not seen; seeing one by its uuid (the spec's `id`: the entity lists no other; docs/decisions/notifications.md).
 */

/** POST {role}/list-notification (spec 3 §7: rowsPerPage 10, page, order). */
export const listNotificationRequest = type({
  page: '1 <= number.integer <= 100000',
  'rowsPerPage?': '1 <= number.integer <= 50',
  /** Newest first (desc, the default) or oldest first (asc). */
  'order?': "'asc' | 'desc'",
})
export type ListNotificationRequest = typeof listNotificationRequest.infer

/** One notification (spec 3 §3): what happened in the person's words, where to look, seen or not, when. */
export const notification = type({
  uuid: 'string',
  message: 'string',
  /** An in-app path (the order, the deal, the statement, the request…). */
  reference_url: 'string',
  is_seen: '0 | 1',
  created_at: 'string',
})
export type Notification = typeof notification.infer

export const listNotificationResponse = type({
  data: pageOf(notification),
  unseen_notification_count: 'number.integer >= 0',
})
export type ListNotificationResponse = typeof listNotificationResponse.infer

/** POST {role}/seen-notification: the notification's uuid. */
export const seenNotificationRequest = type({ id: '0 < string <= 64' })
export type SeenNotificationRequest = typeof seenNotificationRequest.infer

/** The spec shows nothing read; the count after seeing it, so the bell need not ask again. */
export const seenNotificationResponse = type({ message: 'string', unseen_notification_count: 'number.integer >= 0' })
export type SeenNotificationResponse = typeof seenNotificationResponse.infer

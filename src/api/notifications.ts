import { call, lazySchemas } from './client'
import type { ListNotificationRequest } from './schemas/notifications'
import type { Role } from '../lib/user-type'

const notificationSchemas = lazySchemas(() => import('./schemas/notifications'))

/** POST {role}/list-notification: a page of the caller's notifications, newest first, and how many are unseen. */
export const listNotification = (role: Role, body: ListNotificationRequest) =>
  call(`${role}/list-notification`, notificationSchemas('listNotificationResponse'), { body })

/** POST {role}/seen-notification: marks the caller's notification seen (another's is a 404); answers the new count. */
export const seenNotification = (role: Role, id: string) =>
  call(`${role}/seen-notification`, notificationSchemas('seenNotificationResponse'), { body: { id } })

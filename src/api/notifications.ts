import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { ListNotificationRequest } from './schemas/notifications'
import type { Role } from '../lib/user-type'

const notificationSchemas = lazySchemas(() => import('./schemas/notifications'))

/** POST {role}/list-notification: a page of the caller's notifications, newest first, and how many are unseen. */
export const listNotification = (role: Role, body: ListNotificationRequest) =>
  call(ENDPOINTS['POST {role}/list-notification'], notificationSchemas('listNotificationResponse'), {
    params: { role },
    body,
  })

/** POST {role}/seen-notification: marks the caller's notification seen (another's is a 404); answers the new count. */
export const seenNotification = (role: Role, id: string) =>
  call(ENDPOINTS['POST {role}/seen-notification'], notificationSchemas('seenNotificationResponse'), {
    params: { role },
    body: { id },
  })

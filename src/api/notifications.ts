import { lazySchemas } from './client'
import type { ListNotificationRequest } from './schemas/notifications'
import type { Role } from '../lib/user-type'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

const notificationSchemas = lazySchemas(() => import('./schemas/notifications'))

/** POST {role}/list-notification: a page of the caller's notifications, newest first, and how many are unseen. */
export const listNotification = defineCall(
  'POST {role}/list-notification',
  notificationSchemas,
  'listNotificationResponse',
  (role: Role, body: ListNotificationRequest) => ({
    params: { role },
    body,
  }),
)

/** POST {role}/seen-notification: marks the caller's notification seen (another's is a 404); answers the new count. */
export const seenNotification = defineCall(
  'POST {role}/seen-notification',
  notificationSchemas,
  'seenNotificationResponse',
  (role: Role, id: string) => ({
    params: { role },
    body: { id },
  }),
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST {role}/list-notification': {
    summary: 'The notifications (the bell)',
    description: `Spec 3 §2 Notifications, §7: \`rowsPerPage\` 10, \`page\`, \`order\`. Answers \`data\` (paged) and \`unseen_notification_count\`.`,
  },
  'POST {role}/seen-notification': {
    summary: 'Mark a notification seen',
    description: 'Spec 3 §2 Notifications, §7: `id` (the notification); the bell’s unseen count drops by one.',
    errors: { 404: 'No such notification of this user.' },
  },
} satisfies OperationTexts<typeof import('./notifications')>

import {
  listNotificationRequest,
  listNotificationResponse,
  seenNotificationRequest,
  seenNotificationResponse,
} from '../../../src/api/schemas/notifications'
import { NOTIFICATION_TEXTS, NOTIFICATIONS_PER_PAGE } from '../../../src/lib/notification-texts'
import type { NotificationRecord } from './tables'
import { notificationPage, seeNotification } from './rules'
import { presentPage } from '../../kit/paginate'
import { announceDue } from '../../events/schedule'
import { endpoint } from '../../kit/endpoint'
import { ENDPOINTS } from '../../../src/api/endpoints'

const roles = ['customer', 'vendor'] as const

const present = (n: NotificationRecord) => ({
  uuid: n.uuid,
  message: n.message,
  reference_url: n.reference_url,
  is_seen: n.is_seen,
  created_at: n.created_at,
})

/** Notifications (spec 3 §7): both roles list their own and see one at a time. */
export const notificationHandlers = roles.flatMap((role) => [
  endpoint(
    ENDPOINTS['POST {role}/list-notification'],
    { reads: true, role, body: listNotificationRequest, access: role, response: listNotificationResponse },
    async ({ body, caller }) => {
      // What fell due since the last read (an ad that started or ended) is told first (events/schedule.ts).
      await announceDue()
      const { page, unseen } = notificationPage(
        caller.user,
        body.page,
        body.rowsPerPage ?? NOTIFICATIONS_PER_PAGE,
        body.order,
      )
      return { data: presentPage(page, present), unseen_notification_count: unseen }
    },
  ),
  endpoint(
    ENDPOINTS['POST {role}/seen-notification'],
    { role, body: seenNotificationRequest, access: role, response: seenNotificationResponse },
    async ({ body, caller }) => ({
      message: NOTIFICATION_TEXTS.seen,
      unseen_notification_count: await seeNotification(caller.user, body.id),
    }),
  ),
])

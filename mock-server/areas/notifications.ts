import { notificationStates } from '../control/notification-states'
import { seedNotifications } from '../db/seed-notifications'
import { notificationSubscriber } from '../domain/notification-subscriber'
import { outboxSubscriber } from '../domain/outbox-subscriber'
import { notificationHandlers } from '../handlers/notifications'
import { area } from './area'

/**
 * Notifications that tell (issue 20): the emails and in-app notifications written when the domain announces what
 * happened (docs/decisions/notifications.md), the two calls that list and see them, and the personas' history.
 */
export const notifications = area({
  handlers: notificationHandlers,
  seed: ({ now }) => seedNotifications(now),
  providerStates: notificationStates,
  subscribers: [outboxSubscriber, notificationSubscriber],
})

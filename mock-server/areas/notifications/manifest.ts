import { notificationStates } from './states'
import { seedNotifications } from './seed'
import { notificationSubscriber } from './notification-subscriber'
import { outboxSubscriber } from './outbox-subscriber'
import { notificationHandlers } from './handlers'
import { area } from '../area'
import { notificationTables } from './tables'

/**
 * Notifications that tell: the emails and in-app notifications written when the domain announces what
 * happened (docs/decisions/notifications.md), the two calls that list and see them, and the personas' history.
 */
export const notifications = area({
  tables: notificationTables,
  handlers: notificationHandlers,
  seed: ({ now }) => seedNotifications(now),
  providerStates: notificationStates,
  subscribers: [outboxSubscriber, notificationSubscriber],
})

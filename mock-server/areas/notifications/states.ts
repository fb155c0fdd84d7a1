import { PACT_VALUES, STATES } from '../../../contracts/states'
import { paths } from '../../../src/lib/paths'
import { db, nextId } from '../../store/db'
import { userOf } from '../../store/persona-user'
import type { PersonaKey } from '../../store/personas'
import { clock, iso } from '../../clock/clock'
import { signInWithToken, str, type StateParams, type StateSetUps } from '../../control/state-set-up'

/**
 * The persona of `role` (customer or vendor) signed in with `token`, with the seeded history and, newest, an unseen
 * notification `notification` (uuid); `othersNotification` (uuid) is the other persona's.
 */
async function hasNotifications(params: StateParams) {
  const role = str(params, 'role', 'customer') === 'vendor' ? 'vendor' : 'customer'
  const other: PersonaKey = role === 'vendor' ? 'customer' : 'vendor'
  const now = clock.now()
  await signInWithToken(role, str(params, 'token', PACT_VALUES[`${role}Token`]), now)
  const write = (persona: PersonaKey, uuid: string) =>
    db.notifications.create({
      id: nextId(db.notifications),
      uuid,
      user_id: userOf(persona).id,
      event: 'order.paid',
      subject_id: 0,
      message: 'Your order for “Masala Chai” is paid. Your deal code is PACTCODE42.',
      reference_url: paths.myOrders(),
      is_seen: 0,
      created_at: iso(now),
    })
  await write(role, str(params, 'notification', PACT_VALUES.notificationUuid))
  await write(other, str(params, 'othersNotification', PACT_VALUES.othersNotificationUuid))
}

/** The states of the notification contracts (contracts/states.ts). */
export const notificationStates = {
  [STATES.hasNotifications]: hasNotifications,
} satisfies StateSetUps

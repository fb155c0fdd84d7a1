import { profileStates } from './states'
import { db } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'
import { profileHandlers } from './handlers'
import { area } from '../area'
import { profileTables } from './tables'

/**
 * A vendor is prompted to re-confirm their details once the email was verified more than six months (monthDuration)
 * before today, so this date follows the day the seed is written, not the seed's epoch: the due persona was verified
 * seven months ago (docs/decisions/profiles.md).
 */
async function seedReconfirmationDue(now: number) {
  await db.users.update((q) => q.where({ id: PERSONA_IDS['due-vendor'] }), {
    data(u) {
      u.email_verified_at = new Date(now - 213 * 86_400_000).toISOString()
    },
  })
}

/** My Account for both roles: details, contacts, photos, links (areas/profile/tables.ts). */
export const profile = area({
  tables: profileTables,
  handlers: profileHandlers,
  seed: ({ now }) => seedReconfirmationDue(now),
  providerStates: profileStates,
})

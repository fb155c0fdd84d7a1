import { Collection } from '@msw/data'
import { contactChangeRecord } from './profile-records'

/** What the profile area keeps: codes sent to verify a changed email or phone. */
export const profileTables = {
  contactChanges: new Collection({ schema: contactChangeRecord }),
}

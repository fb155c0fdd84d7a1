import { Collection } from '@msw/data'
import { contactChangeRecord, emailVerificationRecord, unsubscribeLinkRecord } from './records'

/** What the profile area keeps: codes sent to verify a changed email or phone, email-verification and unsubscribe links. */
export const profileTables = {
  contactChanges: new Collection({ schema: contactChangeRecord }),
  emailVerifications: new Collection({ schema: emailVerificationRecord }),
  unsubscribeLinks: new Collection({ schema: unsubscribeLinkRecord }),
}

type ProfileTables = typeof profileTables
declare module '../../store/db' {
  // The database's type knows this area's tables (its manifest brings the tables themselves).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AreaTables extends ProfileTables {}
}

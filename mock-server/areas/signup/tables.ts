import { Collection } from '@msw/data'
import {
  franchiseRequestRecord,
  referralRecord,
  socialGrantRecord,
  vendorAccountRecord,
  vendorDocumentRecord,
} from './records'

/** What sign-up adds: vendors' documents and bank details, referrals, franchise requests, social grants. */
export const signupTables = {
  vendorDocuments: new Collection({ schema: vendorDocumentRecord }),
  vendorAccounts: new Collection({ schema: vendorAccountRecord }),
  referrals: new Collection({ schema: referralRecord }),
  franchiseRequests: new Collection({ schema: franchiseRequestRecord }),
  socialGrants: new Collection({ schema: socialGrantRecord }),
}

type SignupTables = typeof signupTables
declare module '../../store/db' {
  // The database's type knows this area's tables (its manifest brings the tables themselves).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AreaTables extends SignupTables {}
}

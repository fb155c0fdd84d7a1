/**
 * The wire's user types (spec 1 §3: `userType` 0 signed out, 1 vendor, 2 customer) and the role each signs in as
 * (`{role}/authenticate`), written once for the client and the mock backend.
 */
export const USER_TYPE = { guest: 0, vendor: 1, customer: 2 } as const

export type Role = 'customer' | 'vendor'

/** Who is looking, in the code's words (glossary): a guest, or the role signed in. Screens never compare userType. */
export type Viewer = 'guest' | Role

/** The viewer a wire userType stands for (0, or anything unknown, is a guest). */
export const viewerOfUserType = (userType: number): Viewer =>
  userType === USER_TYPE.customer ? 'customer' : userType === USER_TYPE.vendor ? 'vendor' : 'guest'

/** The role a signed-in user's calls go to (`customer/…` or `vendor/…`). */
export const roleOf = (userType: 1 | 2): Role => (userType === USER_TYPE.vendor ? 'vendor' : 'customer')

/** The role a screen's calls go to for this viewer: a vendor's own, anyone else's as a customer. */
export const roleOfViewer = (viewer: Viewer): Role => (viewer === 'vendor' ? 'vendor' : 'customer')

/** A customer (student), as opposed to a vendor or nobody. */
export const isCustomerUser = <U extends { userType: number }>(user: U | null | undefined): user is U =>
  user?.userType === USER_TYPE.customer

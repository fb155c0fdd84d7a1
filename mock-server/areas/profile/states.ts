import { PACT_VALUES, STATES } from '../../../contracts/states'
import { db, nextId } from '../../store/db'
import { userOf } from '../../store/persona-user'
import { OTP_TTL_MS } from '../auth/rules'
import { personaOf } from '../../store/personas'
import { EMAIL_LINK_TTL_MS } from '../../../src/lib/profile-links'
import { clock, iso } from '../../clock/clock'
import { signInWithToken, str, type StateSetUps } from '../../control/state-set-up'

/** An open code `code` sent to the user's own phone from the profile, within its time. */
async function phoneCodeSent(userId: number, code: string) {
  const user = db.users.findFirst((q) => q.where({ id: userId }))!
  await db.contactChanges.create({
    id: nextId(db.contactChanges),
    user_id: user.id,
    kind: 'phone',
    value: user.phone,
    code,
    expires_at: clock.now() + OTP_TTL_MS,
    failed_attempts: 0,
    status: 'open',
  })
}

/** The profile contracts' states. */
export const profileStates = {
  [STATES.contactCodeSent]: async (params) => {
    await signInWithToken('unverified-customer', str(params, 'token', PACT_VALUES.unverifiedCustomerToken))
    await phoneCodeSent(userOf('unverified-customer').id, str(params, 'otp', PACT_VALUES.otp))
  },
  [STATES.vendorContactCodeSent]: async (params) => {
    await signInWithToken('vendor', str(params, 'token', PACT_VALUES.vendorToken))
    const vendor = userOf('vendor')
    await db.users.update((q) => q.where({ id: vendor.id }), {
      data(u) {
        u.is_verified = 0
      },
    })
    await phoneCodeSent(vendor.id, str(params, 'otp', PACT_VALUES.otp))
  },
  [STATES.emailLinkSent]: async (params) => {
    const vendor = userOf('vendor')
    await db.users.update((q) => q.where({ id: vendor.id }), {
      data(r) {
        r.is_email_verified = 0
      },
    })
    await db.emailVerifications.create({
      token: str(params, 'id', PACT_VALUES.emailLinkToken),
      user_id: vendor.id,
      email: vendor.email,
      expires_at: clock.now() + EMAIL_LINK_TTL_MS,
      used_at: params.used === true ? iso(clock.now()) : null,
    })
  },
  [STATES.unsubscribeLinkSent]: async (params) => {
    const email = str(params, 'email', personaOf('customer').email).toLowerCase()
    await db.newsletterSubscriptions.create({
      id: nextId(db.newsletterSubscriptions),
      name: 'Priya Sharma',
      email,
      phone: '+919876543210',
      category_ids: [1],
      created_at: iso(clock.now()),
    })
    await db.unsubscribeLinks.create({
      token: str(params, 'id', PACT_VALUES.unsubscribeToken),
      email,
      created_at: iso(clock.now()),
    })
  },
} satisfies StateSetUps

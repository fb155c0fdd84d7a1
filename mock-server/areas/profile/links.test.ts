import { describe, expect, it } from 'vitest'
import { EMAIL_LINK_TEXTS, UNSUBSCRIBE_TEXTS } from '../../../src/lib/profile-links'
import {
  REVERIFICATION_MONTHS,
  REVERIFICATION_TEXTS,
  needsReverification,
} from '../../../src/lib/profile-reverification'
import { db } from '../../store/db'
import { userOf } from '../../store/persona-user'
import { clock } from '../../clock/clock'
import { post } from '../../testing/test-kit'

const linkIn = (text: string, route: string) => new RegExp(`${route}/([0-9a-f]+)`).exec(text)?.[1]
const lastEmailTo = (to: string) =>
  db.outbox
    .all()
    .filter((m) => m.to === to)
    .at(-1)!

describe('resend-verify-email and the verification link', () => {
  async function unverifiedVendor() {
    await db.users.update((q) => q.where({ id: userOf('vendor').id }), {
      data(r) {
        r.is_email_verified = 0
      },
    })
    return userOf('vendor')
  }

  it('emails a link that verifies the address once', async () => {
    const v = await unverifiedVendor()
    expect(await post('resend-verify-email', { userType: 'vendor', uuid: v.hash })).toEqual({
      status: 200,
      body: { message: EMAIL_LINK_TEXTS.sent },
    })
    const token = linkIn(lastEmailTo(v.email).text, '/verify-email/vendor')!
    expect(token).toBeTruthy()
    // The link's type is the account's role: the customer's path does not open a vendor's link.
    expect((await post('verify-email', { type: 'customer', id: token })).status).toBe(404)
    expect(await post('verify-email', { type: 'vendor', id: token })).toEqual({
      status: 200,
      body: { message: EMAIL_LINK_TEXTS.verified },
    })
    expect(userOf('vendor').is_email_verified).toBe(1)
    expect(await post('verify-email', { type: 'vendor', id: token })).toEqual({
      status: 409,
      body: { message: EMAIL_LINK_TEXTS.used },
    })
  })
  it('says so for an unknown or expired link, and for an address already verified', async () => {
    expect(await post('verify-email', { type: 'customer', id: 'nope' })).toEqual({
      status: 404,
      body: { message: EMAIL_LINK_TEXTS.unknown },
    })
    const v = await unverifiedVendor()
    await post('resend-verify-email', { userType: 'vendor', uuid: v.hash })
    const token = linkIn(lastEmailTo(v.email).text, '/verify-email/vendor')!
    const now = clock.now
    clock.now = () => now() + 25 * 60 * 60_000
    try {
      expect(await post('verify-email', { type: 'vendor', id: token })).toEqual({
        status: 409,
        body: { message: EMAIL_LINK_TEXTS.expired },
      })
    } finally {
      clock.now = now
    }
    const c = userOf('customer')
    expect((await post('resend-verify-email', { userType: 'customer', uuid: c.hash })).body.errors).toEqual({
      email: [EMAIL_LINK_TEXTS.alreadyVerified],
    })
    expect((await post('resend-verify-email', { userType: 'vendor', uuid: c.hash })).status).toBe(404)
  })
})

describe('the newsletter email and unsubscribe', () => {
  it('carries a link that unsubscribes, and says so again on a second visit', async () => {
    await post('add-newsletter', { name: 'Meera', email: 'meera@example.com', phone: '9812345678', category: [1] })
    const token = linkIn(lastEmailTo('meera@example.com').text, '/unsubscribe')!
    expect(await post('unsubscribe', { id: token })).toEqual({ status: 200, body: { message: UNSUBSCRIBE_TEXTS.done } })
    expect(db.newsletterSubscriptions.findFirst((q) => q.where({ email: 'meera@example.com' }))).toBeUndefined()
    expect(await post('unsubscribe', { id: token })).toEqual({
      status: 200,
      body: { message: UNSUBSCRIBE_TEXTS.already },
    })
    expect(await post('unsubscribe', { id: 'unknown' })).toEqual({
      status: 404,
      body: { message: UNSUBSCRIBE_TEXTS.unknown },
    })
  })
})

describe('vendor/confirm-details', () => {
  const due = (key: 'vendor' | 'pending-vendor' | 'due-vendor') =>
    needsReverification(userOf(key).email_verified_at, REVERIFICATION_MONTHS, clock.now())

  it('the seed prompts only the due persona: the vendors most journeys use were verified recently', () => {
    expect([due('vendor'), due('pending-vendor'), due('due-vendor')]).toEqual([false, false, true])
  })

  it("restarts the vendor's re-verification clock, for their own account only", async () => {
    const v = userOf('due-vendor')
    const other = userOf('vendor').email_verified_at
    expect(await post('vendor/confirm-details', { id: userOf('vendor').hash }, { as: 'due-vendor' })).toEqual({
      status: 403,
      body: { message: REVERIFICATION_TEXTS.notYours },
    })
    expect(await post('vendor/confirm-details', { id: v.hash }, { as: 'customer' })).toMatchObject({ status: 403 })
    expect(await post('vendor/confirm-details', { id: v.hash })).toMatchObject({ status: 401 })
    expect(due('due-vendor')).toBe(true)
    expect(userOf('vendor').email_verified_at).toBe(other)

    expect(await post('vendor/confirm-details', { id: v.hash }, { as: 'due-vendor' })).toEqual({
      status: 200,
      body: { message: REVERIFICATION_TEXTS.confirmed },
    })
    expect(Date.parse(userOf('due-vendor').email_verified_at!)).toBeGreaterThan(clock.now() - 60_000)
    expect(due('due-vendor')).toBe(false)
  })
})

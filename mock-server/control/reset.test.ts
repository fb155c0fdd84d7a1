import { afterEach, describe, expect, it, vi } from 'vitest'
import { db, snapshot } from '../store/db'
import { seed } from '../store/seed'
import { personaOf } from '../store/personas'
import { clock } from '../clock/clock'
import { callApi } from '../testing/test-kit'
import { settings } from './settings'

const CUSTOMER = personaOf('customer').email

type Message = { to: string; otp: string | null }
const outbox = async () => (await callApi('GET', '__mock/outbox')).body.messages as Message[]
const wishlist = async (token: string) =>
  (
    (await callApi('POST', 'customer/my-wishlist', { body: { cart_type: 0 }, token })).body.my_deals as Array<{
      deal: { uuid: string }
    }>
  ).map((e) => e.deal.uuid)

afterEach(() => {
  vi.restoreAllMocks()
  Object.assign(settings, { latency_ms: 0, fail_next: 0, fail_path: '' })
})

describe('control API: POST /api/__mock/reset', () => {
  it('puts back the seed after changes made through the API: empty outbox, same data, old tokens gone', async () => {
    // The catalogue's dates are relative to today: hold the clock still so two seeds are the same data.
    vi.spyOn(clock, 'now').mockReturnValue(Date.UTC(2026, 0, 15, 10, 0, 0))
    await seed()
    const seeded = snapshot()
    expect(await outbox()).toEqual([])

    // Sign in as the customer persona: an OTP lands in the outbox, a token is issued.
    const auth = await callApi('POST', 'customer/authenticate', { body: { username: CUSTOMER } })
    expect(auth.status).toBe(200)
    const [sent] = await outbox()
    expect(sent).toMatchObject({ to: CUSTOMER, otp: expect.stringMatching(/^\d{4}$/) })
    const verified = await callApi('POST', 'customer/verify-otp', { body: { id: auth.body.id, otp: sent!.otp } })
    expect(verified.status).toBe(200)
    const token = verified.body.access_token as string

    // Add a deal that is not on the wishlist yet (the first the rules accept).
    const before = await wishlist(token)
    let added: string | undefined
    for (const deal of db.deals
      .all()
      .filter((d) => !before.includes(d.uuid))
      .slice(0, 20)) {
      if ((await callApi('POST', 'customer/add-to-wishlist', { body: { id: deal.uuid }, token })).status === 200) {
        added = deal.uuid
        break
      }
    }
    expect(added).toBeDefined()
    expect(await wishlist(token)).toContain(added)
    // And plan a fault: reset clears it too.
    expect(
      (await callApi('POST', '__mock/settings', { body: { fail_next: 2, fail_path: 'customer/get-user' } })).status,
    ).toBe(200)
    expect(snapshot()).not.toEqual(seeded)

    const reset = await callApi('POST', '__mock/reset')
    expect(reset).toEqual({ status: 200, body: { ok: true } })

    expect(await outbox()).toEqual([])
    expect(snapshot()).toEqual(seeded)
    expect(settings.fail_next).toBe(0)
    // The token issued before the reset is unknown now (401, not the planned 503).
    expect((await callApi('POST', 'customer/get-user', { token })).status).toBe(401)
    // Signed in again, the customer sees the seed's wishlist.
    const again = await callApi('POST', '__mock/personas/sign-in', { body: { email: CUSTOMER } })
    expect(again.status).toBe(200)
    expect(await wishlist(again.body.access_token as string)).toEqual(before)
  })
})

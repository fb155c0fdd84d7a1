import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PACT_VALUES, STATES } from '../contracts/states'
import { db } from './store/db'
import { PERSONA_IDS } from './store/personas'
import { issueToken, logout } from './areas/auth/rules'
import { startHttpMock } from './http'
import { listenToEvents, postJson } from './testing/standalone'

/** The standalone mock's live events (mock-server/live-events.ts): who hears what, over a real HTTP stream. */
let mock: Awaited<ReturnType<typeof startHttpMock>>
beforeEach(async () => {
  mock = await startHttpMock({ port: 0 })
})
afterEach(() => mock.close())

const post = (path: string, body: unknown, token?: string) => postJson(mock.url, path, body, token)

/** Opens a stream as another device; every event it hears, and `until` one by name. */
async function listen(token?: string) {
  const stream = await listenToEvents(mock.url, token)
  expect(stream.contentType).toContain('text/event-stream')
  return stream
}

const customer = PACT_VALUES.customerToken
const vendor = PACT_VALUES.vendorToken

describe('the live event stream', () => {
  it('tells the customer and the vendor of their order, and nobody else; the clock reaches everyone', async () => {
    await post('__mock/provider-state', {
      state: STATES.customerSeesDeal,
      params: { token: customer, vendorToken: vendor, deal: PACT_VALUES.dealUuid },
    })
    const expired = await issueToken(db.users.findFirst((q) => q.where({ id: PERSONA_IDS['expired-customer'] }))!)
    const signedOut = await issueToken(db.users.findFirst((q) => q.where({ id: PERSONA_IDS.customer }))!)
    await logout(signedOut)
    const [priya, arjun, stranger, nobody, stale] = await Promise.all([
      listen(customer),
      listen(vendor),
      listen(expired),
      listen(),
      listen(signedOut),
    ])
    expect(priya.heard[0]!.data.user_id).toBe(PERSONA_IDS.customer)
    expect(nobody.heard[0]!.data.user_id).toBeNull()
    expect(stale.heard[0]!.data.user_id).toBeNull()

    const asked = await post(
      'customer/place-order',
      { deal_id: PACT_VALUES.dealUuid, payment_mode: 1, is_cupon_applied: 0, cupon_code: null, amount: 0, discount: 0 },
      customer,
    )
    const expected = asked.body.expected as { amount: string; discount: number }
    const placed = await post(
      'customer/place-order',
      {
        deal_id: PACT_VALUES.dealUuid,
        payment_mode: 1,
        is_cupon_applied: 0,
        cupon_code: null,
        amount: Number(expected.amount.replace(/,/g, '')),
        discount: expected.discount,
      },
      customer,
    )
    const order = placed.body.order as { id: number; reference_code: string }
    expect((await post('vendor/order-redeem', { reference_code: order.reference_code }, vendor)).status).toBe(200)
    expect((await priya.until('order.redeemed')).data.order_id).toBe(order.id)
    await arjun.until('order.redeemed')

    expect((await post('__mock/clock', { advance_days: 2 })).status).toBe(200)
    for (const stream of [priya, arjun, stranger, nobody, stale])
      expect((await stream.until('clock.moved')).data.offset_ms).toBe(2 * 86_400_000)
    // Each stream hears in order, so by the clock's event the order's would have arrived.
    for (const stream of [stranger, nobody, stale]) expect(stream.names()).toEqual(['hello', 'clock.moved'])
    for (const stream of [priya, arjun, stranger, nobody, stale]) stream.close()
  }, 60_000)
})

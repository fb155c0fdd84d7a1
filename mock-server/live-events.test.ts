import { bypass } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PACT_VALUES, STATES } from '../contracts/states'
import { db } from './store/db'
import { PERSONA_IDS } from './store/personas'
import { issueToken, logout } from './areas/auth/rules'
import { startHttpMock } from './http'

/** The standalone mock's live events (mock-server/live-events.ts): who hears what, over a real HTTP stream. */
let mock: Awaited<ReturnType<typeof startHttpMock>>
beforeEach(async () => {
  mock = await startHttpMock({ port: 0 })
})
afterEach(() => mock.close())

const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(
    bypass(`${mock.url}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

type Heard = { name: string; data: Record<string, unknown> }

/** Opens a stream and keeps every event it hears; `until` waits for one by name. */
async function listen(token?: string) {
  const heard: Heard[] = []
  const abort = new AbortController()
  const res = await fetch(bypass(`${mock.url}/__mock/events${token ? `?token=${token}` : ''}`), {
    signal: abort.signal,
  })
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const waiters: Array<() => void> = []
  void (async () => {
    const decoder = new TextDecoder()
    let text = ''
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true })
        let end
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end)
          text = text.slice(end + 2)
          const data = /^data: (.+)$/m.exec(block)?.[1]
          const event = data ? (JSON.parse(data) as Record<string, unknown>) : null
          if (event) heard.push({ name: String(event.name), data: event })
          for (const w of waiters.splice(0)) w()
        }
      }
    } catch {
      // aborted
    }
  })()
  const until = async (name: string) => {
    while (!heard.some((h) => h.name === name)) await new Promise<void>((resolve) => waiters.push(resolve))
    return heard.find((h) => h.name === name)!
  }
  await until('hello')
  return { heard, until, names: () => heard.map((h) => h.name), close: () => abort.abort() }
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

import { beforeEach, describe, expect, it } from 'vitest'
import { createFixtureDeal } from '../catalogue/fixture-deal'
import { db } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import { pointsBalance } from '../../ledger/ledger'
import { pdfText } from '../../../tools/pdf-text'
import { API, PERSONA_IDS, get, post, tokenOf } from '../../testing/test-kit'

const PRIYA = PERSONA_IDS.customer
let deal: DealRecord

beforeEach(async () => {
  deal = await createFixtureDeal({ id: 90_201, deal_available: 5 })
})

/** A cash order (paid at the outlet), placed over HTTP; answers its id and code. */
async function cashOrder() {
  const res = await post<{ order: { id: number; reference_code: string } }>(
    'customer/place-order',
    { deal_id: deal.uuid, payment_mode: 1, is_cupon_applied: 0, amount: 149, discount: 15 },
    { as: 'customer' },
  )
  expect(res.status).toBe(200)
  return res.body.order
}

describe('order lists', () => {
  it("lists a customer's own orders and a vendor's outlet's, 9 a page, with the status names", async () => {
    // Priya's seeded orders (and her months of wallet history) are on Chai Point's other deals; newest first.
    const seeded = db.orders
      .all()
      .filter((x) => x.customer_id === PRIYA)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((x) => x.id)
    const o = await cashOrder()
    const mine = await post<{
      orders: { data: Array<{ id: number; payment_single: { payment_method_system_name: string } }>; per_page: number }
      order_status: unknown[]
    }>('customer/order-list', { page: 1, rowsPerPage: 9 }, { as: 'customer' })
    expect(mine.body.orders.data.map((r) => r.id)).toEqual([o.id, ...seeded].slice(0, 9))
    expect(mine.body.orders.data[0]!.payment_single.payment_method_system_name).toBe('Cash')
    expect(mine.body.order_status).toHaveLength(5)
    const outlet = await post<{ orders: { data: unknown[] } }>(
      'vendor/order-list',
      { page: 1, rowsPerPage: 9 },
      { as: 'vendor' },
    )
    expect(outlet.body.orders.data).toHaveLength(Math.min(9, 1 + seeded.length))
    const other = await post<{ orders: { data: unknown[] } }>(
      'vendor/order-list',
      { page: 1, rowsPerPage: 9 },
      { as: 'pending-vendor' },
    )
    expect(other.body.orders.data).toHaveLength(0)
    const detail = await post('customer/order-detail', { order_id: o.id }, { as: 'expired-customer' })
    expect(detail.status).toBe(404)
  })
})

describe('cancelling', () => {
  it('lists the reasons; cancels with a reason, gives the place back, and refuses a second cancel (409)', async () => {
    const reasons = await get<{ reason: Array<{ id: number; name: string }> }>('customer/order-cancel-reason-list', {
      as: 'customer',
    })
    expect(reasons.body.reason[0]).toEqual({ id: 1, name: 'Changed my mind' })
    const floatingBefore = pointsBalance(PRIYA, 'floating')
    const o = await cashOrder()
    const missing = await post(
      'customer/cancel-deal-order',
      { order_id: o.id, reason_id: 0, new_reason: '', description: '' },
      { as: 'customer' },
    )
    expect([missing.status, missing.body.errors]).toEqual([
      422,
      { new_reason: ['Other Reason is required'], description: ['Description is required'] },
    ])
    const ok = await post(
      'customer/cancel-deal-order',
      { order_id: o.id, reason_id: 1, description: 'Plans changed' },
      { as: 'customer' },
    )
    expect(ok).toEqual({ status: 200, body: { success: true, message: 'Order cancelled successfully.' } })
    expect(db.deals.findFirst((q) => q.where({ id: deal.id }))!.deal_available).toBe(5)
    expect(pointsBalance(PRIYA, 'floating')).toBe(floatingBefore)
    const again = await post(
      'customer/cancel-deal-order',
      { order_id: o.id, reason_id: 1, description: 'Again' },
      { as: 'customer' },
    )
    expect([again.status, again.body.msg]).toEqual([409, 'Error: Unable to cancel order.'])
    expect(
      (
        await post(
          'vendor/cancel-deal-order',
          { order_id: o.id, reason_id: 1, description: 'x' },
          { as: 'pending-vendor' },
        )
      ).status,
    ).toBe(404)
  })
})

describe('redeeming', () => {
  it("redeems the outlet's own code once: the cash order is paid and its points confirmed", async () => {
    const o = await cashOrder()
    const before = pointsBalance(PRIYA)
    expect(
      (await post('vendor/order-detail', { reference_code: o.reference_code }, { as: 'pending-vendor' })).status,
    ).toBe(404)
    const detail = await post<{ order: { reference_code: string } }>(
      'vendor/order-detail',
      { reference_code: o.reference_code.toLowerCase() },
      { as: 'vendor' },
    )
    expect(detail.body.order.reference_code).toBe(o.reference_code)
    const done = await post<{
      msg: string
      order: { order_status: number; customer_commision: { reedem_date: string | null } }
    }>('vendor/order-redeem', { reference_code: o.reference_code }, { as: 'vendor' })
    expect(done.body.msg).toBe('Deal redeemed successfully.')
    expect(done.body.order.order_status).toBe(3)
    expect(done.body.order.customer_commision.reedem_date).not.toBeNull()
    // 149 rupees at 15% back (cash, Silver) is ₹22.35: 22 points at ₹1, now confirmed.
    expect(pointsBalance(PRIYA)).toBe(before + 22)
    const twice = await post('vendor/order-redeem', { reference_code: o.reference_code }, { as: 'vendor' })
    expect([twice.status, twice.body.msg]).toEqual([422, 'This deal code has already been redeemed.'])
    expect((await post('vendor/order-redeem', { reference_code: 'UNKNOWN' }, { as: 'vendor' })).status).toBe(404)
  })
})

/** customer/order-pdf as Priya. */
const voucherOf = async (code: string) =>
  fetch(`${API}/customer/order-pdf`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${await tokenOf('customer')}`,
    },
    body: JSON.stringify({ reference_code: code }),
  })

describe('customer/order-pdf', () => {
  it("answers the voucher as a PDF to the order's customer only", async () => {
    const o = await cashOrder()
    const res = await voucherOf(o.reference_code)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(/Masala-Chai-and-Bun-Maska-for-Two-\d{4}-\d{2}-\d{2}\.pdf/)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect(
      (await post('customer/order-pdf', { reference_code: o.reference_code }, { as: 'expired-customer' })).status,
    ).toBe(404)
  })
})

describe('the voucher of a cash order', () => {
  it('says the amount is to pay at the counter, never that it was paid', async () => {
    const o = await cashOrder()
    const res = await voucherOf(o.reference_code)
    const text = pdfText(new Uint8Array(await res.arrayBuffer()))
    expect(text).toContain('To pay at the outlet: Rs. 149 (Cash)')
    expect(text).toContain('Pay Rs. 149 at the counter when the outlet redeems this code.')
    expect(text).not.toMatch(/paid/i)
  })
})

describe("the voucher's dates are India's (spec 3 §9)", () => {
  it('names the Indian day of an order placed at 04:30 on 28-11 India time, in the PDF and its file name', async () => {
    const o = await cashOrder()
    // 23:00 UTC on 27-11 is 04:30 on 28-11 in India.
    await db.orders.update((q) => q.where({ id: o.id }), {
      data(r) {
        r.created_at = '2026-11-27T23:00:00.000Z'
      },
    })
    const res = await voucherOf(o.reference_code)
    expect(res.headers.get('content-disposition')).toMatch(/-2026-11-28\.pdf/)
    const text = pdfText(new Uint8Array(await res.arrayBuffer()))
    expect(text).toContain('Ordered on: 28/11/2026')
    expect(text).toMatch(/Valid until: \d{2}\/\d{2}\/\d{4}/)
  })
})

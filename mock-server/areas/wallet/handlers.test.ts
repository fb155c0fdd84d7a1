import { describe, expect, it } from 'vitest'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { db } from '../../store/db'
import { SEEDED_CODES } from '../orders/seed'
import { balance, pointsBalance } from '../../ledger/ledger'
import { ACCOUNT } from '../../ledger/chart-of-accounts'
import { PERSONA_IDS, get, post } from '../../testing/test-kit'

type Page<R> = { data: R[]; total: number; last_page: number; per_page: number }
type Row = { id: number; used_balance: number; created_at: string; order_id: number | null; description: string }
type Confirmed = { confirmed_balance: Page<Row>; total_confirmed_balance: number; user: { card_number: string } }
type Floating = { floating_balance: Page<Row>; total_floting_balance: number }

const PRIYA = PERSONA_IDS.customer
const CHAI = PERSONA_IDS.vendor
const all = { page: 1, rowsPerPage: 50 }
const sum = (rows: Array<{ used_balance: number }>) => rows.reduce((s, r) => s + r.used_balance, 0)
const confirmed = (body: object = all) => post<Confirmed>('customer/confirmed-statement', body, { as: 'customer' })
const floating = (body: object = all) => post<Floating>('customer/floting-statement', body, { as: 'customer' })

describe('customer statements', () => {
  it('totals are the ledger balances, and the rows of the whole history add up to them', async () => {
    const c = await confirmed()
    const f = await floating()
    expect(c.body.total_confirmed_balance).toBe(pointsBalance(PRIYA, 'confirmed'))
    expect(f.body.total_floting_balance).toBe(pointsBalance(PRIYA, 'floating'))
    expect(sum(c.body.confirmed_balance.data)).toBe(c.body.total_confirmed_balance)
    expect(sum(f.body.floating_balance.data)).toBe(f.body.total_floting_balance)
    // The seeded history: points spent on an order (an expense) and orders redeemed months back.
    expect(c.body.confirmed_balance.data.some((r) => r.used_balance < 0 && r.description === 'Paid with points')).toBe(
      true,
    )
    expect(c.body.user.card_number).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/)
  })

  it('a row that says Hola came from a deal names its order (an older seed’s award had none)', async () => {
    const rows = [...(await confirmed()).body.confirmed_balance.data, ...(await floating()).body.floating_balance.data]
    const aboutDeals = rows.filter((r) => /deal/i.test(r.description))
    expect(aboutDeals.length).toBeGreaterThan(0)
    expect(aboutDeals.filter((r) => r.order_id === null)).toEqual([])
  })

  it('moves an order’s points from floating to confirmed when the outlet redeems it', async () => {
    const upi = db.orders.findFirst((q) => q.where({ reference_code: SEEDED_CODES.paidByUpi }))!
    const before = await floating()
    expect(before.body.floating_balance.data.map((r) => r.order_id)).toContain(upi.id)
    const redeemed = await post('vendor/order-redeem', { reference_code: SEEDED_CODES.paidByUpi }, { as: 'vendor' })
    expect(redeemed.status).toBe(200)
    const after = await floating()
    expect(after.body.floating_balance.data.map((r) => r.order_id)).not.toContain(upi.id)
    expect(after.body.total_floting_balance).toBe(before.body.total_floting_balance - upi.points_earned)
    const c = await confirmed({ ...all, last_week: 1 })
    expect(c.body.confirmed_balance.data[0]).toMatchObject({ order_id: upi.id, used_balance: upi.points_earned })
  })

  it('narrows by the time filter, the day range and the deal', async () => {
    const whole = (await confirmed()).body.confirmed_balance.total
    const week = (await confirmed({ ...all, last_week: 1 })).body.confirmed_balance.total
    const month = (await confirmed({ ...all, last_month: 1 })).body.confirmed_balance.total
    const year = (await confirmed({ ...all, last_year: 1 })).body.confirmed_balance.total
    expect(week).toBeGreaterThan(0)
    expect(week).toBeLessThan(month)
    expect(month).toBeLessThan(year)
    expect(year).toBeLessThanOrEqual(whole)
    const deals = await get<{ deals: Array<{ uuid: string; name: string }> }>('customer/statement', { as: 'customer' })
    const history = deals.body.deals.find((d) => d.name === 'Masala Chai & Samosa')!
    const ofDeal = await confirmed({ ...all, deal_id: history.uuid })
    expect(ofDeal.body.confirmed_balance.total).toBeGreaterThan(0)
    expect(ofDeal.body.confirmed_balance.total).toBeLessThan(whole)
  })

  it('refuses two time flags, a start over 3 months back, an end after today and a deal not ordered (422 per field)', async () => {
    const bad = await confirmed({
      page: 1,
      last_week: 1,
      last_month: 1,
      start_date: '2001-01-01',
      end_date: '2999-01-01',
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['end_date', 'last_month', 'last_week', 'start_date'])
    const other = db.deals.findFirst((q) => q.where({ vendor_id: PERSONA_IDS['pending-vendor'] }))!
    const deal = await floating({ page: 1, deal_id: other.uuid })
    expect(deal.status).toBe(422)
    expect(deal.body.errors).toHaveProperty('deal_id')
  })
})

describe('vendor statements', () => {
  it('the confirmed total is the outlet’s balance with Hola; the Hola balance holds its referral rewards', async () => {
    const c = await post<{ confirm_balance: Page<{ amount: number }>; total_confirm_balance: number }>(
      'vendor/confirmed-statement',
      all,
      { as: 'vendor' },
    )
    const owed = balance({ account: ACCOUNT.vendorEarnings, owner: CHAI, unit: 'paise' })
    expect(Math.round(c.body.total_confirm_balance * 100)).toBe(owed)
    expect(Math.round(c.body.confirm_balance.data.reduce((s, r) => s + r.amount * 100, 0))).toBe(owed)
    const f = await post<{
      hola_balance: Page<{
        used_balance: number
        hola_point_status: 0 | 1
        refered_vendor: { full_name: string } | null
      }>
      total_hola_balance: number
    }>('vendor/floting-statement', all, { as: 'vendor' })
    expect(f.body.total_hola_balance).toBe(pointsBalance(CHAI, 'confirmed') + pointsBalance(CHAI, 'floating'))
    expect(f.body.hola_balance.data.find((r) => r.hola_point_status === 0)?.refered_vendor?.full_name).toBe(
      'Fresh Bites Indiranagar',
    )
    const dropdown = await get<{ deals: unknown[]; payment_type: unknown[] }>('vendor/dropdown-my-deals', {
      as: 'vendor',
    })
    expect(dropdown.body.deals.length).toBeGreaterThan(3)
    expect(dropdown.body.payment_type).toHaveLength(6)
  })
})

type VendorRow = { amount: number; description: string; id: number; entry_id: number }
type PointsRow = { description: string; used_balance: number; created_at: string; reedem_date: string | null }
const vendorConfirmed = () =>
  post<{ confirm_balance: Page<VendorRow> }>('vendor/confirmed-statement', all, { as: 'vendor' })
const vendorPoints = () =>
  post<{
    hola_balance: Page<PointsRow & { refered_customer: { full_name: string } | null; hola_point_status: 0 | 1 }>
  }>('vendor/floting-statement', all, { as: 'vendor' })

describe('what the vendor’s rows say', () => {
  it('a commission payment: paid to Hola, and how (not the order’s cash)', async () => {
    const due = await post<{ total_amount: number; order_ids: number[] }>('vendor/order-ids-to-pay', undefined, {
      as: 'vendor',
    })
    const pay = await post<{ payment_id: number }>(
      'vendor/pay-to-fh',
      { order_ids: due.body.order_ids, amount: due.body.total_amount, payment_method: 2 },
      { as: 'vendor' },
    )
    const key = await post<{ data: string }>(
      'vendor/get-encrypt-key',
      { amount: due.body.total_amount, payment_for: 'pay_to_fh', payment_mode: 2, order_id: pay.body.payment_id },
      { as: 'vendor' },
    )
    await post('__mock/gateway/complete', { data: key.body.data, outcome: 'success' })
    const paid = (await vendorConfirmed()).body.confirm_balance.data.filter((r) => r.description.includes('Commission'))
    expect(paid.map((r) => r.id).sort()).toEqual([...due.body.order_ids].sort())
    expect(new Set(paid.map((r) => r.description))).toEqual(new Set(['Commission paid to Hola by Net Banking']))
  })

  it('points spent on an advertisement: the package and the deal it advertises', async () => {
    const deal = db.deals.findFirst((q) => q.where({ name: 'Masala Chai & Samosa' }))!
    const bought = await post(
      'vendor/purchase-advertise',
      {
        advertisement_id: 'ad500000-0000-4000-8000-000000000002',
        deal_id: deal.uuid,
        start_date: addDays(indiaDay(Date.now()), 1),
        payment_mode: 6,
        holapoints: 1,
      },
      { as: 'vendor' },
    )
    expect(bought.status).toBe(200)
    const spent = (await vendorPoints()).body.hola_balance.data.filter((r) => r.used_balance < 0)
    expect(spent.map((r) => r.description)).toEqual(['Advertisement: Category Spotlight for Masala Chai & Samosa'])
  })

  it('a confirmed referral reward has the day it was confirmed as its redeem date', async () => {
    const rows = (await vendorPoints()).body.hola_balance.data
    const priya = rows.find((r) => r.refered_customer?.full_name === 'Priya Sharma')!
    expect(priya.hola_point_status).toBe(1)
    // Floating from her sign-up, confirmed at her first redeemed order 21 days later (areas/referrals/seed.ts).
    expect(Date.parse(priya.reedem_date!) - Date.parse(priya.created_at)).toBe(21 * 86_400_000)
    expect(rows.filter((r) => r.hola_point_status === 0).every((r) => r.reedem_date === null)).toBe(true)
  })
})

describe('the demo clock', () => {
  it('moves forward only, empties Last Week, and goes back to real time', async () => {
    const start = await get<{ now: string; offset_ms: number }>('__mock/clock')
    expect(start.body.offset_ms).toBe(0)
    for (const advance_days of [0, -1, 1.5]) expect((await post('__mock/clock', { advance_days })).status).toBe(422)
    expect((await confirmed({ ...all, last_week: 1 })).body.confirmed_balance.total).toBeGreaterThan(0)
    const moved = await post<{ now: string; offset_ms: number }>('__mock/clock', { advance_days: 7 })
    expect(moved.body.offset_ms).toBe(7 * 86_400_000)
    expect(Date.parse(moved.body.now) - Date.parse(start.body.now)).toBeGreaterThanOrEqual(7 * 86_400_000)
    expect((await confirmed({ ...all, last_week: 1 })).body.confirmed_balance.total).toBe(0)
    const back = await post<{ offset_ms: number }>('__mock/clock', { reset: true })
    expect(back.body.offset_ms).toBe(0)
    await post('__mock/clock', { advance_days: 30 })
    await post('__mock/reset')
    expect((await get<{ offset_ms: number }>('__mock/clock')).body.offset_ms).toBe(0)
  })
})

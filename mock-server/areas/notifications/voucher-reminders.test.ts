import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { dueReminder, reminderAt, voucherEndsAt } from '../../../src/lib/voucher'
import { db } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'
import { SEEDED_CODES } from '../orders/seed'
import { post } from '../../testing/test-kit'
import { clock } from '../../clock/clock'
import { announceDue } from '../../events/schedule'

const DAY = 86_400_000
const HOUR = 3_600_000

afterEach(() => vi.restoreAllMocks())

describe('which reminder a voucher gets (src/lib/voucher.ts)', () => {
  const end = '2026-12-20'
  const bought = reminderAt(end, 10)
  it('none before 3 days are left; "3 days" from the start of that day (IST); "1 day" from the day before the last', () => {
    expect(dueReminder(end, bought, reminderAt(end, 3) - 1, new Set())).toBeNull()
    expect(dueReminder(end, bought, reminderAt(end, 3), new Set())).toBe(3)
    expect(dueReminder(end, bought, reminderAt(end, 2), new Set())).toBe(3)
    expect(dueReminder(end, bought, reminderAt(end, 2), new Set([3]))).toBeNull()
    expect(dueReminder(end, bought, reminderAt(end, 1), new Set([3]))).toBe(1)
    expect(dueReminder(end, bought, reminderAt(end, 1) + 5 * HOUR, new Set([3, 1]))).toBeNull()
  })
  it('a clock moved past both sends only "1 day"; none once the deal has ended; none dated before the purchase', () => {
    expect(dueReminder(end, bought, reminderAt(end, 0), new Set())).toBe(1)
    expect(dueReminder(end, bought, voucherEndsAt(end), new Set())).toBeNull()
    // Bought with 2 days left: no "3 days" dated before it, and "1 day" when its day comes.
    const late = reminderAt(end, 2) + HOUR
    expect(dueReminder(end, late, late, new Set())).toBeNull()
    expect(dueReminder(end, late, reminderAt(end, 1), new Set())).toBe(1)
  })
  it("the deal's last day is India's: it ends at 18:30 UTC", () => {
    expect(new Date(voucherEndsAt(end)).toISOString()).toBe('2026-12-20T18:30:00.000Z')
  })
})

describe('reminders before a deal ends, on the mock clock (areas/notifications/voucher-reminders.ts)', () => {
  const order = () => db.orders.findFirst((q) => q.where({ reference_code: SEEDED_CODES.paidByUpi }), { strict: true })
  const reminders = (id: number) =>
    db.notifications
      .findMany((q) => q.where({ user_id: PERSONA_IDS.customer }))
      .filter((n) => n.event === 'voucher.ending' && n.subject_id === id)

  /** Moves the seeded paid voucher's deal to end `days` days after today, as a vendor's edit would. */
  async function dealEndsIn(days: number) {
    const o = order()
    await db.deals.update((q) => q.where({ id: o.deal_id }), {
      data(d) {
        d.end_date = addDays(indiaDay(clock.now()), days)
      },
    })
    return o
  }

  it('the student reads "ends in 3 days" in the bell when the clock reaches it, and "ends tomorrow" later, once each', async () => {
    const now = clock.now()
    const o = await dealEndsIn(10)
    await announceDue(now)
    expect(reminders(o.id)).toEqual([])

    // The demo clock moves 8 days: two days before the deal's last day. The student's next read of the bell tells it.
    vi.spyOn(clock, 'now').mockReturnValue(now + 8 * DAY)
    const page = await post<{ data: { data: Array<{ message: string; reference_url: string }> } }>(
      'customer/list-notification',
      { page: 1, rowsPerPage: 10 },
      { as: 'customer' },
    )
    expect(page.status).toBe(200)
    const told = page.body.data.data.find((n) => n.message.includes(SEEDED_CODES.paidByUpi))
    expect(told?.message).toMatch(/ends in 3 days: use code CHAIUPI001 at .+ by \d\d\/\d\d\/\d{4}\.$/)
    expect(told?.reference_url).toBe(`/redem-deal-details?order_id=${o.id}`)
    await announceDue(now + 8 * DAY)
    expect(reminders(o.id)).toHaveLength(1)

    await announceDue(now + 9 * DAY)
    expect(reminders(o.id).map((n) => /ends (in 3 days|tomorrow)/.exec(n.message)?.[0])).toEqual([
      'ends in 3 days',
      'ends tomorrow',
    ])
    await announceDue(now + 30 * DAY)
    expect(reminders(o.id)).toHaveLength(2)
  })

  it('a redeemed, cancelled or vendor-only order is never reminded', async () => {
    const now = clock.now()
    const done = db.orders.findFirst((q) => q.where({ reference_code: SEEDED_CODES.redeemed }), { strict: true })
    const gone = db.orders.findFirst((q) => q.where({ reference_code: SEEDED_CODES.cancelled }), { strict: true })
    for (const o of [done, gone])
      await db.deals.update((q) => q.where({ id: o.deal_id }), {
        data(d) {
          d.end_date = addDays(indiaDay(now), 2)
        },
      })
    await announceDue(now + DAY)
    expect([...reminders(done.id), ...reminders(gone.id)]).toEqual([])
    expect(
      db.notifications
        .findMany((q) => q.where({ user_id: PERSONA_IDS.vendor }))
        .some((n) => n.event === 'voucher.ending'),
    ).toBe(false)
  })
})

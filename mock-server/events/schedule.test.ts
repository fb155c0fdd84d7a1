import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays, indiaDay } from '../../src/lib/dates'
import { dayStartMs } from '../../src/lib/statement-window'
import { db, nextId } from '../store/db'
import { PERSONA_IDS } from '../store/personas'
import { post } from '../testing/test-kit'
import { clock } from '../clock/clock'
import { announceDue } from './schedule'

const DAY = 86_400_000
const CHAI_POINT = PERSONA_IDS.vendor
const adNotes = () =>
  db.notifications
    .findMany((q) => q.where({ user_id: CHAI_POINT }))
    .filter((n) => n.event === 'ad.started' || n.event === 'ad.ended')

afterEach(() => vi.restoreAllMocks())

/** A paid ad order of Chai Point's from `start` for `days`, written as settling one leaves it. */
async function paidAd(start: string, days: number) {
  const template = db.adOrders.findFirst((q) => q.where({ vendor_id: CHAI_POINT, status: 'paid' }), { strict: true })
  return db.adOrders.create({
    ...template,
    id: nextId(db.adOrders),
    uuid: crypto.randomUUID(),
    start_date: start,
    end_date: addDays(start, days - 1),
    days,
  })
}

describe('events that fall due with time (events/schedule.ts)', () => {
  it("the seed's ad that already ran is told as started and ended, dated when each happened, and seen", () => {
    const seeded = db.adOrders.findFirst((q) => q.where({ vendor_id: CHAI_POINT, status: 'paid' }), { strict: true })
    const notes = adNotes().filter((n) => n.subject_id === seeded.id)
    expect(notes.map((n) => [n.event, n.created_at, n.is_seen])).toEqual([
      ['ad.started', new Date(dayStartMs(seeded.start_date)).toISOString(), 1],
      ['ad.ended', new Date(dayStartMs(addDays(seeded.end_date, 1))).toISOString(), 1],
    ])
  })

  it('an ad starting tomorrow is told once when its day comes (the next read), and once when its last day has passed', async () => {
    const now = clock.now()
    const order = await paidAd(addDays(indiaDay(now), 1), 2)
    const mine = () => adNotes().filter((n) => n.subject_id === order.id)
    await announceDue(now)
    expect(mine()).toEqual([])

    // The demo clock moves a day: the vendor's next read of the bell tells the start.
    vi.spyOn(clock, 'now').mockReturnValue(now + DAY)
    const page = await post<{ unseen_notification_count: number; data: { data: Array<{ message: string }> } }>(
      'vendor/list-notification',
      { page: 1, rowsPerPage: 10 },
      { as: 'vendor' },
    )
    expect(page.status).toBe(200)
    expect(mine().map((n) => n.event)).toEqual(['ad.started'])
    expect(page.body.data.data.some((n) => /has started/.test(n.message))).toBe(true)
    await announceDue(now + DAY)
    expect(mine()).toHaveLength(1)

    await announceDue(now + 3 * DAY)
    expect(mine().map((n) => [n.event, n.created_at])).toEqual([
      ['ad.started', new Date(dayStartMs(order.start_date)).toISOString()],
      ['ad.ended', new Date(dayStartMs(addDays(order.end_date, 1))).toISOString()],
    ])
    await announceDue(now + 30 * DAY)
    expect(mine()).toHaveLength(2)
  })

  it('a declined ad order never runs, so nothing is told', async () => {
    const now = clock.now()
    const order = await paidAd(indiaDay(now), 1)
    await db.adOrders.update((q) => q.where({ id: order.id }), {
      data(r) {
        r.status = 'failed'
      },
    })
    await announceDue(now + 5 * DAY)
    expect(adNotes().filter((n) => n.subject_id === order.id)).toEqual([])
  })
})

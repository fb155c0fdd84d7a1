import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { indiaDay } from '../../../src/lib/dates'
import { clock } from '../../clock/clock'
import { db } from '../../store/db'
import { PERSONA_IDS } from '../../store/personas'
import { seed } from '../../store/seed'
import { seededDealCount } from './seed'
import { VENDOR_STORY_DEALS } from '../vendor-deals/seed'
import { CITIES } from './city-data'
import { PRIYA_JOINED_DAYS_AGO } from '../referrals/seed'
import { WALLET_STORY_DEALS } from '../wallet/seed'

const publicDir = path.resolve(import.meta.dirname, '../../../public')
const today = () => indiaDay(clock.now())

describe('catalogue seed', () => {
  it('is the same story on every run', async () => {
    const story = () =>
      db.deals
        .all()
        .map((d) => [d.uuid, d.name, d.vendor_id, d.deal_price, d.discount, d.deal_status, d.address].join('|'))
    await seed()
    const first = story()
    const reviews = db.reviews.all().map((r) => `${r.uuid}|${r.deal_id}|${r.customer_id}|${r.rating}`)
    await seed()
    expect(story()).toEqual(first)
    expect(db.reviews.all().map((r) => `${r.uuid}|${r.deal_id}|${r.customer_id}|${r.rating}`)).toEqual(reviews)
  })

  it("holds 300 generated deals plus the demo city's outlets' deals, in every status and every special case", () => {
    const deals = db.deals.all()
    // The vendor-deals seed adds the vendor persona's sent-back deal; the wallet's history, its long-running deal.
    expect(deals).toHaveLength(seededDealCount(300) + VENDOR_STORY_DEALS + WALLET_STORY_DEALS)
    expect(new Set(deals.map((d) => d.uuid)).size).toBe(seededDealCount(300) + VENDOR_STORY_DEALS + WALLET_STORY_DEALS)
    for (const status of [1, 2, 3, 4] as const)
      expect(deals.filter((d) => d.deal_status === status).length).toBeGreaterThan(5)
    expect(deals.some((d) => d.deal_status === 1 && d.deal_available === 0)).toBe(true)
    expect(deals.some((d) => d.is_paylater === 1)).toBe(true)
    const open = deals.filter((d) => d.is_open_deal === 1)
    expect(open.length).toBeGreaterThan(3)
    for (const d of open) expect(d.criteria.length).toBeGreaterThanOrEqual(2)
  })

  it('names each deal of an outlet differently (one outlet sold "Veg Dum Biryani Bucket" four times)', () => {
    const seen = new Map<string, number>()
    for (const d of db.deals.all()) {
      const key = `${d.vendor_id}|${d.name}`
      seen.set(key, (seen.get(key) ?? 0) + 1)
    }
    expect([...seen].filter(([, n]) => n > 1)).toEqual([])
  })

  it('keeps the names tests and contracts point at', () => {
    const name = (id: number) => db.deals.findFirst((q) => q.where({ id }))?.name
    expect([name(1), name(2), name(20)]).toEqual([
      'Masala Chai & Bun Maska',
      'Cold Coffee & Brownie',
      'Bombay Masala Toast',
    ])
  })

  it('gives the vendor persona deals in several statuses', () => {
    const chaiPoint = db.deals.findMany((q) => q.where({ vendor_id: PERSONA_IDS.vendor }))
    expect(new Set(chaiPoint.map((d) => d.deal_status))).toEqual(new Set([1, 2, 3, 4]))
    expect(chaiPoint.find((d) => d.id === 1)?.address).toBe('80 Feet Road, Koramangala 4th Block, Bengaluru 560034')
  })

  it('dates deals relative to today: active ones run through today, expired ones have ended', () => {
    const day = today()
    for (const d of db.deals.all()) {
      expect(d.from_date <= d.end_date).toBe(true)
      if (d.deal_status === 1) expect(d.from_date <= day && d.end_date >= day).toBe(true)
      if (d.deal_status === 3) expect(d.end_date < day).toBe(true)
    }
  })

  it('places deals at real city outlets and points at shipped pictures', () => {
    const cities = new Map(db.cities.all().map((c) => [c.id, c]))
    expect(cities.size).toBeGreaterThanOrEqual(7)
    for (const d of db.deals.all()) {
      const city = cities.get(d.city_id)!
      expect(Math.abs(d.latitude - city.latitude)).toBeLessThan(0.5)
      expect(Math.abs(d.longitude - city.longitude)).toBeLessThan(0.5)
      expect(existsSync(path.join(publicDir, d.small_image))).toBe(true)
      expect(existsSync(path.join(publicDir, d.banner_image))).toBe(true)
    }
    for (const c of db.categories.all()) expect(existsSync(path.join(publicDir, c.image))).toBe(true)
  })

  it('has approved and waiting reviews, at most one per student and deal, only on published deals', () => {
    const reviews = db.reviews.all()
    expect(reviews.filter((r) => r.is_approved === 1).length).toBeGreaterThan(100)
    expect(reviews.some((r) => r.is_approved === 0)).toBe(true)
    expect(new Set(reviews.map((r) => `${r.customer_id}-${r.deal_id}`)).size).toBe(reviews.length)
    const users = new Map(db.users.all().map((u) => [u.id, u]))
    for (const r of reviews) {
      expect(users.get(r.customer_id)?.userType).toBe(2)
      expect(Date.parse(r.created_at)).toBeLessThanOrEqual(clock.now())
    }
  })

  it('seeds the lookups other screens need: vendors, students, institutes, plan margins', () => {
    const vendors = db.users.all().filter((u) => u.userType === 1)
    expect(vendors.length).toBeGreaterThanOrEqual(22)
    expect(db.users.all().filter((u) => u.userType === 2 && u.id >= 10).length).toBeGreaterThanOrEqual(20)
    expect(new Set(db.users.all().map((u) => u.email)).size).toBe(db.users.count())
    expect(new Set(db.users.all().map((u) => u.phone)).size).toBe(db.users.count())
    expect(db.institutes.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Christ University')
    expect(db.holaMargins.count()).toBe(18)
  })

  it('gives the demo city several outlets in every home category', () => {
    const bengaluruOutlets = (categoryId: number) =>
      new Set(
        db.deals
          .findMany((q) => q.where({ city_id: 1, deal_status: 1 }))
          .filter((d) => d.category_ids.includes(categoryId))
          .map((d) => d.vendor_id),
      )
    for (const c of db.categories.findMany((q) => q.where({ is_top_menu: 1 })))
      expect(bengaluruOutlets(c.id).size, c.name).toBeGreaterThanOrEqual(2)
  })

  it('writes no review text on two deals (nine lines read the same from deal to deal)', () => {
    const dealsOf = new Map<string, Set<number>>()
    for (const r of db.reviews.all())
      dealsOf.set(r.review_text, (dealsOf.get(r.review_text) ?? new Set()).add(r.deal_id))
    expect([...dealsOf].filter(([, deals]) => deals.size > 1).map(([text]) => text)).toEqual([])
  })

  it('keeps an outlet named after its area or street at one address (two sat in two areas each)', () => {
    const areas = CITIES.flatMap((c) => c.areas.map((a) => a.name))
    for (const v of db.users.all().filter((u) => u.userType === 1)) {
      const names = (place: string) => new RegExp(`\\b${place}\\b`).test(v.organization)
      const namesPlace =
        areas.some((a) => names(a) || (a.split(' ')[0]!.length > 3 && names(a.split(' ')[0]!))) ||
        /\b(Road|Street|Puram|Chowk|Bazaar)\b/.test(v.organization)
      if (!namesPlace) continue
      const dealAreas = new Set(
        db.deals
          .findMany((q) => q.where({ vendor_id: v.id }))
          .map((d) => areas.find((a) => d.address.includes(`, ${a},`))),
      )
      expect(dealAreas.size, v.organization).toBeLessThanOrEqual(1)
    }
  })

  it('makes a Weekday Offer valid Monday to Friday and a Weekend Offer on Saturday and Sunday', () => {
    const weekday = db.deals.all().filter((d) => d.name.startsWith('Weekday Offer:'))
    const weekend = db.deals.all().filter((d) => d.name.startsWith('Weekend Offer:'))
    expect(weekday.length).toBeGreaterThan(0)
    expect(weekend.length).toBeGreaterThan(0)
    for (const d of weekday) expect(d.days, d.name).toEqual([2, 3, 4, 5, 6])
    for (const d of weekend) expect(d.days, d.name).toEqual([1, 7])
  })

  it("words a pay-later deal's terms as paying at the counter on redemption, never before", () => {
    for (const d of db.deals.all()) {
      expect(d.terms_conditions).not.toContain('Pay for the deal before you redeem it')
      if (d.is_paylater === 1)
        expect(d.terms_conditions).toContain('Pay at the counter when the outlet redeems your code.')
    }
  })

  it('gives every student an Aadhar number of their own', () => {
    const students = db.users.all().filter((u) => u.userType === 2 && u.aadhar_number)
    expect(students.length).toBeGreaterThan(3)
    expect(new Set(students.map((u) => u.aadhar_number.replace(/\s/g, ''))).size).toBe(students.length)
  })

  it('tells one start date for Priya: her account, her referral and her welcome bonus', () => {
    const priya = db.users.findFirst((q) => q.where({ id: PERSONA_IDS.customer }), { strict: true })
    const joined = db.referrals.findFirst((q) => q.where({ user_id: PERSONA_IDS.customer }), { strict: true })
    const bonus = db.ledgerTxns.findFirst((q) => q.where({ kind: 'welcome_bonus' }), { strict: true })
    const day = (at: string) => indiaDay(Date.parse(at))
    expect(day(priya.created_at)).toBe(day(joined.created_at))
    expect(day(bonus.created_at)).toBe(day(priya.created_at))
    expect(day(priya.created_at)).toBe(indiaDay(clock.now() - PRIYA_JOINED_DAYS_AGO * 86_400_000))
    expect(priya.email_verified_at! >= priya.created_at).toBe(true)
  })

  it("dates the notice of Priya's published review after she wrote it, within a day (not three weeks before)", () => {
    const notice = db.notifications.findFirst(
      (q) => q.where({ user_id: PERSONA_IDS.customer, event: 'review.approved' }),
      {
        strict: true,
      },
    )
    const written = db.reviews.findFirst(
      (q) => q.where({ deal_id: notice.subject_id, customer_id: PERSONA_IDS.customer }),
      { strict: true },
    )
    const gap = Date.parse(notice.created_at) - Date.parse(written.created_at)
    expect(gap).toBeGreaterThanOrEqual(0)
    expect(gap).toBeLessThanOrEqual(86_400_000)
  })

  it('scales with the deals parameter', async () => {
    await seed({ deals: 2000 })
    expect(db.deals.count()).toBe(seededDealCount(2000) + VENDOR_STORY_DEALS + WALLET_STORY_DEALS)
    expect(db.reviews.count()).toBeGreaterThan(2000)
  })
})

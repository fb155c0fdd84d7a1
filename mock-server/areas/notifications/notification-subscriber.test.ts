import { describe, expect, it } from 'vitest'
import { formatPaise } from '../../../src/lib/money'
import { db } from '../../store/db'
import { SEEDED_CODES } from '../orders/seed'
import { seededUuid } from '../../store/seed-random'
import { PERSONA_IDS } from '../../testing/test-kit'
import type { DomainEvent, DomainEvents, EventName } from '../../events/events'
import { notificationSubscriber } from './notification-subscriber'

const AT = Date.UTC(2026, 10, 20, 10)
const PRIYA = PERSONA_IDS.customer
const CHAI = PERSONA_IDS.vendor

/** Runs the subscriber's reaction to one event and answers the notifications it wrote. */
async function react<N extends EventName>(name: N, payload: DomainEvents[N]) {
  const before = db.notifications.count()
  const reaction = notificationSubscriber[name] as (e: DomainEvent<N>) => Promise<void>
  await reaction({ name, at: AT, ...payload } as DomainEvent<N>)
  return db.notifications.all().slice(before)
}
const order = (code: string) => db.orders.findFirst((q) => q.where({ reference_code: code }), { strict: true })
const masalaChai = () => db.deals.findFirst((q) => q.where({ uuid: seededUuid('dea1', 1) }), { strict: true })

describe('the notification subscriber', () => {
  it("order paid: the student's (naming the deal and code, to the order's page) and the outlet's new order", async () => {
    const o = order(SEEDED_CODES.paidByUpi)
    const [student, vendor, ...rest] = await react('order.paid', { order_id: o.id })
    expect(rest).toEqual([])
    expect(student).toMatchObject({ user_id: PRIYA, is_seen: 0, event: 'order.paid', subject_id: o.id })
    expect(student!.message).toBe(
      `Your order for “Masala Chai & Bun Maska” is paid. Your deal code is ${o.reference_code}.`,
    )
    expect(student!.reference_url).toBe(`/my-order-details/masala-chai-bun-maska/${o.id}`)
    expect(student!.created_at).toBe(new Date(AT).toISOString())
    expect(vendor).toMatchObject({ user_id: CHAI, reference_url: '/my-orders' })
    expect(vendor!.message).toMatch(/^New order: Priya Sharma bought “Masala Chai & Bun Maska”, code CHAIUPI001/)
  })

  it('a cash order tells the student its code and the outlet the order when placed, both when redeemed', async () => {
    const o = order(SEEDED_CODES.cashToRedeem)
    const placed = await react('order.placed', { order_id: o.id, awaits: 'outlet' })
    expect(placed.map((n) => n.user_id)).toEqual([PRIYA, CHAI])
    expect(placed[0]!.message).toBe(
      `Your order for “Masala Chai & Bun Maska” is placed. Your deal code is CHAIDEMO42; pay ${formatPaise(o.buyer_will_pay_paise)} at the counter when the outlet redeems it.`,
    )
    expect(placed[0]!.reference_url).toBe(`/my-order-details/masala-chai-bun-maska/${o.id}`)
    expect(await react('order.placed', { order_id: o.id, awaits: 'gateway' })).toEqual([])
    const redeemed = await react('order.redeemed', { order_id: o.id })
    expect(redeemed.map((n) => n.user_id)).toEqual([PRIYA, CHAI])
    expect(redeemed[0]!.message).toBe(
      'Your code CHAIDEMO42 for “Masala Chai & Bun Maska” was redeemed at Chai Point Koramangala.',
    )
  })

  it('payment failed and cancellations, in each party’s words', async () => {
    const o = order(SEEDED_CODES.cancelled)
    const [failed] = await react('order.payment_failed', { order_id: o.id, outcome: 'failure' })
    expect(failed!.message).toBe('Your payment for “Cold Coffee & Brownie” was declined; the order is closed.')
    const byStudent = await react('order.cancelled', { order_id: o.id, by: 'customer', refunded: false })
    expect(byStudent.map((n) => [n.user_id, n.message])).toEqual([
      [PRIYA, 'You cancelled your order for “Cold Coffee & Brownie” (code CHAIGONE01).'],
      [CHAI, 'Priya Sharma cancelled the order for “Cold Coffee & Brownie” (code CHAIGONE01).'],
    ])
    const byOutlet = await react('order.cancelled', { order_id: o.id, by: 'vendor', refunded: true })
    expect(byOutlet[0]!.message).toBe(
      'Chai Point Koramangala cancelled your order for “Cold Coffee & Brownie” (code CHAIGONE01). Your payment is refunded.',
    )
  })

  it('deals, reviews, KYC and documents: the vendor or student they concern, with where to look', async () => {
    const deal = masalaChai()
    const [approved] = await react('deal.approved', { deal_id: deal.id })
    expect(approved).toMatchObject({ user_id: CHAI, reference_url: `/deal/masala-chai-bun-maska/${deal.uuid}` })
    const [sentBack] = await react('deal.sent_back', {
      deal_id: deal.id,
      comments: { name: 'Too long', image: 'Blurred' },
    })
    expect(sentBack!.message).toBe('Your deal “Masala Chai & Bun Maska” was sent back with 2 comments to correct.')
    expect(sentBack!.reference_url).toBe(`/correct-deal/${deal.uuid}`)
    const [published] = await react('review.approved', { review_id: 9, customer_id: PRIYA, deal_id: deal.id })
    expect(published).toMatchObject({
      user_id: PRIYA,
      message: 'Your review of “Masala Chai & Bun Maska” is published.',
    })
    const [refused] = await react('review.rejected', { review_id: 9, customer_id: PRIYA, deal_id: deal.id })
    expect(refused!.message).toBe('Your review of “Masala Chai & Bun Maska” was not published.')
    const [kyc] = await react('vendor.kyc_rejected', { vendor_id: 102, reason: 'PAN unreadable' })
    expect(kyc).toMatchObject({ user_id: 102, reference_url: '/my-account' })
    expect(kyc!.message).toBe('Your KYC documents were refused. Reason: PAN unreadable')
    expect((await react('vendor.kyc_approved', { vendor_id: 102 }))[0]!.message).toMatch(
      /^Your KYC documents are approved/,
    )
  })

  it('plan, referrals, ads and commission', async () => {
    // A paid session for Priya's plan (Silver): the notification is its receipt, with the plan's term.
    const session = await db.gatewaySessions.create({
      id: 99_001,
      data: 'receipt-test',
      user_id: PRIYA,
      payment_for: 'membership',
      subject_id: 1,
      amount_paise: 49_900,
      payment_mode: 6,
      tid_id: 'M1',
      channel: 'web',
      outcome: 'success',
      created_at: new Date(AT).toISOString(),
      completed_at: new Date(AT).toISOString(),
    })
    const [plan] = await react('membership.upgraded', { user_id: PRIYA, plan_id: 1, session_id: session.id })
    expect(plan).toMatchObject({
      message: 'Receipt: Silver plan, ₹499 paid by UPI on 20/11/2026 (ref. M1). Valid till 19/11/2027.',
      reference_url: '/statement',
    })
    const [joined] = await react('referral.joined', { referral_id: 4, referrer_id: PRIYA, referred_id: 2 })
    expect(joined).toMatchObject({ user_id: PRIYA, reference_url: '/referrals' })
    expect(joined!.message).toBe('Rahul Verma joined Hola Deals with your referral code.')
    const [reward] = await react('referral.rewarded', {
      referral_id: 4,
      referrer_id: PRIYA,
      referred_id: 2,
      points: 50,
    })
    expect(reward!.message).toBe('Your referral reward for Rahul Verma is confirmed: 50 Hola points.')
    const chaiRequest = db.advertisements.findFirst((q) => q.where({ vendor_id: CHAI }), { strict: true })
    const [request] = await react('ad_request.rejected', { request_id: chaiRequest.id, vendor_id: CHAI, reason: null })
    expect(request).toMatchObject({
      message: `Your advertisement request “${chaiRequest.title}” was rejected.`,
      reference_url: '/advertisement-request',
    })
    expect((await react('ad_request.approved', { request_id: 3, vendor_id: CHAI }))[0]!.reference_url).toBe(
      '/advertisement-request',
    )
    expect((await react('ad.started', { ad_order_id: 999, vendor_id: CHAI }))[0]!.reference_url).toBe(
      '/advertisement-history',
    )
    expect((await react('ad.ended', { ad_order_id: 999, vendor_id: CHAI }))[0]!.message).toBe(
      'Your advertisement #999 has ended.',
    )
    await db.commissionPayments.create({
      id: 77,
      vendor_id: CHAI,
      order_ids: [],
      amount_paise: 5960,
      payment_mode: 3,
      tid_id: 't',
      status: 'paid',
      created_at: new Date(AT).toISOString(),
      settled_at: new Date(AT).toISOString(),
    })
    const [commission] = await react('commission.paid', { payment_id: 77, vendor_id: CHAI })
    expect(commission).toMatchObject({
      message: 'Hola received your commission payment of ₹59.60.',
      reference_url: '/commission',
    })
  })

  it('a record that is gone writes nothing', async () => {
    expect(await react('order.paid', { order_id: 99_999 })).toEqual([])
    expect(await react('deal.approved', { deal_id: 99_999 })).toEqual([])
  })
})

import { formatSlashDate, indiaDay } from '../../../src/lib/dates'
import { formatPaise } from '../../../src/lib/money'
import { paymentMethodName } from '../../../src/lib/payment-methods'
import { endsInWords } from '../../../src/lib/voucher'
import { paths } from '../../../src/lib/paths'
import { db } from '../../store/db'
import type { GatewaySessionRecord, OrderRecord } from '../orders/records'
import type { UserRecord } from '../../store/records'
import type { DomainEvent, EventName, Subscriber } from '../../events/events'
import { planTerm } from '../membership/plans'
import { notify } from './rules'
import { documentTypeName } from '../signup/kyc'

/**
 * Turns what the domain announces into in-app notifications, one per person it happened to, in that
 * person's words: the deal, the order's code or the request it is about, and where to look (an in-app path from
 * src/lib/paths.ts). docs/decisions/notifications.md lists who is told what.
 */

const userName = (id: number) => db.users.findFirst((q) => q.where({ id }))?.full_name ?? 'A member'
const dealOf = (id: number) => db.deals.findFirst((q) => q.where({ id }))
const orderOf = (id: number) => db.orders.findFirst((q) => q.where({ id }))
const quoted = (name: string) => `“${name}”`

/** Writes one notification of event `e` about record `subject_id`. */
const tell = (e: DomainEvent, user_id: number, subject_id: number, message: string, reference_url: string) =>
  notify({ user_id, event: e.name as EventName, subject_id, message, reference_url }, e.at)

/** An order with what its notifications name: the deal, the code, the two parties and where each looks. */
function orderStory(id: number) {
  const order = orderOf(id)
  const deal = order && dealOf(order.deal_id)
  if (!order || !deal) return null
  return {
    order,
    endDate: deal.end_date,
    deal: quoted(deal.name),
    code: order.reference_code,
    student: userName(order.customer_id),
    outlet: db.users.findFirst((q) => q.where({ id: order.vendor_id }))?.organization || userName(order.vendor_id),
    /** The student's order page; the outlet's orders are its My deals list (it has no page per order). */
    studentUrl: paths.orderDetails({ id: order.id, dealName: deal.name }),
    vendorUrl: paths.myOrders(),
  }
}

/** The vendor learns of a new order once: when it is paid, or, for cash, when it is placed (paid at the outlet). */
async function newOrderForVendor(e: DomainEvent, o: NonNullable<ReturnType<typeof orderStory>>) {
  const paid =
    o.order.payment_mode === 1
      ? ' (cash at the outlet)'
      : o.order.buyer_will_pay_paise === 0
        ? ' (paid with Hola points)'
        : ` (${formatPaise(o.order.buyer_will_pay_paise)} paid)`
  await tell(
    e,
    o.order.vendor_id,
    o.order.id,
    `New order: ${o.student} bought ${o.deal}, code ${o.code}${paid}.`,
    o.vendorUrl,
  )
}

const isCash = (order: OrderRecord) => order.payment_mode === 1

export const notificationSubscriber: Subscriber = {
  async 'order.placed'(e) {
    const o = e.awaits === 'outlet' ? orderStory(e.order_id) : null
    if (!o) return
    // A cash order has its code at once (the student pays at the counter): the bell keeps it, as a paid order's does.
    await tell(
      e,
      o.order.customer_id,
      o.order.id,
      `Your order for ${o.deal} is placed. Your deal code is ${o.code}; pay ${formatPaise(o.order.buyer_will_pay_paise)} at the counter when the outlet redeems it.`,
      o.studentUrl,
    )
    await newOrderForVendor(e, o)
  },
  async 'order.paid'(e) {
    const o = orderStory(e.order_id)
    if (!o) return
    await tell(
      e,
      o.order.customer_id,
      o.order.id,
      `Your order for ${o.deal} is paid. Your deal code is ${o.code}.`,
      o.studentUrl,
    )
    if (!isCash(o.order)) await newOrderForVendor(e, o)
  },
  async 'order.payment_failed'(e) {
    const o = orderStory(e.order_id)
    if (!o) return
    const what = e.outcome === 'aborted' ? 'was not completed' : 'was declined'
    await tell(
      e,
      o.order.customer_id,
      o.order.id,
      `Your payment for ${o.deal} ${what}; the order is closed.`,
      o.studentUrl,
    )
  },
  async 'order.cancelled'(e) {
    const o = orderStory(e.order_id)
    if (!o) return
    const refund = e.refunded ? ' Your payment is refunded.' : ''
    const student =
      e.by === 'customer'
        ? `You cancelled your order for ${o.deal} (code ${o.code}).${refund}`
        : `${o.outlet} cancelled your order for ${o.deal} (code ${o.code}).${refund}`
    const vendor =
      e.by === 'customer'
        ? `${o.student} cancelled the order for ${o.deal} (code ${o.code}).`
        : `You cancelled ${o.student}'s order for ${o.deal} (code ${o.code}).`
    await tell(e, o.order.customer_id, o.order.id, student, o.studentUrl)
    await tell(e, o.order.vendor_id, o.order.id, vendor, o.vendorUrl)
  },
  async 'order.redeemed'(e) {
    const o = orderStory(e.order_id)
    if (!o) return
    await tell(
      e,
      o.order.customer_id,
      o.order.id,
      `Your code ${o.code} for ${o.deal} was redeemed at ${o.outlet}.`,
      o.studentUrl,
    )
    await tell(e, o.order.vendor_id, o.order.id, `Code ${o.code} redeemed: ${o.student}'s ${o.deal}.`, o.vendorUrl)
  },
  async 'deal.approved'(e) {
    const deal = dealOf(e.deal_id)
    if (deal)
      await tell(e, deal.vendor_id, deal.id, `Your deal ${quoted(deal.name)} is approved and live.`, paths.deal(deal))
  },
  async 'deal.sent_back'(e) {
    const deal = dealOf(e.deal_id)
    if (!deal) return
    const n = Object.keys(e.comments).length
    const comments = n === 1 ? '1 comment' : `${n} comments`
    await tell(
      e,
      deal.vendor_id,
      deal.id,
      `Your deal ${quoted(deal.name)} was sent back with ${comments} to correct.`,
      paths.correctDeal(deal),
    )
  },
  async 'review.approved'(e) {
    const deal = dealOf(e.deal_id)
    if (deal)
      await tell(
        e,
        e.customer_id,
        e.review_id,
        `Your review of ${quoted(deal.name)} is published.`,
        paths.reviews(deal),
      )
  },
  async 'review.rejected'(e) {
    const deal = dealOf(e.deal_id)
    if (deal)
      await tell(
        e,
        e.customer_id,
        e.review_id,
        `Your review of ${quoted(deal.name)} was not published.`,
        paths.deal(deal),
      )
  },
  async 'vendor.kyc_approved'(e) {
    await tell(
      e,
      e.vendor_id,
      e.vendor_id,
      'Your KYC documents are approved: your outlet and its approved deals are public.',
      paths.myAccount(),
    )
  },
  async 'vendor.kyc_rejected'(e) {
    const why = e.reason ? ` Reason: ${e.reason}` : ''
    await tell(e, e.vendor_id, e.vendor_id, `Your KYC documents were refused.${why}`, paths.myAccount())
  },
  async 'vendor.document_rejected'(e) {
    const d = db.vendorDocuments.findFirst((q) => q.where({ id: e.document_id }))
    const what = d ? documentTypeName(d.doc_type) : 'document'
    const why = e.reason ? ` Reason: ${e.reason}` : ''
    await tell(
      e,
      e.vendor_id,
      e.document_id,
      `Your ${what} was refused; please upload it again.${why}`,
      paths.myAccount(),
    )
  },
  async 'commission.paid'(e) {
    const p = db.commissionPayments.findFirst((q) => q.where({ id: e.payment_id }))
    if (p)
      await tell(
        e,
        e.vendor_id,
        p.id,
        `Hola received your commission payment of ${formatPaise(p.amount_paise)}.`,
        paths.commission(),
      )
  },
  async 'membership.upgraded'(e) {
    const plan = db.holaCategories.findFirst((q) => q.where({ id: e.plan_id }))
    const user = db.users.findFirst((q) => q.where({ id: e.user_id }))
    const paid = db.gatewaySessions.findFirst((q) => q.where({ id: e.session_id }))
    if (plan && user && paid)
      await tell(e, e.user_id, plan.id, membershipReceipt(plan.name, paid, user), paths.statement())
  },
  async 'referral.joined'(e) {
    await tell(
      e,
      e.referrer_id,
      e.referral_id,
      `${userName(e.referred_id)} joined Hola Deals with your referral code.`,
      paths.referrals(),
    )
  },
  async 'referral.rewarded'(e) {
    const points = e.points === 1 ? '1 Hola point' : `${e.points} Hola points`
    await tell(
      e,
      e.referrer_id,
      e.referral_id,
      `Your referral reward for ${userName(e.referred_id)} is confirmed: ${points}.`,
      paths.referrals(),
    )
  },
  async 'ad_request.approved'(e) {
    await tell(
      e,
      e.vendor_id,
      e.request_id,
      `Your advertisement request ${requestName(e.request_id)} is approved: you can pay for it now.`,
      paths.advertisementRequest(),
    )
  },
  async 'ad_request.rejected'(e) {
    const why = e.reason ? ` Reason: ${e.reason}` : ''
    await tell(
      e,
      e.vendor_id,
      e.request_id,
      `Your advertisement request ${requestName(e.request_id)} was rejected.${why}`,
      paths.advertisementRequest(),
    )
  },
  async 'voucher.ending'(e) {
    const o = orderStory(e.order_id)
    if (!o) return
    await tell(
      e,
      o.order.customer_id,
      o.order.id,
      `Your deal ${o.deal} ${endsInWords(e.days_left)}: use code ${o.code} at ${o.outlet} by ${formatSlashDate(o.endDate)}.`,
      paths.redeemDetails(o.order),
    )
  },
  async 'ad_order.paid'(e) {
    const order = db.adOrders.findFirst((q) => q.where({ id: e.ad_order_id }))
    if (order)
      await tell(
        e,
        e.vendor_id,
        order.id,
        `Hola received your payment for the advertisement ${adName(order.id)}: it runs from ${formatSlashDate(order.start_date)} to ${formatSlashDate(order.end_date)}.`,
        paths.advertisementHistory(),
      )
  },
  async 'ad.started'(e) {
    await tell(
      e,
      e.vendor_id,
      e.ad_order_id,
      `Your advertisement ${adName(e.ad_order_id)} has started.`,
      paths.advertisementHistory(),
    )
  },
  async 'ad.ended'(e) {
    await tell(
      e,
      e.vendor_id,
      e.ad_order_id,
      `Your advertisement ${adName(e.ad_order_id)} has ended.`,
      paths.advertisementHistory(),
    )
  },
}

/** A vendor's advertisement request by its title (a request is a row of the advertisements, docs/decisions/ads.md). */
function requestName(id: number) {
  const request = db.advertisements.findFirst((q) => q.where({ id }))
  return request ? quoted(request.title) : `#${id}`
}

/** An ad order as its vendor knows it: the package's title for the deal. */
function adName(adOrderId: number) {
  const order = db.adOrders.findFirst((q) => q.where({ id: adOrderId }))
  const ad = order && db.advertisements.findFirst((q) => q.where({ id: order.advertisement_id }))
  const deal = order && dealOf(order.deal_id)
  return ad && deal ? `${quoted(ad.title)} for ${quoted(deal.name)}` : `#${adOrderId}`
}

/**
 * The receipt of a plan bought (docs/decisions/money-model.md), kept in the bell: what was bought, what it cost, how it
 * was paid, its reference and its term: "Receipt: Gold plan, ₹999 paid by UPI on 28/11/2026 (ref. M…). Valid till
 * 27/11/2027."
 */
export function membershipReceipt(planName: string, paid: GatewaySessionRecord, user: UserRecord): string {
  const term = planTerm(user)
  const day = indiaDay(Date.parse(paid.completed_at ?? paid.created_at))
  return (
    `Receipt: ${planName} plan, ${formatPaise(paid.amount_paise)} paid by ${paymentMethodName(paid.payment_mode)} ` +
    `on ${formatSlashDate(day)} (ref. ${paid.tid_id}).` +
    (term ? ` Valid till ${formatSlashDate(term.until)}.` : '')
  )
}

import { PAYMENT_STATUS, ORDER_STATUS } from '../../src/lib/order-status'
import { db, nextId } from '../db'
import type { GatewaySessionRecord } from '../db/order-records'
import type { UserRecord } from '../db/records'
import { clock, iso, randomToken } from './clock'
import { HttpError } from './http-error'
import { PLATFORM, post } from './ledger'
import { ownOrder, orderById, settleOrder } from './orders'

/**
 * The simulated card gateway (docs/decisions/gateway.md). get-encrypt-key opens a session and answers `uri`, `data`
 * and `access_code` as a real gateway's encryption would; here `data` is an opaque reference to the session, not an
 * encryption of anything. Completing a session settles what it pays for (a deal's order, a membership) once; a
 * second completion changes nothing and answers the same address.
 */

export type PaymentFor = GatewaySessionRecord['payment_for']
export type Outcome = NonNullable<GatewaySessionRecord['outcome']>

/** The access code the hand-off form carries (a real gateway issues one per merchant). */
export const MOCK_ACCESS_CODE = 'AVSIMULATED0MOCK'
/** The simulated card page, a route of the app itself (served by any static host on GET). */
export const GATEWAY_PAGE = '/gateway/card-payment'

const refuse = (field: string, text: string) => new HttpError(422, text, { [field]: [text] })
const rupees = (paise: number) => (paise / 100).toFixed(2)

export type SessionAnswer = { uri: string; data: string; access_code: string }

function answer(session: GatewaySessionRecord, appOrigin: string): SessionAnswer {
  return { uri: `${appOrigin}${GATEWAY_PAGE}`, data: session.data, access_code: MOCK_ACCESS_CODE }
}

async function open(
  user: UserRecord,
  s: Pick<GatewaySessionRecord, 'payment_for' | 'subject_id' | 'amount_paise' | 'payment_mode' | 'tid_id' | 'channel'>,
  now: number,
) {
  // An unfinished session for the same thing is handed out again: a double click or a reload opens one session.
  const existing = db.gatewaySessions
    .findMany((q) => q.where({ user_id: user.id, payment_for: s.payment_for, subject_id: s.subject_id }))
    .find((x) => x.outcome === null && x.amount_paise === s.amount_paise && x.channel === s.channel)
  if (existing) return existing
  return db.gatewaySessions.create({
    id: nextId(db.gatewaySessions),
    data: randomToken(24),
    user_id: user.id,
    ...s,
    outcome: null,
    created_at: iso(now),
    completed_at: null,
  })
}

export type DealKeyInput = {
  amount: number
  payment_for: 'deal'
  payment_mode: number
  order_id: number
  tid_id: string
}

/**
 * customer/get-encrypt-key (and the mobile variant): a session for the customer's own order while it waits for the
 * gateway; amount and tid_id must be the order's (422 under the field otherwise).
 */
export async function dealSession(
  customer: UserRecord,
  input: DealKeyInput,
  appOrigin: string,
  channel: 'web' | 'mobile',
  now = clock.now(),
) {
  const order = ownOrder(customer, input.order_id)
  if (
    order.order_status !== ORDER_STATUS.pending ||
    order.payment_status !== PAYMENT_STATUS.pending ||
    order.tid_id === ''
  )
    throw refuse('order_id', 'This order is not waiting for payment.')
  if (input.tid_id !== order.tid_id) throw refuse('tid_id', 'The transaction id does not match the order.')
  if (Math.round(input.amount * 100) !== order.buyer_will_pay_paise)
    throw refuse('amount', `The amount does not match the order: ₹${rupees(order.buyer_will_pay_paise)}.`)
  const session = await open(
    customer,
    {
      payment_for: 'deal',
      subject_id: order.id,
      amount_paise: order.buyer_will_pay_paise,
      payment_mode: order.payment_mode,
      tid_id: order.tid_id,
      channel,
    },
    now,
  )
  return answer(session, appOrigin)
}

/** {role}/membership-plan-payment: a session for buying a plan at its price. */
export async function membershipSession(
  user: UserRecord,
  planUuid: string,
  paymentType: number,
  appOrigin: string,
  channel: 'web' | 'mobile' = 'web',
  now = clock.now(),
) {
  const plan = db.holaCategories.findFirst((q) => q.where({ uuid: planUuid }))
  if (!plan) throw new HttpError(404, 'Plan not found.')
  if (user.hola_category_id === plan.id) throw refuse('id', 'This is already your plan.')
  const session = await open(
    user,
    {
      payment_for: 'membership',
      subject_id: plan.id,
      amount_paise: Math.round(plan.purchase_amount * 100),
      payment_mode: paymentType,
      tid_id: `M${now}${user.id}`,
      channel,
    },
    now,
  )
  return answer(session, appOrigin)
}

/** The payments whose settling is a later issue (ads, commission to Hola): refused by name, not silently opened. */
const NOT_YET: Partial<Record<PaymentFor, string>> = {
  ads: 'Paying for ads is not available yet.',
  pay_to_fh: 'Paying commission to Hola is not available yet.',
}

export type KeyInput = {
  amount: number
  payment_for: PaymentFor
  payment_mode: number
  order_id: number
  tid_id?: string
}

/**
 * {role}/get-mobile-encrypt-key and vendor/get-encrypt-key: a session by payment_for. A deal is the customer's own
 * order (dealSession's rules); a membership is the plan `order_id` at its price (amount must be the plan's, 422 under
 * amount); ads and pay_to_fh are refused (422 under payment_for) until their issue; a vendor has no deals to pay for.
 */
export async function keySession(
  user: UserRecord,
  input: KeyInput,
  appOrigin: string,
  channel: 'web' | 'mobile',
  now = clock.now(),
) {
  const later = NOT_YET[input.payment_for]
  if (later) throw refuse('payment_for', later)
  if (input.payment_for === 'deal') {
    if (user.userType !== 2) throw refuse('payment_for', 'Only a student pays for a deal.')
    return dealSession(user, { ...input, payment_for: 'deal', tid_id: input.tid_id ?? '' }, appOrigin, channel, now)
  }
  const plan = db.holaCategories.findFirst((q) => q.where({ id: input.order_id }))
  if (!plan) throw new HttpError(404, 'Plan not found.')
  const price = Math.round(plan.purchase_amount * 100)
  if (Math.round(input.amount * 100) !== price)
    throw refuse('amount', `The amount does not match the plan: ₹${rupees(price)}.`)
  return membershipSession(user, plan.uuid, input.payment_mode, appOrigin, channel, now)
}

export const sessionByData = (data: string) => db.gatewaySessions.findFirst((q) => q.where({ data }))

/** What the simulated page shows: merchant, what is paid for, the order and the amount. */
export function sessionView(data: string) {
  const s = sessionByData(data)
  if (!s) throw new HttpError(404, 'Payment session not found.')
  let description = 'Payment'
  let orderRef = s.tid_id
  if (s.payment_for === 'deal') {
    const order = orderById(s.subject_id)
    const deal = order && db.deals.findFirst((q) => q.where({ id: order.deal_id }))
    description = deal ? deal.name : 'Deal'
    orderRef = order ? String(order.id) : orderRef
  } else if (s.payment_for === 'membership') {
    const plan = db.holaCategories.findFirst((q) => q.where({ id: s.subject_id }))
    description = `${plan?.name ?? ''} membership`.trim()
  }
  return {
    merchant: 'Hola Deals',
    description,
    order_id: orderRef,
    amount: rupees(s.amount_paise),
    payment_for: s.payment_for,
    payment_mode: s.payment_mode,
    outcome: s.outcome,
  }
}

/**
 * The sessions still waiting for the gateway (demo panel, GET __mock/gateway/sessions), newest first: a payment left
 * hanging (the browser closed on the card page) can be settled from there.
 */
export function openSessions() {
  return db.gatewaySessions
    .findMany((q) => q.where({ outcome: null }))
    .sort((a, b) => b.id - a.id)
    .map((s) => ({
      data: s.data,
      payment_for: s.payment_for,
      description: sessionView(s.data).description,
      payer: db.users.findFirst((q) => q.where({ id: s.user_id }))?.full_name ?? '',
      amount: rupees(s.amount_paise),
      created_at: s.created_at,
    }))
}

/** The address the browser goes back to after the session, with the spec's query values (spec 3 §2, §8; spec 1 §2). */
function redirectOf(s: GatewaySessionRecord): string {
  const outcome = s.outcome ?? 'aborted'
  if (s.payment_for === 'membership' && s.channel === 'web') return `/my-account?message=${outcome}`
  const order = s.payment_for === 'deal' ? orderById(s.subject_id) : undefined
  const deal = order && db.deals.findFirst((q) => q.where({ id: order.deal_id }))
  const query = new URLSearchParams({
    payment_for: s.payment_for,
    message: outcome,
    order_id: String(s.subject_id),
    amount: rupees(s.amount_paise),
    tid_id: s.tid_id,
  })
  if (s.channel === 'mobile' || !deal) return `/payments-mobile?${query}`
  return `/payment/${deal.uuid}?${query}`
}

/**
 * POST /api/__mock/gateway/complete: the gateway's outcome for a session, settled once. A repeat (any outcome) changes
 * nothing and answers the same redirect.
 */
export async function completeSession(
  data: string,
  outcome: Outcome,
  now = clock.now(),
): Promise<{ redirect: string }> {
  const s = sessionByData(data)
  if (!s) throw new HttpError(404, 'Payment session not found.')
  if (s.outcome !== null) return { redirect: redirectOf(s) }
  await db.gatewaySessions.update((q) => q.where({ id: s.id }), {
    data(r) {
      r.outcome = outcome
      r.completed_at = iso(now)
    },
  })
  const done = sessionByData(data)!
  if (s.payment_for === 'deal') {
    const order = orderById(s.subject_id)
    if (order) await settleOrder(order, outcome, now)
  } else if (s.payment_for === 'membership' && outcome === 'success') {
    await settleMembership(done, now)
  }
  return { redirect: redirectOf(done) }
}

/** A paid plan: the user's plan changes, and the payment is posted (the user's money to Hola's membership sales). */
async function settleMembership(s: GatewaySessionRecord, now: number) {
  await db.users.update((q) => q.where({ id: s.user_id }), {
    data(r) {
      r.hola_category_id = s.subject_id
    },
  })
  if (s.amount_paise <= 0) return
  await post({
    kind: 'membership_sale',
    cause: `membership:${s.id}:sale`,
    memo: s.tid_id,
    at: now,
    lines: [
      { account: 'customer_payments', owner: s.user_id, unit: 'paise', amount: -s.amount_paise },
      { account: 'membership_sales', owner: PLATFORM, unit: 'paise', amount: s.amount_paise },
    ],
  })
}

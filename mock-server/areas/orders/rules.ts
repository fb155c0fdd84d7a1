import { roleOf } from '../../../src/lib/user-type'
import { quote, QuoteRefused, type Quote } from '../../../src/lib/checkout-pricing'
import { DEAL_STATUS } from '../../../src/lib/deal-status'
import { marginFor } from '../../../src/lib/membership-plans'
import { CHECKOUT_TEXTS, VOUCHER_TEXTS } from '../../../src/lib/order-texts'
import { NOT_VERIFIED } from '../../../src/lib/customer-deal-texts'
import { round2 } from '../../../src/lib/deal-pricing'
import { rupeesText, toPaise } from '../../../src/lib/money'
import { PAYMENT_METHOD, isGatewayMethod } from '../../../src/lib/payment-methods'
import {
  CANCEL_TEXTS,
  GATEWAY_CANCEL_REASONS,
  ORDER_STATUS,
  OTHER_REASON_ID,
  cancelFormErrors,
  PAYMENT_STATUS,
  canCancelOrder,
  hasDealCode,
  nextStatus,
  type OrderActor,
} from '../../../src/lib/order-status'
import { db, nextId } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import type { OrderRecord } from './records'
import type { UserRecord } from '../../store/records'
import { STANDARD_RATE_ID } from '../catalogue/rules'
import { clock, iso } from '../../clock/clock'
import { announce } from '../../events/events'
import { normaliseCode, usableCoupon } from '../checkout/coupons'
import { publicDealByUuid, statusNow } from '../customer-deals/rules'
import { HttpError, forbidden, invalidField } from '../../kit/http-error'
import { pointsBalance } from '../../ledger/ledger'
import { postPointsEarned, postSale, reverseOrder } from './ledger-postings'
import { EXPIRED_ORDER_TEXT, hasVerifiedContacts, isExpiredAccount } from '../../../src/lib/account-status'

/**
 * Orders (spec 3 §2, §3, §4, §7): placing one (the server recomputes every figure with the same quote() the payment
 * page shows), settling it from the gateway, cancelling and redeeming it. Each move follows the state table of
 * src/lib/order-status.ts and posts or reverses its ledger transactions in the same step (orders-ledger.ts).
 * Refusals are thrown before anything is written, so a refused request stores nothing.
 */

export type PlaceOrderInput = {
  deal_id: string
  payment_mode: 1 | 2 | 3 | 4 | 5 | 6
  is_cupon_applied: 0 | 1
  /** The price in rupees: the deal's price, or the amount entered for an open deal. */
  amount: number
  /** The final discount percent the page showed for the chosen method. */
  discount: number
  cupon_code?: string | null
}

/** A plan's margins for one method: the customer's plan, or the standard rate for a customer without one. */
export function marginOf(customer: UserRecord, method: number) {
  const planId = customer.hola_category_id ?? STANDARD_RATE_ID
  const margin = marginFor(
    db.holaMargins.all().filter((m) => m.hola_category_id === planId),
    method,
  )
  return margin ?? { gross_margin: 0, gst: 0, hola_to_currency: 1 }
}

/** The account states that may not buy: an unverified email or phone (as My Deals), an expired student account. */
export function requireCanBuy(customer: UserRecord) {
  if (!hasVerifiedContacts(customer)) throw new HttpError(403, NOT_VERIFIED.myDeals)
  if (isExpiredAccount(customer)) throw new HttpError(403, EXPIRED_ORDER_TEXT)
}

/** The deal on sale: published (404 otherwise), active and with places left (422 under deal_id otherwise). */
export function dealOnSale(uuid: string, now = clock.now()): DealRecord {
  const deal = publicDealByUuid(uuid)
  if (statusNow(deal, now) !== DEAL_STATUS.active || deal.is_active !== 1)
    throw invalidField('deal_id', CHECKOUT_TEXTS.notActive)
  if (deal.deal_available <= 0) throw invalidField('deal_id', CHECKOUT_TEXTS.outOfStock)
  return deal
}

/** The server's quote for an order: the deal, the tier for the amount, the plan's margin for the method, the code. */
export function serverQuote(
  customer: UserRecord,
  deal: DealRecord,
  input: Pick<PlaceOrderInput, 'payment_mode' | 'amount'>,
  couponAmount: number,
): Quote {
  try {
    return quote({
      dealPrice: deal.deal_price,
      discount: deal.discount,
      isOpenDeal: deal.is_open_deal === 1,
      tiers: deal.criteria,
      amount: input.amount,
      margin: marginOf(customer, input.payment_mode),
      couponAmount,
      pointsBalance: pointsBalance(customer.id),
      payWithPoints: input.payment_mode === PAYMENT_METHOD.holaPoints,
    })
  } catch (e) {
    if (e instanceof QuoteRefused) throw invalidField(e.field, e.message)
    throw e
  }
}

/** A unique deal code: 10 characters the outlet can read out and type (no 0/O, 1/I). */
function newReferenceCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  for (;;) {
    const bytes = new Uint8Array(10)
    crypto.getRandomValues(bytes)
    const code = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
    if (!db.orders.findFirst((q) => q.where({ reference_code: code }))) return code
  }
}

/** Whether the order goes to the card gateway: not cash, not Hola points, and something to pay (spec 3 §2). */
export const needsGateway = (order: Pick<OrderRecord, 'payment_mode' | 'buyer_will_pay_paise'>) =>
  isGatewayMethod(order.payment_mode) && order.buyer_will_pay_paise > 0

/**
 * customer/place-order. Refuses (before writing anything): a deal not on sale, a code unknown (404), expired or used up
 * (422 under cupon_code), Hola points the balance does not cover (422 under payment_mode), and figures that disagree
 * with the server's (422 under amount or discount, naming what the server computed, also as `expected`).
 * Takes one of the deal's places. Cash, points and free orders are settled at once; others wait for the gateway.
 */
export async function placeOrder(
  customer: UserRecord,
  input: PlaceOrderInput,
  now = clock.now(),
  /** The seed's fixed code and uuid (docs/demo.md names the codes); a request always gets new ones. */
  fixed: { reference_code?: string; uuid?: string } = {},
): Promise<OrderRecord> {
  requireCanBuy(customer)
  const deal = dealOnSale(input.deal_id, now)
  const code = input.is_cupon_applied === 1 ? normaliseCode(input.cupon_code ?? '') : ''
  if (input.is_cupon_applied === 1 && !code) throw invalidField('cupon_code', CHECKOUT_TEXTS.couponRequired)
  const coupon = code ? usableCoupon(code, now) : null
  const q = serverQuote(customer, deal, input, coupon?.amount ?? 0)
  const expected = { amount: rupeesText(q.pricePaise), discount: q.finalDiscountPercent }
  if (toPaise(input.amount) !== q.pricePaise)
    throw invalidField('amount', CHECKOUT_TEXTS.mismatch('amount', `₹${expected.amount}`), { expected })
  if (round2(input.discount) !== round2(q.finalDiscountPercent))
    throw invalidField('discount', CHECKOUT_TEXTS.mismatch('discount', `${q.finalDiscountPercent}%`), { expected })
  if (input.payment_mode === PAYMENT_METHOD.holaPoints && !q.canPayWithPoints)
    throw invalidField('payment_mode', CHECKOUT_TEXTS.notEnoughPoints)

  const id = nextId(db.orders)
  const base = {
    id,
    uuid: fixed.uuid ?? crypto.randomUUID(),
    reference_code: fixed.reference_code ?? newReferenceCode(),
    customer_id: customer.id,
    vendor_id: deal.vendor_id,
    deal_id: deal.id,
    payment_mode: input.payment_mode,
    price_paise: q.pricePaise,
    discount_percent: q.discountPercent,
    final_discount_percent: q.finalDiscountPercent,
    coupon_code: coupon ? coupon.code : null,
    coupon_paise: q.couponPaise,
    buyer_will_pay_paise: q.payablePaise,
    seller_will_get_paise: q.sellerGetsPaise,
    hola_share_paise: q.holaSharePaise,
    gst_paise: q.gstPaise,
    cashback_paise: q.cashbackPaise,
    points_spent: q.pointsSpent,
    points_earned: q.pointsEarned,
    tid_id: '',
    created_at: iso(now),
    paid_at: null,
    redeemed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason_id: null,
    cancel_reason: '',
    cancel_description: '',
  } satisfies Omit<OrderRecord, 'order_status' | 'payment_status'>
  const gateway = needsGateway(base)
  const cash = base.payment_mode === PAYMENT_METHOD.cash && base.buyer_will_pay_paise > 0
  const order = await db.orders.create({
    ...base,
    tid_id: gateway ? `${now}${String(id).padStart(6, '0')}` : '',
    // Waiting for the gateway: pending. Cash: processing, paid at the outlet. Points or nothing to pay: paid.
    order_status: gateway ? ORDER_STATUS.pending : ORDER_STATUS.processing,
    payment_status: gateway || cash ? PAYMENT_STATUS.pending : PAYMENT_STATUS.paid,
    paid_at: gateway || cash ? null : iso(now),
  })
  await db.deals.update((q) => q.where({ id: deal.id }), {
    data(r) {
      r.deal_available -= 1
    },
  })
  if (!gateway && !cash) await postSale(order, now)
  if (!gateway) await postPointsEarned(order, now)
  await announce('order.placed', { order_id: order.id, awaits: gateway ? 'gateway' : cash ? 'outlet' : null }, now)
  if (!gateway && !cash) await announce('order.paid', { order_id: order.id }, now)
  return order
}

export const orderById = (id: number) => db.orders.findFirst((q) => q.where({ id }))

async function update(order: OrderRecord, change: (r: OrderRecord) => void): Promise<OrderRecord> {
  await db.orders.update((q) => q.where({ id: order.id }), { data: change })
  return orderById(order.id)!
}

async function givePlaceBack(order: OrderRecord) {
  await db.deals.update((q) => q.where({ id: order.deal_id }), {
    data(r) {
      r.deal_available += 1
    },
  })
}

/**
 * The gateway's answer for an order (called by gateway.ts when a session completes, once per session): success pays
 * the order (sale and floating points posted); failure or abort ends it unpaid and gives its place back. An order that
 * already left pending (paid, or cancelled meanwhile) is left as it is.
 */
export async function settleOrder(
  order: OrderRecord,
  outcome: 'success' | 'failure' | 'aborted',
  now = clock.now(),
): Promise<OrderRecord> {
  const move = outcome === 'success' ? 'pay' : 'fail'
  const to = nextStatus(order.order_status, move, 'gateway')
  if (to === null) return order
  if (move === 'pay') {
    const paid = await update(order, (r) => {
      r.order_status = to
      r.payment_status = PAYMENT_STATUS.paid
      r.paid_at = iso(now)
    })
    await postSale(paid, now)
    await postPointsEarned(paid, now)
    await announce('order.paid', { order_id: paid.id }, now)
    return paid
  }
  const failed = await update(order, (r) => {
    r.order_status = to
    r.payment_status = PAYMENT_STATUS.failed
    r.cancelled_at = iso(now)
    r.cancelled_by = 'gateway'
    r.cancel_reason = outcome === 'aborted' ? GATEWAY_CANCEL_REASONS.aborted : GATEWAY_CANCEL_REASONS.declined
  })
  await givePlaceBack(failed)
  await announce(
    'order.payment_failed',
    { order_id: failed.id, outcome: outcome === 'aborted' ? 'aborted' : 'failure' },
    now,
  )
  return failed
}

/** The order a customer or vendor may act on: their own (customer) or their outlet's (vendor); others are a 404. */
export function ownOrder(user: UserRecord, orderId: number): OrderRecord {
  const order = orderById(orderId)
  const mine =
    order && (roleOf(user.userType) === 'customer' ? order.customer_id === user.id : order.vendor_id === user.id)
  if (!order || !mine) throw new HttpError(404, 'Order not found.')
  return order
}

/** customer/order-pdf: the customer's own order with this code (codes are written upper-case); anyone else's is a 404. */
export function customerOrderByCode(customer: UserRecord, code: string): OrderRecord {
  const order = db.orders.findFirst((q) => q.where({ reference_code: code.trim().toUpperCase() }))
  if (!order || order.customer_id !== customer.id) throw new HttpError(404, 'Order not found.')
  return order
}

/**
 * The order a voucher PDF is drawn for: the customer's own (404 otherwise) and holding a deal code (409 otherwise: a
 * payment that failed or was cancelled, an order cancelled or refunded has no voucher; docs/decisions/money-model.md).
 */
export function voucherOrder(customer: UserRecord, code: string): OrderRecord {
  const order = customerOrderByCode(customer, code)
  if (!hasDealCode(order)) throw new HttpError(409, VOUCHER_TEXTS.noVoucher)
  return order
}

export type CancelInput = { order_id: number; reason_id: number; new_reason?: string | null; description: string }

/** customer/order-cancel-reason-list: the reasons; the form adds Others (id 0) itself. */
export const cancelReasons = () =>
  db.cancelReasons
    .all()
    .slice()
    .sort((a, b) => a.id - b.id)

/**
 * {role}/cancel-deal-order: reason required (an existing one, or Others with its text), description required; only an
 * order still pending or processing (409 otherwise). A paid order is refunded (the sale reversed), an unpaid one simply
 * cancelled; either way its place goes back and its points never confirm.
 */
export async function cancelOrder(user: UserRecord, input: CancelInput, now = clock.now()): Promise<OrderRecord> {
  const order = ownOrder(user, input.order_id)
  const reasonOf = (id: number) => db.cancelReasons.findFirst((q) => q.where({ id }))
  // The dialog's rule (src/lib/order-status.ts), so both refuse the same form in the same words.
  const errors = cancelFormErrors(input, (id) => Boolean(reasonOf(id)))
  const reason = input.reason_id === OTHER_REASON_ID ? null : reasonOf(input.reason_id)
  const other = (input.new_reason ?? '').trim()
  const description = input.description.trim()
  if (Object.keys(errors).length > 0) throw new HttpError(422, Object.values(errors)[0]![0]!, errors)
  if (!canCancelOrder(order)) throw new HttpError(409, CANCEL_TEXTS.failure, undefined, { msg: CANCEL_TEXTS.failure })
  const actor: OrderActor = roleOf(user.userType)
  const paid = order.payment_status === PAYMENT_STATUS.paid
  const to = nextStatus(order.order_status, paid ? 'refund' : 'cancel', actor)
  if (to === null) throw forbidden()
  const cancelled = await update(order, (r) => {
    r.order_status = to
    if (paid) r.payment_status = PAYMENT_STATUS.refund
    r.cancelled_at = iso(now)
    r.cancelled_by = actor
    r.cancel_reason_id = input.reason_id
    r.cancel_reason = reason ? reason.name : other
    r.cancel_description = description
  })
  await reverseOrder(cancelled, paid ? 'order_refunded' : 'order_cancelled', now)
  await givePlaceBack(cancelled)
  await announce('order.cancelled', { order_id: cancelled.id, by: actor, refunded: paid }, now)
  return cancelled
}

/** vendor/order-detail and order-redeem: the order with this code, or a 404 (spec 3 §8: Deal not found). */
export function orderByCode(code: string): OrderRecord {
  const order = db.orders.findFirst((q) => q.where({ reference_code: code.trim().toUpperCase() }))
  if (!order) throw new HttpError(404, 'Deal not found', { reference_code: ['Deal not found'] })
  return order
}

import { rupeesText, toPaise } from '../../../src/lib/money'
import { db, nextId } from '../../store/db'
import type { CommissionPaymentRecord } from './records'
import type { OrderRecord } from '../orders/records'
import type { UserRecord } from '../../store/records'
import { ACCOUNT } from '../../ledger/chart-of-accounts'
import { clock, iso } from '../../clock/clock'
import { HttpError, invalidField } from '../../kit/http-error'
import { entriesOfTxn, post, reversalOf, txnByCause } from '../../ledger/ledger'
import { saleCause } from '../orders/ledger-postings'
import { announce } from '../../events/events'

/**
 * Commission (spec 3 §2 Commission, Commission payment; docs/decisions/commission.md). Every figure is a query over
 * the ledger: an order's sale puts `seller_will_get` on the vendor's `vendor_earnings` (what Hola owes it), and a
 * cash sale takes `buyer_will_pay` back off, because the vendor took the customer's cash at the outlet. So for a
 * redeemed cash order the vendor's balance on that order is seller_will_get − buyer_will_pay: negative, the part of
 * the cash that is Hola's (its commission with the GST in it, and the cashback that backs the points, less any code
 * Hola funded). That negative balance is the order's commission due; paying it posts the opposite amount, once.
 */

export const COMMISSION_TEXTS = {
  notYours: (id: number) => `Order ${id} is not one of your orders.`,
  nothingDue: (id: number) => `Order ${id} has no commission to pay.`,
  alreadyPaid: (id: number) => `The commission on order ${id} is already paid.`,
  amount: (paise: number) => `The amount does not match the commission due: ₹${rupeesText(paise)}.`,
  nothingToPay: 'Nothing to pay: no commission is due on these orders.',
  toGateway: 'Continue to the payment gateway.',
  paymentNotFound: 'Payment not found.',
  notWaiting: 'This payment is not waiting for the gateway.',
} as const

/** The cause of the transaction that pays an order's commission: posted once, so an order is never paid twice. */
export const commissionCause = (orderId: number) => `order:${orderId}:commission`

/** The transactions that move the vendor's balance on an order: its sale, the sale's reversal, its commission paid. */
function vendorTxnsOf(order: OrderRecord) {
  const sale = txnByCause(saleCause(order))
  return [sale, sale && reversalOf(sale), txnByCause(commissionCause(order.id))].filter((t) => t != null)
}

/** The vendor's balance on one order (vendor_earnings entries of its transactions): negative when it owes Hola. */
export function vendorBalanceOn(order: OrderRecord): number {
  let sum = 0
  for (const t of vendorTxnsOf(order))
    for (const e of entriesOfTxn(t.id))
      if (e.account === ACCOUNT.vendorEarnings && e.owner_id === order.vendor_id) sum += e.amount
  return sum
}

/** What the vendor owes Hola on an order, in paise: minus its balance on it when that is negative, else 0. */
export const orderCommissionDue = (order: OrderRecord): number => Math.max(0, -vendorBalanceOn(order))

/** Whether the order's commission has been paid (its payment transaction is posted). */
export const commissionPaid = (order: OrderRecord) => txnByCause(commissionCause(order.id)) !== undefined

const ordersOf = (vendor: UserRecord) => db.orders.findMany((q) => q.where({ vendor_id: vendor.id }))

/** The vendor's orders with commission to pay, newest first (vendor/order-to-pay, vendor/order-ids-to-pay). */
export function ordersToPay(vendor: UserRecord): Array<{ order: OrderRecord; due: number }> {
  return ordersOf(vendor)
    .map((order) => ({ order, due: orderCommissionDue(order) }))
    .filter((o) => o.due > 0)
    .sort((a, b) => b.order.created_at.localeCompare(a.order.created_at) || b.order.id - a.order.id)
}

/** An order's commission due, in its parts (paise; docs/decisions/money-model.md). */
export type CommissionParts = { studentDiscount: number; holaCommission: number; codeCredit: number }

/**
 * What the vendor owes on an order, split as it is shown and paid: the discount it funds for the student (the
 * cashback that backs their Hola points), Hola's commission with its GST (the tax invoice's line for the order), less
 * a code Hola paid. For a redeemed cash order they add up to the due exactly (due = D − c = cashback + share − c);
 * a due the order's figures do not explain is shown whole as Hola's (the model test checks it never happens).
 */
export function commissionParts(order: OrderRecord, due = orderCommissionDue(order)): CommissionParts {
  const parts = {
    studentDiscount: order.cashback_paise,
    holaCommission: order.hola_share_paise,
    codeCredit: order.coupon_paise,
  }
  if (parts.studentDiscount + parts.holaCommission - parts.codeCredit === due) return parts
  return { studentDiscount: 0, holaCommission: due, codeCredit: 0 }
}

/** The parts of several orders' dues, added up. */
export function sumParts(list: ReadonlyArray<{ order: OrderRecord; due: number }>): CommissionParts {
  const sum: CommissionParts = { studentDiscount: 0, holaCommission: 0, codeCredit: 0 }
  for (const o of list) {
    const p = commissionParts(o.order, o.due)
    sum.studentDiscount += p.studentDiscount
    sum.holaCommission += p.holaCommission
    sum.codeCredit += p.codeCredit
  }
  return sum
}

/** commissionDue(vendor): what the vendor owes Hola, in paise, the sum of its orders' commission due. */
export const commissionDue = (vendor: UserRecord): number => ordersToPay(vendor).reduce((sum, o) => sum + o.due, 0)

export type PayToInput = { order_ids: number[]; amount: number; payment_method: 2 | 3 }

/**
 * vendor/pay-to-fh: the vendor's payment of the commission on `order_ids`, recomputed here. Refused: an order that is
 * not the vendor's or has nothing due (422 under order_ids), an order already paid (409: a second payment of it), an
 * amount other than the sum due (422 under amount). The same orders, amount and method while a payment of them still
 * waits answer that payment (a double click pays once); any other payment still waiting for some of these orders is
 * superseded, its gateway session ended as aborted (a back button and another method, or a new order due since).
 * Nothing to pay (no orders, amount 0) answers null: settled at once.
 */
export async function payTo(
  vendor: UserRecord,
  input: PayToInput,
  now = clock.now(),
): Promise<CommissionPaymentRecord | null> {
  const ids = [...new Set(input.order_ids)]
  let total = 0
  for (const id of ids) {
    const order = db.orders.findFirst((q) => q.where({ id }))
    if (!order || order.vendor_id !== vendor.id) throw invalidField('order_ids', COMMISSION_TEXTS.notYours(id))
    if (commissionPaid(order)) throw new HttpError(409, COMMISSION_TEXTS.alreadyPaid(id))
    const due = orderCommissionDue(order)
    if (due <= 0) throw invalidField('order_ids', COMMISSION_TEXTS.nothingDue(id))
    total += due
  }
  if (toPaise(input.amount) !== total) throw invalidField('amount', COMMISSION_TEXTS.amount(total))
  if (ids.length === 0) return null
  const key = [...ids].sort((a, b) => a - b).join(',')
  const waiting = db.commissionPayments.findMany((q) => q.where({ vendor_id: vendor.id, status: 'pending' }))
  const same = waiting.find(
    (p) =>
      [...p.order_ids].sort((a, b) => a - b).join(',') === key &&
      p.amount_paise === total &&
      p.payment_mode === input.payment_method,
  )
  if (same) return same
  for (const p of waiting.filter((w) => w.order_ids.some((id) => ids.includes(id)))) await supersede(p)
  const id = nextId(db.commissionPayments)
  return db.commissionPayments.create({
    id,
    vendor_id: vendor.id,
    order_ids: ids,
    amount_paise: total,
    payment_mode: input.payment_method,
    tid_id: `C${now}${id}`,
    status: 'pending',
    created_at: iso(now),
    settled_at: null,
  })
}

/** Ends a payment a newer one replaced, and closes its open gateway sessions (the card page then goes back). */
async function supersede(p: CommissionPaymentRecord) {
  await db.commissionPayments.update((q) => q.where({ id: p.id }), {
    data(r) {
      r.status = 'superseded'
    },
  })
  await db.gatewaySessions.updateMany(
    (q) => q.where({ payment_for: 'pay_to_fh', subject_id: p.id, outcome: (o: string | null) => o === null }),
    {
      data(r) {
        r.outcome = 'aborted'
        r.completed_at = iso(clock.now())
      },
    },
  )
}

export const commissionPaymentById = (id: number) => db.commissionPayments.findFirst((q) => q.where({ id }))

/** The payment that paid an order's commission (one at most: a second payment of it is refused), if any. */
export const paymentOfCommission = (orderId: number) =>
  db.commissionPayments.findMany((q) => q.where({ status: 'paid' })).find((p) => p.order_ids.includes(orderId))

/** The vendor's own payment that still waits for the gateway (vendor/get-encrypt-key, payment_for pay_to_fh). */
export function waitingPayment(vendor: UserRecord, id: number): CommissionPaymentRecord {
  const p = commissionPaymentById(id)
  if (!p || p.vendor_id !== vendor.id) throw new HttpError(404, COMMISSION_TEXTS.paymentNotFound)
  if (p.status !== 'pending') throw invalidField('order_id', COMMISSION_TEXTS.notWaiting)
  return p
}

/**
 * The gateway's outcome for a payment, applied once: a success posts each order's commission through the ledger
 * (once per order: `order:{id}:commission`, so an order already paid is never paid again) and the due drops; a
 * decline or abort leaves every order due. A payment already settled or superseded changes nothing.
 */
export async function settleCommissionPayment(
  p: CommissionPaymentRecord,
  outcome: 'success' | 'failure' | 'aborted',
  now: number,
) {
  if (p.status !== 'pending') return
  if (outcome === 'success') {
    for (const id of p.order_ids) {
      const order = db.orders.findFirst((q) => q.where({ id }))
      const due = order ? orderCommissionDue(order) : 0
      if (!order || due <= 0) continue
      await post({
        kind: 'commission_paid',
        cause: commissionCause(order.id),
        memo: `${order.reference_code} ${p.tid_id}`,
        at: now,
        lines: [
          { account: ACCOUNT.commissionPayments, owner: p.vendor_id, unit: 'paise', amount: -due },
          { account: ACCOUNT.vendorEarnings, owner: p.vendor_id, unit: 'paise', amount: due },
        ],
      })
    }
  }
  await db.commissionPayments.update((q) => q.where({ id: p.id }), {
    data(r) {
      r.status = outcome === 'success' ? 'paid' : 'failed'
      r.settled_at = iso(now)
    },
  })
  if (outcome === 'success') await announce('commission.paid', { payment_id: p.id, vendor_id: p.vendor_id }, now)
}

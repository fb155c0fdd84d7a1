/**
 * An order's life (spec 3 §3, §4), written once for the screens and the mock backend: the status ids of the wire, the
 * state table (which status may follow which, and who makes the move) and the rules the screens show (Cancel hidden
 * for 3, 4 and 5). The reading is recorded in docs/decisions/orders.md.
 */
import { statusList } from './status-list'

/** Order statuses (spec 3 §3): the server sends the list of id and name; these are its known codes. */
const orderStatuses = statusList({
  pending: [1, 'Pending'],
  processing: [2, 'Processing'],
  complete: [3, 'Complete'],
  cancelled: [4, 'Cancelled'],
  refunded: [5, 'Refunded'],
})
export const ORDER_STATUS = orderStatuses.ids
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]
export const ORDER_STATUS_NAMES = orderStatuses.list
export const orderStatusName = orderStatuses.nameOf

/** Payment statuses (spec 3 §3). */
const paymentStatuses = statusList({
  pending: [1, 'Pending'],
  paid: [2, 'Paid'],
  failed: [3, 'Failed'],
  partialPaid: [4, 'PartialPaid'],
  refund: [5, 'Refund'],
})
export const PAYMENT_STATUS = paymentStatuses.ids
export type PaymentStatusId = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS]
export const paymentStatusName = paymentStatuses.nameOf

/** Who moves an order: the customer, the outlet, or the gateway's answer. */
export type OrderActor = 'customer' | 'vendor' | 'gateway'

/** The moves an order can make. Anything not listed is refused (409). */
export const ORDER_MOVES = [
  /** The gateway confirms the payment: the order is paid and waits to be redeemed. */
  { move: 'pay', from: ORDER_STATUS.pending, to: ORDER_STATUS.processing, by: ['gateway'] },
  /** The gateway declines or the student aborts: the order ends unpaid, its deal goes back on sale. */
  { move: 'fail', from: ORDER_STATUS.pending, to: ORDER_STATUS.cancelled, by: ['gateway'] },
  /** Cancelled before payment (an order waiting at the gateway, or a cash order not yet paid at the outlet). */
  { move: 'cancel', from: ORDER_STATUS.pending, to: ORDER_STATUS.cancelled, by: ['customer', 'vendor'] },
  { move: 'cancel', from: ORDER_STATUS.processing, to: ORDER_STATUS.cancelled, by: ['customer', 'vendor'] },
  /** A paid order cancelled: the money goes back (payment status Refund). */
  { move: 'refund', from: ORDER_STATUS.processing, to: ORDER_STATUS.refunded, by: ['customer', 'vendor'] },
  /** The outlet redeems the code. */
  { move: 'redeem', from: ORDER_STATUS.processing, to: ORDER_STATUS.complete, by: ['vendor'] },
] as const satisfies ReadonlyArray<{ move: string; from: OrderStatusId; to: OrderStatusId; by: readonly OrderActor[] }>
export type OrderMove = (typeof ORDER_MOVES)[number]['move']

/** The status a move leads to from `from` when `by` makes it, or null when the table has no such move. */
export function nextStatus(from: number, move: OrderMove, by: OrderActor): OrderStatusId | null {
  const row = ORDER_MOVES.find(
    (m) => m.move === move && m.from === from && (m.by as readonly OrderActor[]).includes(by),
  )
  return row ? row.to : null
}

/** Cancel is offered (and accepted) while the order is pending or processing; hidden for 3, 4 and 5 (spec 3 §3). */
export const canCancelOrder = (order: { order_status: number }): boolean =>
  order.order_status === ORDER_STATUS.pending || order.order_status === ORDER_STATUS.processing

/**
 * A code can be redeemed while the order is processing: paid, or a cash order (paid at the outlet when redeemed).
 * An order still waiting at the gateway, cancelled, refunded or already redeemed cannot.
 */
export const canRedeemOrder = (order: { order_status: number }): boolean =>
  order.order_status === ORDER_STATUS.processing

/**
 * The order has ended without being used (spec 3 §3: Cancelled 4 or Refunded 5): cancelled before or after payment,
 * or ended unpaid at the gateway. Nothing more can happen to it: no code, no redemption, no place held.
 */
export const hasEnded = (order: { order_status: number }): boolean =>
  order.order_status === ORDER_STATUS.cancelled || order.order_status === ORDER_STATUS.refunded

/** Orders that hold one of the deal's places: every order that has not ended. */
export const holdsPlace = (order: { order_status: number }): boolean => !hasEnded(order)

/** The cancel reasons list gets a synthetic Others with id 0, whose text the customer writes (spec 3 §3). */
export const OTHER_REASON_ID = 0

/** The spec's cancel texts (spec 3 §5, §8), shared by the dialog and the mock. */
export const CANCEL_TEXTS = {
  reasonRequired: 'Reason is required',
  unknownReason: 'The selected reason is invalid.',
  otherReasonRequired: 'Other Reason is required',
  descriptionRequired: 'Description is required',
  success: 'Order cancelled successfully.',
  failure: 'Error: Unable to cancel order.',
} as const

/** The cancel form as the rule reads it (spec 3 §5 {role}/cancel-deal-order): the reason chosen (null: none yet). */
export type CancelForm = { reason_id: number | null; new_reason?: string | null; description: string }

/**
 * The cancel form's rule (spec 3 §3, §5), one for the dialog and the mock: a reason is required, one on the list
 * (`isListed`; a reason id on no list is invalid, as Laravel's `exists` says) or Others with its text; a description is
 * required. Every broken rule by field, in the spec's words; empty when the form may be sent.
 */
export function cancelFormErrors(form: CancelForm, isListed: (reasonId: number) => boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (form.reason_id === null) errors.reason_id = [CANCEL_TEXTS.reasonRequired]
  else if (form.reason_id === OTHER_REASON_ID) {
    if (!(form.new_reason ?? '').trim()) errors.new_reason = [CANCEL_TEXTS.otherReasonRequired]
  } else if (!isListed(form.reason_id)) errors.reason_id = [CANCEL_TEXTS.unknownReason]
  if (!form.description.trim()) errors.description = [CANCEL_TEXTS.descriptionRequired]
  return errors
}

/**
 * Whether an order holds a deal code (a voucher): paid, or a cash order placed to be paid at the counter, and then
 * redeemed or still to redeem. An order whose gateway payment failed, was cancelled or still waits, and an order
 * cancelled or refunded, has none: no code shown, no voucher PDF (docs/decisions/money-model.md).
 */
export const hasDealCode = (order: { order_status: number }): boolean =>
  order.order_status === ORDER_STATUS.processing || order.order_status === ORDER_STATUS.complete

/**
 * Whether an order took place, so its deal may be reviewed or reported from it: it has a code, or it was paid and then
 * refunded. A payment that failed or was cancelled at the gateway, or an order cancelled before payment, did not.
 */
export const orderTookPlace = (order: { order_status: number; payment_status: number }): boolean =>
  hasDealCode(order) || order.payment_status === PAYMENT_STATUS.refund

/** The gateway's cancel and decline, as the order records them (its cancel_reason). */
export const GATEWAY_CANCEL_REASONS = { aborted: 'Payment aborted', declined: 'Payment declined' } as const

/**
 * An order's payment in words (My Orders, the order's page): the status name, except where it would mislead. A cash
 * order cancelled before the counter is "Not paid: order cancelled", not "Pending"; a gateway payment the student
 * cancelled is "Not charged: you cancelled the payment", one the gateway declined "Not charged: payment declined".
 */
export function paymentStatusText(order: { order_status: number; payment_status: number; cancel_reason: string }) {
  if (order.payment_status === PAYMENT_STATUS.failed)
    return order.cancel_reason === GATEWAY_CANCEL_REASONS.aborted
      ? 'Not charged: you cancelled the payment'
      : 'Not charged: payment declined'
  if (order.payment_status === PAYMENT_STATUS.pending && !canCancelOrder(order)) return 'Not paid: order cancelled'
  return paymentStatusName(order.payment_status)
}

import { describe, expect, it } from 'vitest'
import {
  CANCEL_TEXTS,
  GATEWAY_CANCEL_REASONS,
  ORDER_STATUS,
  OTHER_REASON_ID,
  PAYMENT_STATUS,
  cancelFormErrors,
  hasDealCode,
  hasEnded,
  holdsPlace,
  orderTookPlace,
  paymentStatusText,
} from './order-status'

const order = (order_status: number, payment_status: number, cancel_reason = '') => ({
  order_status,
  payment_status,
  cancel_reason,
})

describe('an order that did not take place (docs/decisions/money-model.md)', () => {
  it('has a deal code only when paid or placed for cash, and redeemed or still to redeem', () => {
    expect(hasDealCode(order(ORDER_STATUS.processing, PAYMENT_STATUS.paid))).toBe(true)
    expect(hasDealCode(order(ORDER_STATUS.processing, PAYMENT_STATUS.pending))).toBe(true)
    expect(hasDealCode(order(ORDER_STATUS.complete, PAYMENT_STATUS.paid))).toBe(true)
    // Waiting at the gateway, failed or cancelled there, cancelled, refunded: no code, no voucher.
    expect(hasDealCode(order(ORDER_STATUS.pending, PAYMENT_STATUS.pending))).toBe(false)
    expect(hasDealCode(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.failed))).toBe(false)
    expect(hasDealCode(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.pending))).toBe(false)
    expect(hasDealCode(order(ORDER_STATUS.refunded, PAYMENT_STATUS.refund))).toBe(false)
  })

  it('offers Review and Report only for an order that took place', () => {
    expect(orderTookPlace(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.failed))).toBe(false)
    expect(orderTookPlace(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.pending))).toBe(false)
    expect(orderTookPlace(order(ORDER_STATUS.refunded, PAYMENT_STATUS.refund))).toBe(true)
    expect(orderTookPlace(order(ORDER_STATUS.complete, PAYMENT_STATUS.paid))).toBe(true)
  })

  it('says what happened to the payment, never "Pending" for a cancelled cash order', () => {
    expect(paymentStatusText(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.pending))).toBe('Not paid: order cancelled')
    expect(paymentStatusText(order(ORDER_STATUS.processing, PAYMENT_STATUS.pending))).toBe('Pending')
    expect(
      paymentStatusText(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.failed, GATEWAY_CANCEL_REASONS.aborted)),
    ).toBe('Not charged: you cancelled the payment')
    expect(
      paymentStatusText(order(ORDER_STATUS.cancelled, PAYMENT_STATUS.failed, GATEWAY_CANCEL_REASONS.declined)),
    ).toBe('Not charged: payment declined')
    expect(paymentStatusText(order(ORDER_STATUS.complete, PAYMENT_STATUS.paid))).toBe('Paid')
  })
})

describe('an order that has ended (spec 3 §3)', () => {
  it('has ended when cancelled or refunded, and then holds no place; pending, processing and complete have not', () => {
    for (const status of [ORDER_STATUS.cancelled, ORDER_STATUS.refunded]) {
      expect(hasEnded({ order_status: status })).toBe(true)
      expect(holdsPlace({ order_status: status })).toBe(false)
    }
    for (const status of [ORDER_STATUS.pending, ORDER_STATUS.processing, ORDER_STATUS.complete]) {
      expect(hasEnded({ order_status: status })).toBe(false)
      expect(holdsPlace({ order_status: status })).toBe(true)
    }
  })
})

describe('the cancel form (spec 3 §3, §5): one rule for the dialog and the mock', () => {
  const listed = (id: number) => id === 1 || id === 2
  it('needs a reason and a description', () => {
    expect(cancelFormErrors({ reason_id: null, description: ' ' }, listed)).toEqual({
      reason_id: [CANCEL_TEXTS.reasonRequired],
      description: [CANCEL_TEXTS.descriptionRequired],
    })
  })
  it('needs Others’ text when Others is chosen, and only then', () => {
    expect(cancelFormErrors({ reason_id: OTHER_REASON_ID, new_reason: '  ', description: 'x' }, listed)).toEqual({
      new_reason: [CANCEL_TEXTS.otherReasonRequired],
    })
    expect(cancelFormErrors({ reason_id: OTHER_REASON_ID, new_reason: 'Moved', description: 'x' }, listed)).toEqual({})
    expect(cancelFormErrors({ reason_id: 2, new_reason: '', description: 'x' }, listed)).toEqual({})
  })
  it('refuses a reason on no list as invalid, not missing', () => {
    expect(cancelFormErrors({ reason_id: 9, description: 'x' }, listed)).toEqual({
      reason_id: [CANCEL_TEXTS.unknownReason],
    })
  })
})
